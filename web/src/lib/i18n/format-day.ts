/**
 * A calendar day (YYYY-MM-DD) as "Mar 5", read in UTC: a date-only string is UTC
 * midnight, which a US time zone would otherwise move to the day before.
 */
export function formatDay(isoDate: string, language: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(language, {
    month: style === 'short' ? 'short' : 'long',
    day: 'numeric',
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(date);
}

/** A month (YYYY-MM) as "Mar 2026" (short) or "March 2026" (long), read in UTC like formatDay. */
export function formatMonth(isoMonth: string, language: string, style: 'short' | 'long' = 'short'): string {
  const date = new Date(`${isoMonth.slice(0, 7)}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoMonth;
  return new Intl.DateTimeFormat(language, { month: style, year: 'numeric', timeZone: 'UTC' }).format(date);
}

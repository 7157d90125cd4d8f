/** How the demand pages write their figures in the reader's language. */
import { formatCurrency } from '../../lib/i18n/format-currency';

/** A count as the reader's language groups it, or `hidden` (the "Fewer than 11" text) for null. */
export function formatBuyers(buyers: number | null, language: string, hidden: string): string {
  return buyers === null ? hidden : new Intl.NumberFormat(language).format(buyers);
}

/** An average in dollars, or `none` ("—") when there is none to show. */
export function formatAverage(amount: number | null, language: string, none: string): string {
  return amount === null ? none : formatCurrency(amount, language);
}

/** A day (YYYY-MM-DD, UTC) as the reader's language writes it, the same day in every time zone. */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** How listing values read on cards and the detail page, in the reader's language. */
import { dateTimeFormat, numberFormat } from '../../lib/i18n/intl-formats';

/** A plain number with grouping: "1,650". */
export function formatNumber(value: number, language: string): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

/** A percentage given as a number of percent: 3.25 → "3.25%". */
export function formatPercent(percent: number, language: string): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 3 }).format(percent / 100);
}

/** The one-line address of a listing: "12 Oak St, Austin, TX 78701". */
export function formatAddress(deal: {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}): string {
  return `${deal.streetAddress}, ${deal.city}, ${deal.state} ${deal.zipCode}`;
}

/**
 * A calendar date (YYYY-MM-DD) as the reader's language writes it. Read in UTC: a date-only string
 * is UTC midnight, which the local time zone would otherwise move to the day before in the US.
 */
export function formatCalendarDate(isoDate: string, language: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

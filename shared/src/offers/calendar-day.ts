/**
 * Calendar days (YYYY-MM-DD) for the offer's close-of-escrow date. A close date is a day, not an
 * instant, so "today" depends on where the buyer is: the form uses the browser's own day, and the
 * server uses the earliest day anywhere in the United States, so a date the form accepted in any US
 * time zone is never refused by the server as "in the past".
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Hawaii (UTC−10, no daylight saving time) is the westernmost US state. */
const WESTERNMOST_US_UTC_OFFSET_HOURS = -10;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar day of `date` in UTC. */
export function utcCalendarDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The calendar day of `now` in the runtime's own time zone (the browser's, in the form). */
export function localCalendarDay(now: Date): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The earliest calendar day it is anywhere in the United States at `now` (the server's "today"). */
export function earliestUsCalendarDay(now: Date): string {
  return utcCalendarDay(new Date(now.getTime() + WESTERNMOST_US_UTC_OFFSET_HOURS * 60 * 60 * 1000));
}

/** `day` plus `days` calendar days (negative to go back). */
export function addDays(day: string, days: number): string {
  return utcCalendarDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

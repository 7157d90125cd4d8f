/**
 * How often a buyer hears of matching listings (docs/requirements.md#r9-13 search frequency: realtime, daily
 * digest, weekly summary), and the period each digest covers.
 *
 * Digest windows are fixed UTC periods, half-open [start, end), and the digest covers the last whole
 * period before `now`: running the job twice (a retry, a manual trigger in the local stack) finds the
 * same window and the same `key`, which the sender records per buyer so nothing is sent twice. A
 * listing belongs to the window its alert became due in (its listing time, or for a first-refusal
 * delay the end of that delay).
 */
import { type BuyerPreferences, type SEARCH_FREQUENCIES } from '../users/buyer-preferences';

export const ALERT_FREQUENCIES = ['realtime', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** The frequencies sent as a digest; realtime alerts go out one listing at a time. */
export type DigestFrequency = Exclude<AlertFrequency, 'realtime'>;

const FREQUENCY_OF_SEARCH: Readonly<Record<(typeof SEARCH_FREQUENCIES)[number], AlertFrequency>> = {
  realtime: 'realtime',
  dailyDigest: 'daily',
  weeklySummary: 'weekly',
};

/** Daily, like the preferences' default, for a buyer who has a buy box but no preferences. */
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily';

/** The alert frequency chosen in the buyer's preferences. */
export function alertFrequencyOf(
  preferences: Pick<BuyerPreferences, 'searchFrequency'> | null,
): AlertFrequency {
  return preferences ? FREQUENCY_OF_SEARCH[preferences.searchFrequency] : DEFAULT_ALERT_FREQUENCY;
}

/** The period a digest covers: [start, end) as ISO instants, and a key naming it. */
export interface DigestWindow {
  start: string;
  end: string;
  /** `daily:2026-11-20` or `weekly:2026-11-09` (the first day): the idempotency key of a send. */
  key: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const startOfUtcDay = (time: number) => Math.floor(time / DAY_MS) * DAY_MS;

/** Monday 00:00 UTC of the week `time` falls in (ISO weeks start on Monday). */
const startOfUtcWeek = (time: number) => {
  const day = startOfUtcDay(time);
  const daysSinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return day - daysSinceMonday * DAY_MS;
};

/**
 * The last whole period before `now`: for daily the previous UTC day, for weekly the previous
 * Monday-to-Monday UTC week. A window ends at or before `now`, so every listing in it is known.
 */
export function digestWindow(frequency: DigestFrequency, now: Date): DigestWindow {
  const end = frequency === 'daily' ? startOfUtcDay(now.getTime()) : startOfUtcWeek(now.getTime());
  const start = end - (frequency === 'daily' ? 1 : 7) * DAY_MS;
  const startIso = new Date(start).toISOString();
  return { start: startIso, end: new Date(end).toISOString(), key: `${frequency}:${startIso.slice(0, 10)}` };
}

/** True when `instant` (ISO) falls in the window. */
export function isInWindow(instant: string, window: Pick<DigestWindow, 'start' | 'end'>): boolean {
  const time = Date.parse(instant);
  return time >= Date.parse(window.start) && time < Date.parse(window.end);
}

const PERIOD_MS: Readonly<Record<DigestFrequency, number>> = { daily: DAY_MS, weekly: 7 * DAY_MS };

/** The window an instant falls in: the one whose digest goes out after it ends. */
export function windowContaining(frequency: DigestFrequency, instant: Date): DigestWindow {
  return digestWindow(frequency, new Date(instant.getTime() + PERIOD_MS[frequency]));
}

/**
 * "3 minutes ago", "hace 2 días": how long ago something happened, by docs/requirements.md#r9-11 rule — up to
 * 5 seconds is "just now", then seconds, minutes, hours, days under 30, months under 12, then years.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const JUST_NOW_MS = 5 * SECOND;

export type RelativeTime =
  { unit: 'justNow' } | { unit: 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year'; value: number };

/** The unit and whole count of how long before `now` the time `iso` was (a future time is "just now"). */
export function relativeTimeOf(iso: string, now: Date): RelativeTime {
  const elapsed = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(elapsed) || elapsed <= JUST_NOW_MS) return { unit: 'justNow' };
  if (elapsed < MINUTE) return { unit: 'second', value: Math.floor(elapsed / SECOND) };
  if (elapsed < HOUR) return { unit: 'minute', value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: 'hour', value: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days < 30) return { unit: 'day', value: days };
  const months = Math.floor(days / 30);
  if (months < 12) return { unit: 'month', value: months };
  return { unit: 'year', value: Math.max(1, Math.floor(days / 365)) };
}

/** The relative time in the reader's language; `justNow` is the translated "just now". */
export function formatRelativeTime(iso: string, now: Date, language: string, justNow: string): string {
  const relative = relativeTimeOf(iso, now);
  if (relative.unit === 'justNow') return justNow;
  return new Intl.RelativeTimeFormat(language, { numeric: 'always' }).format(-relative.value, relative.unit);
}

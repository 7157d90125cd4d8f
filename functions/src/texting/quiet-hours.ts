/**
 * Quiet hours (docs/text-alerts.md "Quiet hours"): a window of the buyer's local clock, in their own
 * IANA time zone, when non-urgent texts wait. Read on the local clock, so a window keeps its local
 * times across daylight saving changes.
 */
import type { QuietHours } from '#shared/texting/text-alerts';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What the local clock reads at `instant`, as if that reading were a UTC time (ms, whole seconds). */
function localReading(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** The zone's offset from UTC at `instant` (ms; local = UTC + offset). */
const offsetAt = (instant: number, timeZone: string): number =>
  localReading(instant, timeZone) - Math.floor(instant / 1000) * 1000;

const minutesOf = (clock: string): number => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether `now` falls inside the quiet hours (start inclusive, end exclusive; start = end: never). */
export function isQuiet(now: Date, quietHours: QuietHours): boolean {
  const start = minutesOf(quietHours.start);
  const end = minutesOf(quietHours.end);
  if (start === end) return false;
  const reading = new Date(localReading(now.getTime(), quietHours.timeZone));
  const minute = reading.getUTCHours() * 60 + reading.getUTCMinutes();
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * The instants the local clock reads the wall time `wall` (a local reading as a UTC ms value): one
 * usually, two when the clocks fall back over it, none when they spring forward over it.
 */
function instantsReading(wall: number, timeZone: string): number[] {
  const offsets = new Set([wall - DAY_MS, wall, wall + DAY_MS].map((at) => offsetAt(at, timeZone)));
  return [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => localReading(instant, timeZone) === wall)
    .sort((a, b) => a - b);
}

/**
 * The first instant after the clocks sprang forward over `wall`: between the reading with the
 * offset before the change and the one after, the first instant whose local reading is past `wall`.
 */
function springForwardInstant(wall: number, timeZone: string): number {
  const offsets = [wall - DAY_MS, wall + DAY_MS].map((at) => offsetAt(at, timeZone));
  let low = wall - Math.max(...offsets);
  let high = wall - Math.min(...offsets);
  while (high - low > 1000) {
    const middle = low + Math.floor((high - low) / 2000) * 1000;
    if (localReading(middle, timeZone) > wall) high = middle;
    else low = middle;
  }
  return high;
}

/**
 * The next instant after `now` when the buyer's local clock reads the end of their quiet hours (on
 * a day the clocks spring forward over it, the moment they do). Held texts are released then.
 */
export function quietHoursEnd(now: Date, quietHours: QuietHours): Date {
  const { timeZone } = quietHours;
  const today = new Date(localReading(now.getTime(), timeZone));
  const endMinutes = minutesOf(quietHours.end);
  for (let day = 0; ; day += 1) {
    const wall = Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() + day,
      Math.floor(endMinutes / 60),
      endMinutes % 60,
    );
    const instants = instantsReading(wall, timeZone);
    const candidates = instants.length > 0 ? instants : [springForwardInstant(wall, timeZone)];
    const next = candidates.find((instant) => instant > now.getTime());
    if (next !== undefined) return new Date(next);
  }
}

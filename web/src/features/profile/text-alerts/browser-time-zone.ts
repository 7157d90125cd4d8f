import { isKnownTimeZone } from '#shared/texting/text-alerts';

/** The time zone this browser reports (quiet hours start in it); UTC when it reports none we know. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isKnownTimeZone(zone) ? zone : 'UTC';
}

/** Every time zone the browser knows, `first` ones at the top (the browser's own, the saved one). */
export function timeZoneChoices(...first: string[]): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const top = [...new Set(first)];
  return [...top, ...all.filter((zone) => !top.includes(zone))];
}

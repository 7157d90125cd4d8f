import { formatRelativeTime, relativeTimeOf } from './format-relative-time';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

describe('relativeTimeOf', () => {
  it.each([
    ['now', 0, { unit: 'justNow' }],
    ['5 seconds ago', 5 * SECOND, { unit: 'justNow' }],
    ['6 seconds ago', 6 * SECOND, { unit: 'second', value: 6 }],
    ['59 seconds ago', 59 * SECOND, { unit: 'second', value: 59 }],
    ['90 seconds ago', 90 * SECOND, { unit: 'minute', value: 1 }],
    ['3 hours ago', 3 * 60 * 60 * SECOND, { unit: 'hour', value: 3 }],
    ['29 days ago', 29 * DAY, { unit: 'day', value: 29 }],
    ['30 days ago', 30 * DAY, { unit: 'month', value: 1 }],
    ['359 days ago', 359 * DAY, { unit: 'month', value: 11 }],
    ['360 days ago', 360 * DAY, { unit: 'year', value: 1 }],
    ['800 days ago', 800 * DAY, { unit: 'year', value: 2 }],
    ['a minute in the future', -60 * SECOND, { unit: 'justNow' }],
  ])('reads %s by its unit and count', (_, elapsed, expected) => {
    expect(relativeTimeOf(ago(elapsed), NOW)).toEqual(expected);
  });
});

describe('formatRelativeTime', () => {
  it('writes the time in the reader language', () => {
    expect(formatRelativeTime(ago(3 * 60 * 1000), NOW, 'en', 'just now')).toBe('3 minutes ago');
    expect(formatRelativeTime(ago(2 * DAY), NOW, 'es', 'justo ahora')).toBe('hace 2 días');
  });

  it('uses the translated "just now" within five seconds', () => {
    expect(formatRelativeTime(ago(2000), NOW, 'es', 'justo ahora')).toBe('justo ahora');
  });
});

import { SEARCH_FREQUENCIES } from '../users/buyer-preferences';
import {
  ALERT_FREQUENCIES,
  alertFrequencyOf,
  digestWindow,
  isInWindow,
  windowContaining,
} from './alert-frequency';

describe('alertFrequencyOf', () => {
  it.each([
    ['realtime', 'realtime'],
    ['dailyDigest', 'daily'],
    ['weeklySummary', 'weekly'],
  ] as const)('preferences %s → %s', (searchFrequency, expected) => {
    expect(alertFrequencyOf({ searchFrequency })).toBe(expected);
  });

  it('covers every search frequency and defaults to daily without preferences', () => {
    expect(SEARCH_FREQUENCIES.map((searchFrequency) => alertFrequencyOf({ searchFrequency })).sort()).toEqual(
      [...ALERT_FREQUENCIES].sort(),
    );
    expect(alertFrequencyOf(null)).toBe('daily');
  });
});

describe('digestWindow', () => {
  it.each([
    // Saturday 21 November 2026.
    [
      'daily',
      '2026-11-21T13:00:00.000Z',
      '2026-11-20T00:00:00.000Z',
      '2026-11-21T00:00:00.000Z',
      'daily:2026-11-20',
    ],
    [
      'daily',
      '2026-11-21T00:00:00.000Z',
      '2026-11-20T00:00:00.000Z',
      '2026-11-21T00:00:00.000Z',
      'daily:2026-11-20',
    ],
    [
      'daily',
      '2026-11-20T23:59:59.999Z',
      '2026-11-19T00:00:00.000Z',
      '2026-11-20T00:00:00.000Z',
      'daily:2026-11-19',
    ],
    [
      'daily',
      '2027-01-01T08:00:00.000Z',
      '2026-12-31T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      'daily:2026-12-31',
    ],
    [
      'weekly',
      '2026-11-21T13:00:00.000Z',
      '2026-11-09T00:00:00.000Z',
      '2026-11-16T00:00:00.000Z',
      'weekly:2026-11-09',
    ],
    // On Monday at midnight the week just ended is the one covered.
    [
      'weekly',
      '2026-11-23T00:00:00.000Z',
      '2026-11-16T00:00:00.000Z',
      '2026-11-23T00:00:00.000Z',
      'weekly:2026-11-16',
    ],
    // Sunday is the last day of an ISO week.
    [
      'weekly',
      '2026-11-22T23:00:00.000Z',
      '2026-11-09T00:00:00.000Z',
      '2026-11-16T00:00:00.000Z',
      'weekly:2026-11-09',
    ],
    [
      'weekly',
      '2027-01-04T09:00:00.000Z',
      '2026-12-28T00:00:00.000Z',
      '2027-01-04T00:00:00.000Z',
      'weekly:2026-12-28',
    ],
  ] as const)('%s at %s covers [%s, %s)', (frequency, now, start, end, key) => {
    expect(digestWindow(frequency, new Date(now))).toEqual({ start, end, key });
  });

  it('finds the same window however often the job runs in a period', () => {
    const first = digestWindow('daily', new Date('2026-11-21T06:00:00Z'));
    const retry = digestWindow('daily', new Date('2026-11-21T18:30:00Z'));
    expect(retry).toEqual(first);
  });

  it('is half-open: the end belongs to the next window', () => {
    const window = digestWindow('daily', new Date('2026-11-21T13:00:00Z'));
    expect(isInWindow('2026-11-20T00:00:00.000Z', window)).toBe(true);
    expect(isInWindow('2026-11-20T23:59:59.999Z', window)).toBe(true);
    expect(isInWindow('2026-11-21T00:00:00.000Z', window)).toBe(false);
    expect(isInWindow('2026-11-19T23:59:59.999Z', window)).toBe(false);
  });
});

describe('windowContaining', () => {
  it.each([
    ['daily', '2026-11-20T23:59:59.999Z', 'daily:2026-11-20'],
    ['daily', '2026-11-21T00:00:00.000Z', 'daily:2026-11-21'],
    ['weekly', '2026-11-15T12:00:00.000Z', 'weekly:2026-11-09'],
    ['weekly', '2026-11-16T00:00:00.000Z', 'weekly:2026-11-16'],
  ] as const)('puts a %s instant %s in %s, the window it is in', (frequency, instant, key) => {
    // Act
    const window = windowContaining(frequency, new Date(instant));

    // Assess
    expect(window.key).toBe(key);
    expect(isInWindow(instant, window)).toBe(true);
  });
});

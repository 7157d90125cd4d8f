import type { QuietHours } from '#shared/texting/text-alerts';
import { isQuiet, quietHoursEnd } from './quiet-hours';

const newYork = (start: string, end: string): QuietHours => ({ start, end, timeZone: 'America/New_York' });
const at = (iso: string) => new Date(iso);
const endOf = (now: string, quietHours: QuietHours) => quietHoursEnd(at(now), quietHours).toISOString();

describe('isQuiet', () => {
  const nights = newYork('21:00', '08:00');

  it('reads the buyer’s local clock, across midnight', () => {
    // 2026-11-20: New York is on EST (UTC-5).
    expect(isQuiet(at('2026-11-21T01:59:00Z'), nights)).toBe(false); // 20:59
    expect(isQuiet(at('2026-11-21T02:00:00Z'), nights)).toBe(true); // 21:00
    expect(isQuiet(at('2026-11-21T05:00:00Z'), nights)).toBe(true); // 00:00
    expect(isQuiet(at('2026-11-21T12:59:00Z'), nights)).toBe(true); // 07:59
    expect(isQuiet(at('2026-11-21T13:00:00Z'), nights)).toBe(false); // 08:00
  });

  it('keeps the local window on daylight time', () => {
    // 2026-07-01: EDT (UTC-4): 21:00 local is 01:00 UTC, 20:59 is 00:59.
    expect(isQuiet(at('2026-07-02T00:59:00Z'), nights)).toBe(false);
    expect(isQuiet(at('2026-07-02T01:00:00Z'), nights)).toBe(true);
    expect(isQuiet(at('2026-07-02T12:00:00Z'), nights)).toBe(false); // 08:00
  });

  it('handles a window within one day', () => {
    const afternoon = newYork('13:00', '15:30');
    expect(isQuiet(at('2026-11-20T17:59:00Z'), afternoon)).toBe(false); // 12:59
    expect(isQuiet(at('2026-11-20T18:00:00Z'), afternoon)).toBe(true); // 13:00
    expect(isQuiet(at('2026-11-20T20:29:00Z'), afternoon)).toBe(true); // 15:29
    expect(isQuiet(at('2026-11-20T20:30:00Z'), afternoon)).toBe(false); // 15:30
  });

  it('has no quiet hours when start equals end', () => {
    for (const hour of ['00', '06', '12', '21']) {
      expect(isQuiet(at(`2026-11-20T${hour}:00:00Z`), newYork('21:00', '21:00'))).toBe(false);
    }
  });

  it('reads a zone without daylight saving', () => {
    const phoenix: QuietHours = { start: '22:00', end: '07:00', timeZone: 'America/Phoenix' };
    // Phoenix is UTC-7 all year.
    expect(isQuiet(at('2026-01-15T05:00:00Z'), phoenix)).toBe(true); // 22:00
    expect(isQuiet(at('2026-07-15T05:00:00Z'), phoenix)).toBe(true); // 22:00
    expect(isQuiet(at('2026-07-15T04:59:00Z'), phoenix)).toBe(false); // 21:59
  });
});

describe('quietHoursEnd', () => {
  const nights = newYork('21:00', '08:00');

  it('is the next 08:00 local, the same night or the next morning', () => {
    expect(endOf('2026-11-21T03:00:00Z', nights)).toBe('2026-11-21T13:00:00.000Z'); // 22:00 → 08:00 EST
    expect(endOf('2026-11-21T07:00:00Z', nights)).toBe('2026-11-21T13:00:00.000Z'); // 02:00 → 08:00
  });

  it('is the next morning once today’s end has passed', () => {
    expect(endOf('2026-11-21T13:00:00Z', nights)).toBe('2026-11-22T13:00:00.000Z');
  });

  it('follows the spring-forward night: 08:00 EDT', () => {
    // 2026-03-08 02:00 EST → 03:00 EDT. 22:00 EST on the 7th, quiet ends 08:00 EDT = 12:00 UTC.
    expect(endOf('2026-03-08T03:00:00Z', nights)).toBe('2026-03-08T12:00:00.000Z');
  });

  it('follows the fall-back night: 08:00 EST', () => {
    // 2026-11-01 02:00 EDT → 01:00 EST. 22:00 EDT on Oct 31, quiet ends 08:00 EST = 13:00 UTC.
    expect(endOf('2026-11-01T02:00:00Z', nights)).toBe('2026-11-01T13:00:00.000Z');
  });

  it('ends when the clocks spring forward over an end that never reads', () => {
    // 02:30 does not exist on 2026-03-08 in New York: the clock jumps to 03:00 EDT = 07:00 UTC.
    expect(endOf('2026-03-08T04:00:00Z', newYork('22:00', '02:30'))).toBe('2026-03-08T07:00:00.000Z');
  });

  it('ends at the first 01:30 of a fall-back night, then at the second', () => {
    const window = newYork('22:00', '01:30');
    // 01:30 EDT = 05:30 UTC, then 01:30 EST = 06:30 UTC.
    expect(endOf('2026-11-01T04:00:00Z', window)).toBe('2026-11-01T05:30:00.000Z');
    expect(endOf('2026-11-01T05:45:00Z', window)).toBe('2026-11-01T06:30:00.000Z');
  });

  it('reads a zone without daylight saving the same all year', () => {
    const phoenix: QuietHours = { start: '22:00', end: '07:00', timeZone: 'America/Phoenix' };
    expect(endOf('2026-01-15T06:00:00Z', phoenix)).toBe('2026-01-15T14:00:00.000Z');
    expect(endOf('2026-07-15T06:00:00Z', phoenix)).toBe('2026-07-15T14:00:00.000Z');
  });

  it('reads a zone east of UTC, whose local day is ahead', () => {
    const tokyo: QuietHours = { start: '21:00', end: '08:00', timeZone: 'Asia/Tokyo' };
    // 2026-11-20T23:00Z is 08:00 on the 21st in Tokyo; 22:00Z is 07:00 there.
    expect(endOf('2026-11-20T22:00:00Z', tokyo)).toBe('2026-11-20T23:00:00.000Z');
  });
});

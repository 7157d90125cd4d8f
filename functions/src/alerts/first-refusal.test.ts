import { exclusivityEndsAt, releaseDueAt } from './first-refusal';

const LISTED = '2026-11-20T12:00:00.000Z';

describe('exclusivityEndsAt', () => {
  it('adds the seller’s hours, 24 by default', () => {
    expect(exclusivityEndsAt(LISTED, 6)).toBe('2026-11-20T18:00:00.000Z');
    expect(exclusivityEndsAt(LISTED, undefined)).toBe('2026-11-21T12:00:00.000Z');
  });
});

describe('releaseDueAt', () => {
  it('is the listing time for a listing listed active', () => {
    expect(releaseDueAt({ createdAt: LISTED }, { event: 'listed', at: LISTED })).toBe(LISTED);
  });

  it('is the listing time for a listing listed active that turns active again (a sale fell through)', () => {
    const at = '2026-11-25T09:00:00.000Z';
    expect(releaseDueAt({ createdAt: LISTED }, { event: 'activated', at })).toBe(LISTED);
  });

  it('is the moment the seller turned it active when that came before the end of the delay', () => {
    const at = '2026-11-20T15:00:00.000Z';
    expect(releaseDueAt({ createdAt: LISTED, firstRefusalHours: 24 }, { event: 'activated', at })).toBe(at);
  });

  it('is the end of the delay when the job turned it active a little later', () => {
    const at = '2026-11-21T12:10:00.000Z';
    expect(releaseDueAt({ createdAt: LISTED, firstRefusalHours: 24 }, { event: 'activated', at })).toBe(
      '2026-11-21T12:00:00.000Z',
    );
  });
});

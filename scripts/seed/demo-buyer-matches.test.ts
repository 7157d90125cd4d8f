import { generateDemoBuyers } from './demo-buyers';
import { matchIndexEntries, pickMatchListing, TEST_CITY } from './demo-buyer-matches';

const listing = (overrides: Record<string, unknown> = {}) => ({
  dealId: 'd-1',
  status: 'active',
  purchaseType: 'SubTo',
  zipCode: '77002',
  state: 'TX',
  city: 'Houston',
  createdAt: '2026-01-02T00:00:00.000Z',
  ...overrides,
});

describe('pickMatchListing', () => {
  it('picks the oldest active subject-to listing outside the test city', () => {
    const picked = pickMatchListing([
      listing({ dealId: 'austin', ...TEST_CITY, createdAt: '2026-01-01T00:00:00.000Z' }),
      listing({ dealId: 'cash', purchaseType: 'cash', createdAt: '2026-01-01T00:00:00.000Z' }),
      listing({ dealId: 'pending', status: 'pending', createdAt: '2026-01-01T00:00:00.000Z' }),
      listing({ dealId: 'newer', createdAt: '2026-03-01T00:00:00.000Z' }),
      listing({ dealId: 'picked' }),
    ]);
    expect(picked?.dealId).toBe('picked');
    expect(pickMatchListing([listing({ status: 'sold' })])).toBeNull();
  });
});

describe('matchIndexEntries', () => {
  it('indexes the demo buyers who name the listing’s ZIP or city there, and nowhere else', () => {
    const buyers = generateDemoBuyers();
    const [first] = buyers.filter((buyer) => buyer.buyerPreferences.zipCodes?.length);
    const zipCode = first!.buyerPreferences.zipCodes![0]!;
    const entries = matchIndexEntries(
      { zipCode, state: first!.buyerPreferences.state, city: first!.buyerPreferences.city },
      buyers,
    );
    expect(entries.map((entry) => entry.userId)).toContain(first!.userId);
    for (const { entry } of entries) {
      if (entry.zipCode) expect(entry.zipCode).toBe(zipCode);
      else expect(entry.city).toBe(first!.buyerPreferences.city);
    }
    expect(matchIndexEntries({ zipCode: '00000', state: 'ZZ', city: 'Nowhere' }, buyers)).toEqual([]);
  });
});

import { MIN_SHOWN_BUYERS } from '#shared/demand/demand-limits';
import { buyBoxSchema, buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import { demandZipsOf } from '#functions/demand/demand-figures';
import { shippedZipGeography } from '#functions/demand/zip-geography';
import { DEMO_PLACES } from './deals/demo-places';
import { DEMO_BUYER_COUNT, generateDemoBuyers } from './demo-buyers';

/** Buyers counted per ZIP, as the demand figures count them (once per ZIP per buyer). */
function buyersPerZip(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const buyer of generateDemoBuyers()) {
    const user = {
      accountStatus: 'active' as const,
      roles: ['buyer' as const],
      buyBox: buyer.buyBox && buyBoxSchema.parse(buyer.buyBox),
      buyerPreferences: buyerPreferencesSchema.parse(buyer.buyerPreferences),
    };
    for (const zip of demandZipsOf(user, shippedZipGeography)) counts.set(zip, (counts.get(zip) ?? 0) + 1);
  }
  return counts;
}

describe('the demo buyers', () => {
  it('are the same on every run, numbered demo e-mails on a reserved domain with distinct ids', () => {
    // Act
    const first = generateDemoBuyers();
    const second = generateDemoBuyers();

    // Assess
    expect(second).toEqual(first);
    expect(first).toHaveLength(DEMO_BUYER_COUNT);
    expect(first[0]!.email).toBe('demand-buyer-001@example.com');
    expect(first.every((buyer) => /^demand-buyer-\d{3}@example\.com$/.test(buyer.email))).toBe(true);
    expect(new Set(first.map((buyer) => buyer.userId)).size).toBe(DEMO_BUYER_COUNT);
  });

  it('hold preferences and buy boxes the API would accept, about half with a buy box', () => {
    // Act
    const buyers = generateDemoBuyers();

    // Assess
    for (const buyer of buyers) {
      expect(buyerPreferencesSchema.safeParse(buyer.buyerPreferences).success).toBe(true);
      if (buyer.buyBox) expect(buyBoxSchema.safeParse(buyer.buyBox).success).toBe(true);
    }
    const withBuyBox = buyers.filter((buyer) => buyer.buyBox).length;
    expect(withBuyBox).toBeGreaterThan(DEMO_BUYER_COUNT * 0.4);
    expect(withBuyBox).toBeLessThan(DEMO_BUYER_COUNT * 0.6);
    // Every demo city is somebody's.
    const cities = new Set(
      buyers.map((buyer) => `${buyer.buyerPreferences.state}#${buyer.buyerPreferences.city}`),
    );
    expect(cities.size).toBe(DEMO_PLACES.length);
  });

  it('vary financing and leave some amounts blank, as real buyers do', () => {
    // Act
    const preferences = generateDemoBuyers().map((buyer) => buyer.buyerPreferences);

    // Assess
    expect(new Set(preferences.map((entry) => entry.financingType ?? 'none')).size).toBeGreaterThanOrEqual(6);
    expect(preferences.some((entry) => entry.maxDownPayment === null)).toBe(true);
    expect(preferences.some((entry) => entry.maxMonthlyPayment === null)).toBe(true);
    expect(preferences.some((entry) => (entry.zipCodes ?? []).length === 0)).toBe(true);
  });

  it('give 78701 (the e2e tests rely on it) and a dozen other ZIPs 11 buyers or more, and a few ZIPs fewer', () => {
    // Act
    const counts = buyersPerZip();

    // Assess
    expect(counts.get('78701')).toBeGreaterThanOrEqual(MIN_SHOWN_BUYERS);
    const shown = [...counts].filter(([zip, buyers]) => zip !== '78701' && buyers >= MIN_SHOWN_BUYERS);
    expect(shown.length).toBeGreaterThanOrEqual(12);
    const hidden = [...counts].filter(([, buyers]) => buyers < MIN_SHOWN_BUYERS);
    expect(hidden.length).toBeGreaterThanOrEqual(3);
  });
});

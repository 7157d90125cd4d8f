import { MATCH_REASON_KEYS, type MatchReason } from '#shared/alerts/deal-match';
import { LANGUAGES } from '#shared/core/language';
import { describeReason, digestEmail, realtimeAlertEmail, type AlertEmailItem } from './alert-email';

/** One reason of every key, with values. */
const REASONS: MatchReason[] = [
  { key: 'buyBoxZip', values: { zipCode: '78701' } },
  { key: 'preferencesZip', values: { zipCode: '78702' } },
  { key: 'preferencesCity', values: { city: 'Austin', state: 'TX' } },
  { key: 'dealCategory', values: { dealCategory: 'creative' } },
  { key: 'propertyType', values: { propertyType: 'condo' } },
  { key: 'priceInRange', values: { purchasePrice: 350_000, minPrice: 300_000, maxPrice: 400_000 } },
  { key: 'priceAtLeast', values: { purchasePrice: 350_000, minPrice: 300_000 } },
  { key: 'priceAtMost', values: { purchasePrice: 350_000, maxPrice: 400_000 } },
  { key: 'minBedrooms', values: { bedrooms: 3, minBedrooms: 3 } },
  { key: 'minBathrooms', values: { bathrooms: 2.5, minBathrooms: 2 } },
  { key: 'minSquareFootage', values: { squareFootage: 1800, minSquareFootage: 1500 } },
  { key: 'minYearBuilt', values: { yearBuilt: 2004, minYearBuilt: 2000 } },
  { key: 'minLotSize', values: { lotSizeSqft: 8000, minLotSize: 6000 } },
  { key: 'monthlyPaymentUnderMax', values: { monthlyPayment: 1850, maxMonthlyPayment: 2000 } },
  { key: 'entryFeeUnderMaxDownPayment', values: { entryFee: 9000, maxDownPayment: 20_000 } },
  { key: 'cashPriceUnderMaxDownPayment', values: { purchasePrice: 90_000, maxDownPayment: 100_000 } },
  { key: 'noHoa', values: {} },
];

const item: AlertEmailItem = {
  deal: {
    dealId: 'deal-1',
    streetAddress: '12 <Oak> St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    purchasePrice: 350_000,
    propertyType: 'singleFamily',
    dealCategory: 'creative',
  },
  reasons: [REASONS[0]!, REASONS[5]!],
};

describe('describeReason', () => {
  it('has a sample for every reason key', () => {
    expect(REASONS.map((reason) => reason.key)).toEqual([...MATCH_REASON_KEYS]);
  });

  it.each(LANGUAGES.flatMap((language) => REASONS.map((reason) => [language, reason.key, reason] as const)))(
    'says in %s why %s matched, with its values',
    (language, _, reason) => {
      // Act
      const sentence = describeReason(reason, language);

      // Assess
      expect(sentence).not.toMatch(/undefined|NaN|\{/);
      for (const value of Object.values(reason.values).filter((value) => typeof value === 'string'))
        if (!['creative', 'condo'].includes(value)) expect(sentence).toContain(value);
    },
  );

  it('writes amounts as dollars in both languages', () => {
    expect(describeReason(REASONS[5]!, 'en')).toBe('Priced $350,000, within your $300,000 – $400,000 range.');
    expect(describeReason(REASONS[5]!, 'es')).toContain('350,000');
  });
});

describe('realtimeAlertEmail', () => {
  it('names the listing, says why it matched, links to it and escapes the HTML', () => {
    // Act
    const email = realtimeAlertEmail({
      to: 'b@example.com',
      language: 'en',
      siteUrl: 'https://dealflow.test',
      item,
    });

    // Assess
    expect(email.subject).toBe('New deal for you: 12 <Oak> St, Austin, TX 78701');
    expect(email.text).toContain('Why it matched:\n- In ZIP 78701, one of your buy box ZIPs.');
    expect(email.text).toContain('https://dealflow.test/deals/deal-1');
    expect(email.text).toContain(
      'Not interested in this deal: https://dealflow.test/deals/deal-1?notInterested=1',
    );
    expect(email.html).toContain('href="https://dealflow.test/deals/deal-1?notInterested=1"');
    expect(email.html).toContain('12 &#60;Oak&#62; St');
    expect(email.html).not.toContain('<Oak>');
  });
});

describe('digestEmail', () => {
  it('counts the listings in the subject, in the buyer’s language', () => {
    // Act
    const en = digestEmail({
      to: 'b@example.com',
      language: 'en',
      siteUrl: 'https://d.test',
      frequency: 'weekly',
      items: [item, item],
    });
    const es = digestEmail({
      to: 'b@example.com',
      language: 'es',
      siteUrl: 'https://d.test',
      frequency: 'daily',
      items: [item],
    });

    // Assess
    expect(en.subject).toBe('Your weekly deal digest: 2 new listings');
    expect(es.subject).toBe('Tu resumen diario de tratos: 1 propiedad nueva');
    expect(es.text).toContain('Por qué coincide:');
  });
});

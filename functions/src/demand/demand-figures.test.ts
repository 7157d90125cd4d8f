import type { DemandSource, ZipGeography } from './demand-figures';
import {
  applyDelta,
  buyerDemandValues,
  contributionDeltas,
  demandZipsOf,
  desiredContribution,
  emptyFigures,
  recountFigures,
} from './demand-figures';
import type { ZipDemandFigures } from '../db/entities/zip-demand.entity';

const NOW = '2026-11-26T00:00:00.000Z';
const geography: ZipGeography = {
  stateOf: (zip) => (zip.startsWith('787') ? 'TX' : zip.startsWith('331') ? 'FL' : null),
  centralZipOfCity: (state, city) => (state === 'TX' && city.toLowerCase() === 'austin' ? '78701' : null),
};

function buyer(overrides: Partial<DemandSource> = {}): DemandSource {
  return {
    accountStatus: 'active',
    roles: ['buyer'],
    buyBox: {
      type: 'creative',
      zipCodes: ['78701', '78702'],
      propertyTypes: ['condo'],
      minPrice: null,
      maxPrice: null,
      minBedrooms: null,
      notes: '',
    },
    buyerPreferences: null,
    ...overrides,
  };
}

const preferences = (overrides: Record<string, unknown> = {}) =>
  ({
    homeType: 'investment',
    propertyType: 'singleFamily',
    state: 'TX',
    city: 'Austin',
    zipCodes: [],
    maxDownPayment: 40_000,
    maxMonthlyPayment: 2_000,
    financingType: 'cash',
    ...overrides,
  }) as unknown as DemandSource['buyerPreferences'];

/** Figures with zero counts dropped, so two ways of reaching the same numbers compare equal. */
function normalised(figures: ZipDemandFigures) {
  const counts = Object.fromEntries(
    Object.entries(figures.counts).map(([dimension, values]) => [
      dimension,
      Object.fromEntries(Object.entries(values).filter(([, count]) => count !== 0)),
    ]),
  );
  return { ...figures, counts };
}

describe('who is counted where', () => {
  it('counts a buyer once per ZIP across buy box and preferences', () => {
    const user = buyer({ buyerPreferences: preferences({ zipCodes: ['78702', '78703'] }) });
    expect(demandZipsOf(user, geography)).toEqual(['78701', '78702', '78703']);
  });

  it('counts preferences without ZIPs in the city’s central ZIP', () => {
    const user = buyer({ buyBox: null, buyerPreferences: preferences() });
    expect(demandZipsOf(user, geography)).toEqual(['78701']);
  });

  it('leaves out ZIPs that cannot be placed', () => {
    const user = buyer({ buyBox: { ...buyer().buyBox!, zipCodes: ['78701', '00000'] } });
    expect(demandZipsOf(user, geography)).toEqual(['78701']);
  });

  it('adds the preferences’ amounts and every named type', () => {
    const user = buyer({ buyerPreferences: preferences() });
    expect(buyerDemandValues(user)).toEqual({
      downPayment: 40_000,
      monthlyPayment: 2_000,
      buyBoxType: 'creative',
      financingType: 'cash',
      propertyTypes: ['singleFamily', 'condo'],
    });
  });

  it.each([
    ['a deactivated account', { accountStatus: 'deactivated' as const }],
    ['a seller without a buyer or owner role', { roles: ['originator' as const] }],
  ])('counts nothing for %s', (_, overrides) => {
    expect(desiredContribution(buyer(overrides), geography)).toEqual({});
  });
});

describe('contributionDeltas', () => {
  it('adds every ZIP of a new buyer', () => {
    const deltas = contributionDeltas({}, desiredContribution(buyer(), geography), geography.stateOf);
    expect(deltas.map((delta) => [delta.zipCode, delta.state, delta.buyers])).toEqual([
      ['78701', 'TX', 1],
      ['78702', 'TX', 1],
    ]);
    expect(deltas[0]!.counts).toEqual({
      buyBoxType: { creative: 1 },
      financingType: { none: 1 },
      propertyType: { condo: 1 },
    });
  });

  it('changes only the ZIPs that differ when ZIPs move', () => {
    const before = desiredContribution(buyer(), geography);
    const after = desiredContribution(
      buyer({ buyBox: { ...buyer().buyBox!, zipCodes: ['78702', '78704'] } }),
      geography,
    );
    expect(contributionDeltas(before, after, geography.stateOf).map((d) => [d.zipCode, d.buyers])).toEqual([
      ['78701', -1],
      ['78704', 1],
    ]);
  });

  it('moves a buyer between values in place when their values change', () => {
    const before = desiredContribution(
      buyer({ buyerPreferences: preferences({ zipCodes: ['78701'] }) }),
      geography,
    );
    const after = desiredContribution(
      buyer({
        buyerPreferences: preferences({ zipCodes: ['78701'], maxDownPayment: 50_000, financingType: 'fha' }),
      }),
      geography,
    );
    const [delta] = contributionDeltas(before, after, geography.stateOf);
    expect(delta).toMatchObject({
      zipCode: '78701',
      buyers: 0,
      downPaymentSum: 10_000,
      downPaymentCount: 0,
      counts: { financingType: { cash: -1, fha: 1 } },
    });
  });

  it('takes a deactivated buyer out of every ZIP', () => {
    const before = desiredContribution(buyer(), geography);
    const after = desiredContribution(buyer({ accountStatus: 'deactivated' }), geography);
    expect(contributionDeltas(before, after, geography.stateOf).map((d) => d.buyers)).toEqual([-1, -1]);
  });

  it('changes nothing when nothing changed', () => {
    const counted = desiredContribution(buyer(), geography);
    expect(contributionDeltas(counted, counted, geography.stateOf)).toEqual([]);
  });
});

describe('rebuild equals incremental', () => {
  it('gives the same figures as every save applied one after another', () => {
    // Prepare: three buyers whose searches change over time
    const histories: DemandSource[][] = [
      [buyer(), buyer({ buyerPreferences: preferences({ zipCodes: ['78703'] }) })],
      [buyer({ buyBox: null, buyerPreferences: preferences() }), buyer({ accountStatus: 'deactivated' })],
      [
        buyer({ buyBox: { ...buyer().buyBox!, type: 'cash', zipCodes: ['78704', '33101'] } }),
        buyer({ buyBox: { ...buyer().buyBox!, type: 'both', zipCodes: ['33101'] } }),
      ],
    ];

    // Act: incrementally, save by save
    const incremental = new Map<string, ZipDemandFigures>();
    const finalContributions = histories.map((history) => {
      let counted = {};
      for (const state of history) {
        const desired = desiredContribution(state, geography);
        for (const delta of contributionDeltas(counted, desired, geography.stateOf)) {
          const current = incremental.get(delta.zipCode) ?? emptyFigures(delta.zipCode, delta.state);
          incremental.set(delta.zipCode, applyDelta(current, delta, NOW));
        }
        counted = desired;
      }
      return counted;
    });
    const recounted = recountFigures(finalContributions, geography.stateOf, NOW);

    // Assess: the same figures for every ZIP still holding buyers, and none elsewhere
    for (const [zip, figures] of incremental) {
      if (figures.buyers === 0) expect(recounted.has(zip)).toBe(false);
      else expect(normalised(figures)).toEqual(normalised(recounted.get(zip)!));
    }
    expect([...recounted.keys()].every((zip) => incremental.has(zip))).toBe(true);
  });
});

import { browseQuerySchema, type BrowseQuery } from '#shared/deals/deal-api';
import { cellsCoveringCircle } from '#shared/geo/geohash';
import { AppError } from '../../lib/errors';
import { MAX_FINE_GEO_CELLS, planBrowse, radiusSearchOf, type RadiusSearch } from './browse-plan';
import { admin, buyer, firstRefusalBuyer } from '../../testing/browse.fixtures';

const query = (raw: Record<string, string> = {}): BrowseQuery => browseQuerySchema.parse(raw);
const plan = (raw: Record<string, string> = {}, radius: RadiusSearch | null = null) =>
  planBrowse(query(raw), buyer, radius);
const austin = { lat: 30.27, lng: -97.74 };

describe('planBrowse', () => {
  it('reads every listing newest first on gsi2 by default, oldest first when asked', () => {
    // Act
    const newest = plan();
    const oldest = plan({ sort: 'oldest' });

    // Assess
    expect(newest.source).toMatchObject({
      kind: 'time',
      index: 'gsi2',
      partitions: ['DEALS#BROWSE'],
      forward: false,
    });
    expect(oldest.source).toMatchObject({ kind: 'time', index: 'gsi2', forward: true });
    expect(newest.center).toBeNull();
  });

  it("reads one state's facet partition of the price index up to the budget, which then needs no filter", () => {
    // Act
    const { source, conditions } = plan({ state: 'TX', maxPrice: '500000', sort: 'price-desc' });

    // Assess
    expect(source).toMatchObject({
      kind: 'price',
      facet: 'state',
      index: 'gsi5',
      partitions: ['DEALS#BROWSE#state#TX'],
      forward: false,
      sortKeyAtMost: '0000500000~',
    });
    expect(conditions.map((condition) => condition.kind)).toEqual(['visible']);
  });

  it.each([
    ['newest', {}, 'gsi2', false],
    ['oldest', { sort: 'oldest' }, 'gsi2', true],
    ['price', { sort: 'price-asc' }, 'gsi5', true],
    ['interest', { sort: 'interest' }, 'gsi6', true],
  ])('reads the most selective facet on %s and filters the others', (_, sort, index, forward) => {
    // Act
    const { source, conditions } = plan({ ...sort, propertyType: 'condo', category: 'cash', state: 'CA' });
    const byType = plan({ ...sort, propertyType: 'condo', financeType: 'SubTo' });
    const byCategory = plan({ ...sort, category: 'creative' });

    // Assess
    expect(source).toMatchObject({ facet: 'state', index, forward, partitions: ['DEALS#BROWSE#state#CA'] });
    expect(conditions).toEqual([
      expect.objectContaining({ kind: 'visible' }),
      { kind: 'equals', attribute: 'dealCategory', value: 'cash' },
      { kind: 'equals', attribute: 'propertyType', value: 'condo' },
    ]);
    expect(byType.source.partitions).toEqual(['DEALS#BROWSE#propertyType#condo']);
    expect(byType.conditions).toContainEqual({ kind: 'equals', attribute: 'purchaseType', value: 'SubTo' });
    expect(byCategory.source.partitions).toEqual(['DEALS#BROWSE#category#creative']);
    expect(byCategory.conditions.map((condition) => condition.kind)).toEqual(['visible']);
  });

  it('reads the price index gsi5 for a price sort without a state, the budget as a key range', () => {
    // Act
    const sorted = plan({ sort: 'price-asc' });
    const budget = plan({ maxPrice: '1000000', sort: 'price-asc' });

    // Assess
    expect(sorted.source).toMatchObject({
      index: 'gsi5',
      partitions: ['DEALS#BROWSE'],
      forward: true,
      sortKeyAtMost: null,
    });
    expect(budget.source).toMatchObject({ index: 'gsi5', forward: true, sortKeyAtMost: '0001000000~' });
  });

  it.each([
    ['no sort (newest)', {}],
    ['the newest sort', { sort: 'newest' }],
  ])('keeps the time order with a budget and %s, filtering by price instead', (_, sort) => {
    // Act
    const { source, conditions } = plan({ maxPrice: '500000', state: 'TX', ...sort });

    // Assess
    expect(source).toMatchObject({ index: 'gsi2', forward: false, partitions: ['DEALS#BROWSE#state#TX'] });
    expect(conditions).toEqual(
      expect.arrayContaining([{ kind: 'atMost', attribute: 'purchasePrice', value: 500_000 }]),
    );
  });

  it('reads the interest index gsi6 lowest rate first', () => {
    expect(plan({ sort: 'interest' }).source).toMatchObject({ kind: 'rate', index: 'gsi6', forward: true });
  });

  it("reads the text's longest word's search-word partition and checks the other words on the listing", () => {
    // Act
    const { source, conditions } = plan({ q: 'Pool in the Riverside area', sort: 'price-asc' });

    // Assess
    expect(source).toMatchObject({
      kind: 'word',
      index: null,
      partitions: ['DEALWORD#riverside'],
      forward: false,
      pointsToListings: true,
    });
    expect(conditions).toContainEqual({ kind: 'hasWords', words: ['pool', 'area'] });
  });

  it('ignores text made only of stop words', () => {
    expect(plan({ q: 'the a of' }).source.kind).toBe('time');
  });

  it("reads the caller's favourites, checking text and filters on each listing", () => {
    // Act
    const { source, conditions } = plan({ favorites: 'true', q: 'pool', minBeds: '3' });

    // Assess
    expect(source).toMatchObject({
      kind: 'favorites',
      index: null,
      partitions: ['USER#buyer-1'],
      sortKeyPrefix: 'FAVORITE#',
      pointsToListings: true,
    });
    expect(conditions).toEqual(
      expect.arrayContaining([
        { kind: 'hasWords', words: ['pool'] },
        { kind: 'atLeast', attribute: 'bedrooms', value: 3 },
      ]),
    );
  });

  it('reads the geo cells of a radius nearest first, keeping listings within the distance', () => {
    // Act
    const { source, conditions, center } = plan(
      { zip: '78701', radius: '25', sort: 'price-asc' },
      { center: austin, miles: 25 },
    );

    // Assess
    expect(source).toMatchObject({ kind: 'geo', index: 'gsi4', forward: false });
    expect(source.partitions).toEqual(cellsCoveringCircle(austin, 25).map((cell) => `DEALS#GEO#${cell}`));
    expect(conditions).toContainEqual({ kind: 'withinMiles', center: austin, miles: 25 });
    expect(
      conditions.some((condition) => condition.kind === 'equals' && condition.attribute === 'zipCode'),
    ).toBe(false);
    expect(center).toEqual(austin);
  });

  it("reads a ZIP's or a city's search words when no other path applies, with the exact check kept", () => {
    // Act
    const byZip = plan({ zip: '78701' });
    const byCity = plan({ city: 'San Antonio', sort: 'oldest' });

    // Assess
    expect(byZip.source).toMatchObject({ kind: 'word', partitions: ['DEALWORD#78701'], forward: false });
    expect(byZip.conditions).toContainEqual({ kind: 'equals', attribute: 'zipCode', value: '78701' });
    expect(byCity.source).toMatchObject({ kind: 'word', partitions: ['DEALWORD#antonio'], forward: true });
    expect(byCity.conditions).toContainEqual({ kind: 'cityIs', city: 'San Antonio' });
  });

  it('reads the coarse geohash cells (gsi3) for a large radius, the fine ones (gsi4) otherwise', () => {
    // Act
    const center = { lat: 30.27, lng: -97.74 };
    const near = planBrowse(query(), buyer, { center, miles: 10 });
    const wide = planBrowse(query(), buyer, { center, miles: 50 });

    // Assess
    expect(near.source.index).toBe('gsi4');
    expect(near.source.partitions.length).toBeLessThanOrEqual(MAX_FINE_GEO_CELLS);
    expect(wide.source.index).toBe('gsi3');
    expect(wide.source.partitions.length).toBeLessThanOrEqual(9);
    expect(wide.source.partitions[0]).toBe('DEALS#GEO#9v6');
    expect(wide.conditions).toContainEqual({ kind: 'withinMiles', center, miles: 50 });
  });

  it('turns every filter into a condition on a source without facets (favourites)', () => {
    // Act
    const { conditions } = plan({
      favorites: 'true',
      category: 'creative',
      financeType: 'SubTo',
      propertyType: 'condo',
      minBaths: '2',
      tags: 'low-equity,wholesale',
    });

    // Assess
    expect(conditions).toEqual(
      expect.arrayContaining([
        { kind: 'equals', attribute: 'dealCategory', value: 'creative' },
        { kind: 'equals', attribute: 'purchaseType', value: 'SubTo' },
        { kind: 'equals', attribute: 'propertyType', value: 'condo' },
        { kind: 'atLeast', attribute: 'bathrooms', value: 2 },
        { kind: 'hasTag', tag: 'low-equity' },
        { kind: 'hasTag', tag: 'wholesale' },
      ]),
    );
  });

  it('hides exclusive listings from buyers but their own, and shows them to admins and first-refusal buyers', () => {
    // Act
    const forBuyer = planBrowse(query(), buyer, null).conditions[0];
    const forAdmin = planBrowse(query(), admin, null).conditions[0];
    const forFirstRefusal = planBrowse(query(), firstRefusalBuyer, null).conditions[0];

    // Assess
    expect(forBuyer).toEqual({ kind: 'visible', statuses: ['active', 'pending'], ownerId: 'buyer-1' });
    expect(forAdmin).toEqual({
      kind: 'visible',
      statuses: ['exclusive', 'active', 'pending'],
      ownerId: null,
    });
    expect(forFirstRefusal).toEqual(forAdmin);
  });

  it('fingerprints the query and the caller, not the page size or the cursor', () => {
    // Act
    const base = plan({ category: 'cash' }).fingerprint;

    // Assess
    expect(plan({ category: 'cash', limit: '5', cursor: 'abc' }).fingerprint).toBe(base);
    expect(plan({ category: 'creative' }).fingerprint).not.toBe(base);
    expect(planBrowse(query({ category: 'cash' }), admin, null).fingerprint).not.toBe(base);
  });
});

describe('radiusSearchOf', () => {
  const locate = (zip: string) => (zip === '78701' ? austin : null);

  it("centres on the ZIP's centroid with the radius", () => {
    expect(radiusSearchOf(query({ zip: '78701', radius: '10' }), locate)).toEqual({
      center: austin,
      miles: 10,
    });
  });

  it('centres on a point, 25 miles unless a radius is given', () => {
    expect(radiusSearchOf(query({ lat: '40', lng: '-100' }), locate)).toEqual({
      center: { lat: 40, lng: -100 },
      miles: 25,
    });
  });

  it('is no radius search for a ZIP without a radius (an exact-ZIP filter)', () => {
    expect(radiusSearchOf(query({ zip: '99999' }), locate)).toBeNull();
  });

  it('answers 400 zipUnknown on query.zip for a ZIP with no known centroid', () => {
    // Act
    let caught: unknown;
    try {
      radiusSearchOf(query({ zip: '00001', radius: '25' }), locate);
    } catch (error) {
      caught = error;
    }

    // Assess
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'query.zip', message: 'zipUnknown' }],
    });
  });
});

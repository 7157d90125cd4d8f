/**
 * GET /api/deals against the local stack: every filter, every sort, cursor pages, radius around a
 * ZIP and a point, text search, favourites, exclusive visibility and refused queries. Listings are
 * written straight into the table (support/browse-listings.ts) under names only this run uses.
 */
import type { DealPage, DealSummary } from '#shared/deals/deal-api';
import { zipCentroid } from '#functions/geo/zip-centroids';
import {
  listingRecord,
  unlikelyZip,
  uniqueWord,
  writeFavorites,
  writeListings,
} from './support/browse-listings';
import { demoToken } from './support/deals';
import { callApi } from './support/local-stack';
import { createTestUser, type TestUser } from './support/test-users';

let buyer: TestUser;
let buyerToken: string;

beforeAll(async () => {
  buyer = await createTestUser(['buyers']);
  buyerToken = await buyer.signIn();
});

const browse = (query: Record<string, string>, token = buyerToken) =>
  callApi(`/api/deals?${new URLSearchParams(query).toString()}`, { token });

/** Every page of a query, in order, checking each page answers 200 and no listing comes twice. */
async function browseAll(query: Record<string, string>, token = buyerToken): Promise<DealSummary[]> {
  const items: DealSummary[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages += 1) {
    const { status, body } = await browse({ limit: '100', ...query, ...(cursor ? { cursor } : {}) }, token);
    expect(status).toBe(200);
    const page = body as DealPage;
    items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  expect(cursor).toBeNull();
  expect(new Set(items.map((item) => item.dealId)).size).toBe(items.length);
  return items;
}
const idsOf = (items: ReadonlyArray<{ dealId: string }>) => items.map((item) => item.dealId);

describe('browsing listings', () => {
  describe('filters', () => {
    const cases: Array<
      [
        string,
        Record<string, string>,
        Parameters<typeof listingRecord>[0],
        Parameters<typeof listingRecord>[0],
      ]
    > = [
      ['budget', { maxPrice: '500000' }, { purchasePrice: 500_000 }, { purchasePrice: 650_000 }],
      ['beds', { minBeds: '3' }, { bedrooms: 4 }, { bedrooms: 2 }],
      ['baths', { minBaths: '2' }, { bathrooms: 2.5 }, { bathrooms: 1 }],
      [
        'category',
        { category: 'creative' },
        { dealCategory: 'creative', purchaseType: 'SubTo', interestRate: 3 },
        { dealCategory: 'cash' },
      ],
      [
        'finance type',
        { financeType: 'traditional' },
        { purchaseType: 'traditional' },
        { purchaseType: 'cash' },
      ],
      [
        'property type',
        { propertyType: 'condo' },
        { propertyType: 'condo' },
        { propertyType: 'manufactured' },
      ],
      ['state', { state: 'NV' }, { state: 'NV' }, { state: 'WY' }],
      [
        'tags (all of them)',
        { tags: 'wholesale,low-equity' },
        { tags: ['low-equity', 'wholesale'] },
        { tags: ['wholesale'] },
      ],
    ];

    it.each(cases)(
      '%s keeps the listings that meet it and drops the others',
      async (_, filter, meeting, failing) => {
        // Prepare
        const city = uniqueWord('filtertown');
        const [kept, dropped] = await writeListings([
          listingRecord({ city, ...meeting }),
          listingRecord({ city, ...failing }),
        ]);

        // Act
        const items = await browseAll({ city, ...filter });

        // Assess
        expect(idsOf(items)).toEqual([kept!.dealId]);
        expect(idsOf(items)).not.toContain(dropped!.dealId);
      },
    );

    it('compares the city without case', async () => {
      // Prepare
      const city = uniqueWord('Casetown');
      const [listing] = await writeListings([listingRecord({ city })]);

      // Act
      const items = await browseAll({ city: city.toUpperCase() });

      // Assess
      expect(idsOf(items)).toEqual([listing!.dealId]);
    });

    it('keeps only the exact ZIP when no radius is given', async () => {
      // Prepare
      const zipCode = unlikelyZip();
      const otherZip =
        zipCode === '00099' ? '00098' : `000${String(Number(zipCode.slice(3)) + 1).padStart(2, '0')}`;
      const [inZip, elsewhere] = await writeListings([
        listingRecord({ zipCode }),
        listingRecord({ zipCode: otherZip }),
      ]);

      // Act
      const items = await browseAll({ zip: zipCode });

      // Assess
      expect(idsOf(items)).toContain(inZip!.dealId);
      expect(idsOf(items)).not.toContain(elsewhere!.dealId);
      expect(items.every((item) => item.zipCode === zipCode)).toBe(true);
    });
  });

  describe('sorts', () => {
    const city = uniqueWord('sorttown');
    let byAge: string[] = [];
    let sellerFinance100k: string;
    let subTo300k: string;
    let cash200k: string;
    let subTo400k: string;

    beforeAll(async () => {
      // Written oldest first: a cash deal, then three creative deals at different rates.
      const listings = await writeListings([
        listingRecord({ city, purchasePrice: 200_000 }),
        listingRecord({
          city,
          purchasePrice: 400_000,
          dealCategory: 'creative',
          purchaseType: 'SubTo',
          interestRate: 3,
        }),
        listingRecord({
          city,
          purchasePrice: 300_000,
          dealCategory: 'creative',
          purchaseType: 'SubTo',
          interestRate: 5.5,
        }),
        listingRecord({
          city,
          purchasePrice: 100_000,
          dealCategory: 'creative',
          purchaseType: 'SellerFinance',
          sellerInterestRate: 2,
        }),
      ]);
      byAge = idsOf(listings);
      [cash200k, subTo400k, subTo300k, sellerFinance100k] = [byAge[0]!, byAge[1]!, byAge[2]!, byAge[3]!];
    });

    it.each([
      ['newest', () => [...byAge].reverse()],
      ['oldest', () => byAge],
      ['price-asc', () => [sellerFinance100k, cash200k, subTo300k, subTo400k]],
      ['price-desc', () => [subTo400k, subTo300k, cash200k, sellerFinance100k]],
      ['interest', () => [sellerFinance100k, subTo400k, subTo300k, cash200k]],
    ])('%s orders the listings', async (sort, expected) => {
      // Act
      const items = await browseAll({ city, sort });

      // Assess
      expect(idsOf(items)).toEqual(expected());
    });
  });

  it('pages with a cursor: no listing twice, none missing, newest first', async () => {
    // Prepare
    const city = uniqueWord('pagetown');
    const listings = await writeListings(Array.from({ length: 7 }, () => listingRecord({ city })));

    // Act
    const pages: DealPage[] = [];
    let cursor: string | null = null;
    do {
      const { status, body } = await browse({ city, limit: '3', ...(cursor ? { cursor } : {}) });
      expect(status).toBe(200);
      pages.push(body as DealPage);
      cursor = (body as DealPage).nextCursor;
    } while (cursor && pages.length < 10);

    // Assess
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((page) => idsOf(page.items))).toEqual(idsOf(listings).reverse());
  });

  describe('radius', () => {
    it("keeps the listings within the radius of a ZIP's centroid and answers the centre", async () => {
      // Prepare
      const center = zipCentroid('78701')!;
      const city = uniqueWord('radiustown');
      const [near, far] = await writeListings([
        listingRecord({ city, location: { lat: center.lat + 0.1, lng: center.lng } }),
        listingRecord({ city, location: { lat: center.lat + 0.3, lng: center.lng } }),
      ]);

      // Act
      const { status, body } = await browse({ zip: '78701', radius: '10', city });

      // Assess
      expect(status).toBe(200);
      expect((body as DealPage).center).toEqual(center);
      expect(idsOf(await browseAll({ zip: '78701', radius: '10', city }))).toEqual([near!.dealId]);
      // Nearest cells first: the near listing's cell is read before the far one's (21 miles north).
      expect(idsOf(await browseAll({ zip: '78701', radius: '25', city }))).toEqual([
        near!.dealId,
        far!.dealId,
      ]);
      // 50 miles reads the coarse cells (docs/browse.md): both, newest first within a cell.
      expect(new Set(idsOf(await browseAll({ zip: '78701', radius: '50', city })))).toEqual(
        new Set([near!.dealId, far!.dealId]),
      );
    });

    it('keeps the listings within the radius of a point, 25 miles unless given', async () => {
      // Prepare: open ocean, where nothing else is listed; 4 decimals, as the map sends a point
      // (a coordinate has at most 7, docs/requirements.md#r5-13)
      const near = (degrees: number) => Number((degrees + Math.random() * 5).toFixed(4));
      const center = { lat: near(30), lng: near(-140) };
      const [atCentre, tenMilesNorth, fortyMilesNorth] = await writeListings([
        listingRecord({ location: center }),
        listingRecord({ location: { lat: center.lat + 10 / 69, lng: center.lng } }),
        listingRecord({ location: { lat: center.lat + 40 / 69, lng: center.lng } }),
      ]);
      const point = { lat: String(center.lat), lng: String(center.lng) };

      // Act
      const within25 = await browseAll({ ...point, radius: '25' });
      const byDefault = await browseAll(point);

      // Assess
      expect(new Set(idsOf(within25))).toEqual(new Set([atCentre!.dealId, tenMilesNorth!.dealId]));
      expect(idsOf(within25)).not.toContain(fortyMilesNorth!.dealId);
      expect(new Set(idsOf(byDefault))).toEqual(new Set(idsOf(within25)));
    });

    it('answers 400 zipUnknown for a radius around a ZIP with no known centroid', async () => {
      // Act
      const { status, body } = await browse({ zip: '00000', radius: '25' });

      // Assess
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'query.zip', message: 'zipUnknown' }],
      });
    });
  });

  describe('text search', () => {
    const first = uniqueWord('alpha');
    const second = uniqueWord('beta');
    let both: string;
    let onlyFirst: string;

    beforeAll(async () => {
      const listings = await writeListings([
        listingRecord({ dealDescription: `Roomy home, ${first} and ${second} nearby.` }),
        listingRecord({ dealDescription: `Quiet street close to ${first}.` }),
        listingRecord({ dealDescription: 'Nothing to see here at all.' }),
      ]);
      [both, onlyFirst] = [listings[0]!.dealId, listings[1]!.dealId];
    });

    it('finds listings by one word of their description, newest first', async () => {
      expect(idsOf(await browseAll({ q: first }))).toEqual([onlyFirst, both]);
    });

    it('finds only the listings with every word, whatever the case', async () => {
      expect(idsOf(await browseAll({ q: `${second.toUpperCase()} the ${first}` }))).toEqual([both]);
    });

    it('finds listings by their address, city and ZIP', async () => {
      // Prepare
      const city = uniqueWord('wordtown');
      const [listing] = await writeListings([listingRecord({ city })]);

      // Act
      const items = await browseAll({ q: city });

      // Assess
      expect(idsOf(items)).toEqual([listing!.dealId]);
    });
  });

  describe('favourites', () => {
    it("lists only the caller's favourites and marks favourites on every card", async () => {
      // Prepare
      const city = uniqueWord('favetown');
      const [saved, alsoSaved, notSaved] = await writeListings([
        listingRecord({ city }),
        listingRecord({ city }),
        listingRecord({ city }),
      ]);
      await writeFavorites(buyer.userId, [saved!.dealId, alsoSaved!.dealId]);

      // Act
      const favourites = await browseAll({ favorites: 'true', city });
      const all = await browseAll({ city });

      // Assess
      expect(new Set(idsOf(favourites))).toEqual(new Set([saved!.dealId, alsoSaved!.dealId]));
      expect(favourites.every((item) => item.isFavorite)).toBe(true);
      expect(Object.fromEntries(all.map((item) => [item.dealId, item.isFavorite]))).toEqual({
        [saved!.dealId]: true,
        [alsoSaved!.dealId]: true,
        [notSaved!.dealId]: false,
      });
    });

    it("never lists another user's favourites", async () => {
      // Prepare
      const city = uniqueWord('othertown');
      const [listing] = await writeListings([listingRecord({ city })]);
      await writeFavorites('someone-else', [listing!.dealId]);

      // Act / Assess
      expect(await browseAll({ favorites: 'true', city })).toEqual([]);
    });
  });

  describe('visibility', () => {
    const city = uniqueWord('exclusivetown');
    let active: string;
    let exclusive: string;
    let ownExclusive: string;
    let sold: string;

    beforeAll(async () => {
      const listings = await writeListings([
        listingRecord({ city }),
        listingRecord({ city, status: 'exclusive' }),
        listingRecord({ city, status: 'exclusive', ownerId: buyer.userId }),
        listingRecord({ city, status: 'sold' }),
      ]);
      [active, exclusive, ownExclusive, sold] = idsOf(listings) as [string, string, string, string];
    });

    it("hides others' exclusive listings from a buyer without first right of refusal, and never lists a sold one", async () => {
      // Act
      const items = await browseAll({ city });

      // Assess
      expect(new Set(idsOf(items))).toEqual(new Set([active, ownExclusive]));
      expect(idsOf(items)).not.toContain(sold);
    });

    it('shows exclusive listings to an admin', async () => {
      // Act
      const items = await browseAll({ city }, await demoToken('admin@example.com'));

      // Assess
      expect(new Set(idsOf(items))).toEqual(new Set([active, exclusive, ownExclusive]));
    });
  });

  describe('refused queries', () => {
    it.each([
      ['a budget off the steps', { maxPrice: '123' }],
      ['beds off the steps', { minBeds: '7' }],
      ['a radius off the choices', { zip: '78701', radius: '7' }],
      ['a radius without a centre', { radius: '25' }],
      ['a latitude without a longitude', { lat: '30' }],
      ['an unknown tag', { tags: 'subTo300k' }],
      ['an unknown sort', { sort: 'sellerFinance100k' }],
      ['a page size of 0', { limit: '0' }],
      ['an unknown parameter', { owner: 'me' }],
      ['a malformed ZIP', { zip: '123' }],
    ])('answers 400 for %s', async (_, query) => {
      // Act
      const { status, body } = await browse(query);

      // Assess
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    });

    it('answers 400 for a forged cursor and for a cursor of another query', async () => {
      // Prepare
      const city = uniqueWord('cursortown');
      await writeListings([listingRecord({ city }), listingRecord({ city })]);
      const first = (await browse({ city, limit: '1' })).body as DealPage;
      const forged = Buffer.from(JSON.stringify({ pk: 'USER#someone', sk: 'PROFILE' })).toString('base64url');

      // Act
      const withForged = await browse({ city, cursor: forged });
      const withOtherQuery = await browse({ city, sort: 'oldest', cursor: first.nextCursor! });
      const withOwnQuery = await browse({ city, limit: '1', cursor: first.nextCursor! });

      // Assess
      expect(withForged.status).toBe(400);
      expect(withOtherQuery.status).toBe(400);
      expect(withOwnQuery.status).toBe(200);
    });
  });
});

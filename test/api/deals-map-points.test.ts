/**
 * GET /api/deals/map-points against the local stack: the browse filters and the map's view
 * respected, exclusive visibility, the 1,000-point cap, refused queries and sign-in. Listings are
 * written straight into the table (support/browse-listings.ts) in a patch of open ocean this run
 * picks, where nothing else is listed.
 */
import { MAP_POINTS_MAX, type MapPoints } from '#shared/deals/deal-api';
import { listingRecord, writeListings } from './support/browse-listings';
import { callApi } from './support/local-stack';
import { createTestUser } from './support/test-users';

let buyerToken: string;

beforeAll(async () => {
  buyerToken = await (await createTestUser(['buyers'])).signIn();
});

/** Asks for map points as the buyer, or signed out with `token` null. */
const mapPoints = (query: Record<string, string>, token: string | null = buyerToken) =>
  callApi(`/api/deals/map-points?${new URLSearchParams(query).toString()}`, { token: token ?? undefined });

/** A view of about 0.2° around a random point of the South Atlantic, and points inside it. */
function oceanView() {
  const south = Number((-40 + Math.random() * 10).toFixed(3));
  const west = Number((-30 + Math.random() * 10).toFixed(3));
  const view = {
    west,
    south,
    east: Number((west + 0.2).toFixed(3)),
    north: Number((south + 0.2).toFixed(3)),
  };
  const inside = { lat: south + 0.1, lng: west + 0.1 };
  const query = Object.fromEntries(Object.entries(view).map(([name, value]) => [name, String(value)]));
  return { view, inside, query };
}
const idsOf = (body: unknown) => (body as MapPoints).points.map((point) => point.dealId).sort();

describe('map points', () => {
  it('answers every visible listing matching the filters inside the view, with only the popup fields', async () => {
    // Prepare
    const { inside, query } = oceanView();
    const [house, condo, dear] = await writeListings([
      listingRecord({ location: inside, purchasePrice: 300_000 }),
      listingRecord({ location: inside, propertyType: 'condo' }),
      listingRecord({ location: inside, purchasePrice: 900_000 }),
      listingRecord({ location: { lat: inside.lat, lng: inside.lng + 0.5 } }),
      listingRecord({ location: inside, status: 'exclusive' }),
      listingRecord({ location: inside, status: 'sold' }),
    ]);

    // Act
    const all = await mapPoints(query);
    const filtered = await mapPoints({ ...query, propertyType: 'singleFamily', maxPrice: '500000' });

    // Assess
    expect(all.status).toBe(200);
    expect(idsOf(all.body)).toEqual([house!.dealId, condo!.dealId, dear!.dealId].sort());
    expect((all.body as MapPoints).capped).toBe(false);
    expect(idsOf(filtered.body)).toEqual([house!.dealId]);
    expect((filtered.body as MapPoints).points[0]).toEqual({
      dealId: house!.dealId,
      lat: inside.lat,
      lng: inside.lng,
      purchasePrice: 300_000,
      streetAddress: house!.streetAddress,
      city: house!.city,
      state: house!.state,
      status: 'active',
    });
  });

  it(`answers at most ${MAP_POINTS_MAX} points and says it is capped`, async () => {
    // Prepare
    const { inside, query } = oceanView();
    await writeListings(
      Array.from({ length: MAP_POINTS_MAX + 5 }, () => listingRecord({ location: inside })),
    );

    // Act
    const { status, body } = await mapPoints(query);

    // Assess
    expect(status).toBe(200);
    expect((body as MapPoints).points).toHaveLength(MAP_POINTS_MAX);
    expect((body as MapPoints).capped).toBe(true);
  }, 180_000);

  it.each([
    ['no view', () => ({})],
    ['a view whose west is east of its east', () => ({ ...oceanView().query, west: '10' })],
    ['a view whose south is north of its north', () => ({ ...oceanView().query, south: '10' })],
    ['a latitude off the globe', () => ({ ...oceanView().query, north: '95' })],
    ['a coordinate that is not a number', () => ({ ...oceanView().query, east: 'far' })],
    ['an unknown parameter', () => ({ ...oceanView().query, cursor: 'x' })],
    ['a radius around an unknown ZIP', () => ({ ...oceanView().query, zip: '00000', radius: '25' })],
  ])('answers 400 for %s', async (_, query) => {
    // Act
    const { status, body } = await mapPoints(query());

    // Assess
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('answers 401 without a sign-in', async () => {
    // Act
    const { status } = await mapPoints(oceanView().query, null);

    // Assess
    expect(status).toBe(401);
  });
});

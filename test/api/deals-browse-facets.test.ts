/**
 * GET /api/deals with the common filters (state, property type) on the default sort and by price,
 * against the local stack: a page comes back full when enough listings match, however many newer
 * listings do not (each filter reads its own facet partition, docs/browse.md).
 */
import type { DealPage } from '#shared/deals/deal-api';
import { listingRecord, writeListings } from './support/browse-listings';
import { callApi } from './support/local-stack';
import { createTestUser } from './support/test-users';

const PAGE = 20;
let token: string;

beforeAll(async () => {
  token = await (await createTestUser(['buyers'])).signIn();
  // 25 matching listings, then 120 newer ones that match neither filter.
  const matching = Array.from({ length: 25 }, () => listingRecord({ state: 'VT', propertyType: 'condo' }));
  const newer = Array.from({ length: 120 }, () =>
    listingRecord({ state: 'WY', propertyType: 'manufactured' }),
  );
  await writeListings([...matching, ...newer]);
}, 60_000);

const browse = async (query: Record<string, string>) => {
  const { status, body } = await callApi(`/api/deals?${new URLSearchParams(query).toString()}`, { token });
  expect(status).toBe(200);
  return body as DealPage;
};

describe('browsing by a common filter', () => {
  it.each([
    ['state, newest', { state: 'VT' }],
    ['property type, newest', { propertyType: 'condo' }],
    ['state, by price', { state: 'VT', sort: 'price-asc' }],
    ['property type, by interest rate', { propertyType: 'condo', sort: 'interest' }],
  ])('answers a full page for %s among many newer listings that do not match', async (_, query) => {
    // Act
    const page = await browse(query);

    // Assess
    expect(page.items).toHaveLength(PAGE);
    for (const item of page.items) {
      if ('state' in query) expect(item.state).toBe('VT');
      if ('propertyType' in query) expect(item.propertyType).toBe('condo');
    }
    expect(page.nextCursor).toEqual(expect.any(String));
  });
});

/**
 * The browse backfill job against the local stack: a listing stored before browse entries (its
 * item carries the browse keys, it has no entries) is missed by a filtered browse page until the
 * job gives it its entries; then it is found by the filter and shown once unfiltered.
 */
import type { DealPage } from '#shared/deals/deal-api';
import { runJob } from './support/alerts';
import { listingRecord, uniqueWord, writeLegacyListings } from './support/browse-listings';
import { callApi } from './support/local-stack';
import { createTestUser } from './support/test-users';

let token: string;

beforeAll(async () => {
  token = await (await createTestUser(['buyers'])).signIn();
}, 60_000);

const browse = async (query: Record<string, string>) => {
  const { status, body } = await callApi(`/api/deals?${new URLSearchParams(query).toString()}`, { token });
  expect(status).toBe(200);
  return (body as DealPage).items.map((item) => item.dealId);
};

describe('backfill-browse-entries', () => {
  it('gives a listing stored before browse entries its entries, so a filtered page finds it', async () => {
    // Prepare
    const city = uniqueWord('Backfill');
    const [legacy] = await writeLegacyListings([listingRecord({ state: 'AK', city })]);
    // A state page reads the state's facet partition (newest first: this listing leads it).
    const byState = { state: 'AK' };
    expect(await browse(byState)).not.toContain(legacy!.dealId);

    // Act
    const run = await runJob('backfill-browse-entries');

    // Assess
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ outcome: { finished: true } });
    expect(await browse(byState)).toContain(legacy!.dealId);
    expect(await browse({ city })).toEqual([legacy!.dealId]);
  });

  it('finds nothing left to do on a second run', async () => {
    // Act
    const run = await runJob('backfill-browse-entries');

    // Assess
    expect(run.body).toMatchObject({ outcome: { migrated: 0, finished: true } });
  });
});

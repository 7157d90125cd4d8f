/**
 * The ZIP demand figures follow buyers and listings as they change (docs/demand.md "Keeping the
 * figures"), read straight from the local table: buy box saves, ZIP changes, repeated and parallel
 * saves, deactivation and reactivation, and a listing entering and leaving browse. Montana ZIPs
 * picked at random, so no other suite's buyers share them, and every check is a difference.
 */
import { randomInt } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { zipCentroid } from '#functions/geo/zip-centroids';
import { zipPlace, zipsOfState } from '#functions/geo/zip-places';
import { adminToken, localTable } from './support/accounts';
import { runJob } from './support/alerts';
import { callApi } from './support/local-stack';
import { createTestUser } from './support/test-users';
import { changeStatusAs, createDealAs, validDealBody } from './support/deals';

jest.setTimeout(30_000);

const json = (body: unknown) => JSON.stringify(body);
const SELLER = 'seller@example.com';

/** Distinct Montana ZIPs the maps can place, chosen at random. */
function montanaZips(count: number): string[] {
  const placed = zipsOfState('MT').filter((zip) => zipCentroid(zip) !== null);
  const chosen = new Set<string>();
  while (chosen.size < count) chosen.add(placed[randomInt(0, placed.length)]!);
  return [...chosen];
}

/** A ZIP's live figures item as stored (an empty object when it has none). */
async function figures(zipCode: string): Promise<Record<string, unknown>> {
  const { dynamo, tableName } = localTable();
  const { Item } = await dynamo.send(
    new GetCommand({
      TableName: tableName,
      Key: { pk: 'ZIPDEMAND#MT', sk: `ZIP#${zipCode}` },
      ConsistentRead: true,
    }),
  );
  return Item ?? {};
}
const buyersIn = async (zipCode: string) => Number((await figures(zipCode)).buyers ?? 0);
const buyersInEach = (zipCodes: readonly string[]) => Promise.all(zipCodes.map(buyersIn));

async function newBuyer() {
  const user = await createTestUser(['buyers']);
  const token = await user.signIn();
  const saveBuyBox = async (zipCodes: string[]) => {
    const answer = await callApi('/api/users/me/buy-box', {
      method: 'PUT',
      token,
      body: json({ type: 'creative', zipCodes, propertyTypes: ['condo'] }),
    });
    expect(answer.status).toBe(200);
  };
  return { ...user, saveBuyBox };
}

async function setStatus(userId: string, accountStatus: 'active' | 'deactivated') {
  const answer = await callApi(`/api/admin/users/${userId}/status`, {
    method: 'PUT',
    token: await adminToken(),
    body: json({ accountStatus }),
  });
  expect(answer.status).toBe(200);
}

describe('ZIP demand figures follow buyers', () => {
  it('counts a saved buy box, moves with a ZIP change, and counts a repeated save once', async () => {
    const [first, second, third] = montanaZips(3) as [string, string, string];
    const buyer = await newBuyer();
    const before = await buyersInEach([first, second, third]);

    await buyer.saveBuyBox([first, second]);
    expect(await buyersInEach([first, second, third])).toEqual([before[0]! + 1, before[1]! + 1, before[2]]);
    expect(await figures(first)).toMatchObject({
      zipCode: first,
      state: 'MT',
      'count:buyBoxType:creative': expect.any(Number),
    });

    await buyer.saveBuyBox([first, third]);
    expect(await buyersInEach([first, second, third])).toEqual([before[0]! + 1, before[1], before[2]! + 1]);

    const revision = (await figures(first)).revision;
    await buyer.saveBuyBox([first, third]);
    expect(await buyersInEach([first, second, third])).toEqual([before[0]! + 1, before[1], before[2]! + 1]);
    expect((await figures(first)).revision).toBe(revision);
  });

  it('counts five parallel saves of the same buyer exactly once', async () => {
    const zips = montanaZips(2);
    const buyer = await newBuyer();
    const before = await buyersInEach(zips);

    await Promise.all(Array.from({ length: 5 }, () => buyer.saveBuyBox(zips)));

    expect(await buyersInEach(zips)).toEqual(before.map((count) => count + 1));
  });

  it('takes a deactivated buyer out of every ZIP and counts them again once reactivated', async () => {
    const zips = montanaZips(2);
    const buyer = await newBuyer();
    await buyer.saveBuyBox(zips);
    const counted = await buyersInEach(zips);

    await setStatus(buyer.userId, 'deactivated');
    expect(await buyersInEach(zips)).toEqual(counted.map((count) => count - 1));

    await setStatus(buyer.userId, 'active');
    expect(await buyersInEach(zips)).toEqual(counted);
  });
});

describe('rebuild-zip-demand', () => {
  it('recounts the figures the saves kept to the same numbers', async () => {
    const zips = montanaZips(2);
    const buyer = await newBuyer();
    await buyer.saveBuyBox(zips);
    const kept = await buyersInEach(zips);

    const run = await runJob('rebuild-zip-demand');

    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({
      job: 'rebuild-zip-demand',
      outcome: {
        zipsWritten: expect.any(Number),
        zipsUnchanged: expect.any(Number),
        zipsSkipped: expect.any(Number),
      },
    });
    expect(await buyersInEach(zips)).toEqual(kept);
  });
});

describe('ZIP demand figures follow listings', () => {
  it('counts a listing while it is browsable, and not once it is sold', async () => {
    const [zipCode] = montanaZips(1) as [string];
    const place = zipPlace(zipCode)!;
    const listingsIn = async () => Number((await figures(zipCode)).activeListings ?? 0);
    const before = await listingsIn();

    const deal = await createDealAs(SELLER, validDealBody({ zipCode, state: 'MT', city: place.city }));
    expect(await listingsIn()).toBe(before + 1);

    await changeStatusAs(SELLER, deal.dealId, 'sold');
    expect(await listingsIn()).toBe(before);
  });
});

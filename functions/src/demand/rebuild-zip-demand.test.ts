import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { buyBoxSchema, buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import type { UserRecord } from '../db/entities/user.entity';
import { fromZipDemandItem, zipDemandKey } from '../db/entities/zip-demand.entity';
import { toBrowseEntryItems } from '../db/entities/deal-browse-entry.entity';
import { transactWrite } from '../db/transactions';
import { dealItem, dealRecord } from '../testing/deal.fixtures';
import { FakeTable } from '../testing/fake-table.fixtures';
import { userItem } from '../testing/user.fixtures';
import { syncBuyerDemand } from './buyer-demand';
import { listingSupplyChanges } from './listing-supply';
import { handler } from './handlers/rebuild-zip-demand-job';

const dynamo = mockClient(DynamoDBDocumentClient);
let table: FakeTable;
const NOW = '2026-11-26T00:00:00.000Z';
const LATER = new Date('2026-11-29T03:00:00.000Z');

beforeEach(() => {
  dynamo.reset();
  table = new FakeTable();
  table.wire(dynamo);
});

const buyBox = (zipCodes: string[], type: 'creative' | 'cash' = 'creative') =>
  buyBoxSchema.parse({ type, zipCodes, propertyTypes: ['condo'] });
const preferences = (zipCodes: string[], maxDownPayment: number) =>
  buyerPreferencesSchema.parse({
    homeType: 'investment',
    propertyType: 'townhouse',
    state: 'TX',
    city: 'Austin',
    zipCodes,
    maxDownPayment,
    financingType: 'conventional',
  });

/** Stores the user as a save writes it, then syncs them the way the save does. */
async function save(userId: string, overrides: Partial<UserRecord>) {
  table.put(userItem(userId, { email: `${userId}@example.com`, roles: ['buyer'], ...overrides }));
  await syncBuyerDemand(userId, NOW);
}

/** Stores a browsable listing as its creation does (with its browse entries), with its ZIP's count in the same transaction. */
async function list(dealId: string, zipCode: string) {
  const deal = dealRecord({ dealId, zipCode });
  table.put(dealItem({ dealId, zipCode }));
  for (const entry of toBrowseEntryItems(deal)) table.put(entry);
  await transactWrite(listingSupplyChanges(null, deal));
}

/** Every ZIP's figures, without the time of their last change (the rebuild writes its own). */
const zipFigures = () =>
  table
    .itemsUnder('ZIPDEMAND#')
    .map((item) => ({ ...fromZipDemandItem(item), updatedAt: null }))
    .sort((a, b) => a.zipCode.localeCompare(b.zipCode));

/** A scripted marketplace: saves, changes of ZIPs and values, a deactivation, a role drop, listings. */
async function script() {
  await save('b1', { buyBox: buyBox(['78701', '78702']) });
  await save('b2', { buyBox: buyBox(['78702']), buyerPreferences: preferences(['78703'], 30_000) });
  await save('b3', { buyerPreferences: preferences(['78701', '78704'], 55_000) });
  await save('b1', { buyBox: buyBox(['78702', '78705'], 'cash') });
  await save('b2', { buyBox: buyBox(['78702']), accountStatus: 'deactivated' });
  // 78704: b3 (no buy box) counts before b4 (creative) in a recount, not in the figures' own order.
  await save('b4', { buyBox: buyBox(['78704']), roles: ['owner'] });
  await save('b5', { buyBox: buyBox(['78704']), roles: ['owner'] });
  await save('b5', { buyBox: buyBox(['78704']), roles: ['originator'] });
  await save('s1', { roles: ['originator'] });
  await list('deal-1', '78701');
  await list('deal-2', '78701');
  await list('deal-3', '78706');
}

describe('rebuild-zip-demand', () => {
  it('finds the incremental figures already right: rebuild equals incremental', async () => {
    await script();
    const incremental = zipFigures();

    const outcome = await handler({ time: LATER.toISOString() });

    expect(outcome).toEqual({ users: 6, zipsWritten: 0, zipsUnchanged: incremental.length, zipsSkipped: 0 });
    expect(zipFigures()).toEqual(incremental);
  });

  it('recounts the same figures from scratch when every ZIP item is lost', async () => {
    await script();
    const incremental = zipFigures();
    for (const item of table.itemsUnder('ZIPDEMAND#'))
      table.items.delete(`${String(item.pk)}|${String(item.sk)}`);

    const outcome = await handler({ time: LATER.toISOString() });

    // The ZIPs whose buyers all left have nothing to recount from: they stay absent (figures of 0).
    const nonEmpty = incremental.filter((figures) => figures.buyers > 0 || figures.activeListings > 0);
    expect(zipFigures()).toEqual(nonEmpty);
    expect(outcome).toMatchObject({ zipsWritten: nonEmpty.length, zipsSkipped: 0 });
  });

  it('zeroes a ZIP whose figures count buyers and listings that are not there', async () => {
    table.put({
      ...zipDemandKey('TX', '78710'),
      zipCode: '78710',
      state: 'TX',
      buyers: 3,
      activeListings: 2,
      revision: 4,
      'count:buyBoxType:cash': 3,
    });

    const outcome = await handler({ time: LATER.toISOString() });

    expect(outcome).toMatchObject({ zipsWritten: 1 });
    expect(table.get(zipDemandKey('TX', '78710'))).toEqual({
      ...zipDemandKey('TX', '78710'),
      entity: 'ZipDemand',
      zipCode: '78710',
      state: 'TX',
      buyers: 0,
      downPaymentSum: 0,
      downPaymentCount: 0,
      monthlyPaymentSum: 0,
      monthlyPaymentCount: 0,
      activeListings: 0,
      updatedAt: LATER.toISOString(),
      revision: 5,
    });
  });

  it("finishes a buyer's change a failure cut short", async () => {
    table.put(userItem('b1', { roles: ['buyer'], buyBox: buyBox(['78701']) }));

    await handler({ time: LATER.toISOString() });

    expect(fromZipDemandItem(table.get(zipDemandKey('TX', '78701'))!)).toMatchObject({ buyers: 1 });
  });

  it('leaves a ZIP that changed while it was recounted for the next run', async () => {
    table.put({ ...zipDemandKey('TX', '78710'), zipCode: '78710', state: 'TX', buyers: 3, revision: 4 });
    table.put(userItem('b1', { roles: ['buyer'], buyBox: buyBox(['78701']) }));
    // While the run syncs b1, a listing lands in 78710.
    table.beforeTransaction = async () => {
      table.beforeTransaction = null;
      await transactWrite(listingSupplyChanges(null, dealRecord({ dealId: 'deal-9', zipCode: '78710' })));
    };

    const outcome = await handler({ time: LATER.toISOString() });

    // 78710 and 78701 (which finishing b1's change wrote after the figures were read) both wait.
    expect(outcome).toMatchObject({ zipsWritten: 0, zipsSkipped: 2 });
    expect(fromZipDemandItem(table.get(zipDemandKey('TX', '78710'))!)).toMatchObject({
      buyers: 3,
      activeListings: 1,
    });
  });
});

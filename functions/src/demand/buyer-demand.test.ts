import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { buyBoxSchema, buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import type { UserRecord } from '../db/entities/user.entity';
import {
  buyerDemandContributionKey,
  fromZipDemandItem,
  zipDemandKey,
} from '../db/entities/zip-demand.entity';
import { FakeTable } from '../testing/fake-table.fixtures';
import { userItem } from '../testing/user.fixtures';
import { applyContributionDeltas, ZIP_UPDATES_PER_TRANSACTION } from './contribution.repository';
import { SYNC_ATTEMPTS, syncBuyerDemand } from './buyer-demand';
import { contributionDeltas } from './demand-figures';
import { centralZipOfCity } from '../geo/zip-places';

const dynamo = mockClient(DynamoDBDocumentClient);
let table: FakeTable;
const NOW = '2026-11-26T00:00:00.000Z';

beforeEach(() => {
  dynamo.reset();
  table = new FakeTable();
  table.wire(dynamo);
});

const buyBox = (zipCodes: string[], type: 'creative' | 'cash' = 'creative') =>
  buyBoxSchema.parse({ type, zipCodes, propertyTypes: ['condo'] });
const preferences = (overrides: Record<string, unknown> = {}) =>
  buyerPreferencesSchema.parse({
    homeType: 'investment',
    propertyType: 'singleFamily',
    state: 'TX',
    city: 'Austin',
    maxDownPayment: 40_000,
    maxMonthlyPayment: 2_000,
    financingType: 'cash',
    ...overrides,
  });

/** Stores the user as a save would have written it. */
const saveUser = (userId: string, overrides: Partial<UserRecord>) =>
  table.put(userItem(userId, { roles: ['buyer'], ...overrides }));

const figuresOf = (zipCode: string, state = 'TX') => {
  const item = table.get(zipDemandKey(state, zipCode));
  return item ? fromZipDemandItem(item) : null;
};
const buyersIn = (zipCode: string) => figuresOf(zipCode)?.buyers ?? 0;
const transactions = () => dynamo.commandCalls(TransactWriteCommand).length;

describe('syncBuyerDemand', () => {
  it("counts a new buyer's buy box ZIPs once each, with their values", async () => {
    saveUser('buyer-1', { buyBox: buyBox(['78701', '78702']) });

    await syncBuyerDemand('buyer-1', NOW);

    expect(figuresOf('78701')).toMatchObject({
      zipCode: '78701',
      state: 'TX',
      buyers: 1,
      counts: {
        buyBoxType: { creative: 1, none: 0 },
        financingType: { none: 1 },
        propertyType: { condo: 1 },
      },
      updatedAt: NOW,
    });
    expect(buyersIn('78702')).toBe(1);
    expect(table.get(buyerDemandContributionKey('buyer-1'))).toMatchObject({ version: 1 });
  });

  it('takes the buyer out of a ZIP they left and into the new one, leaving the kept one alone', async () => {
    saveUser('buyer-1', { buyBox: buyBox(['78701', '78702']) });
    await syncBuyerDemand('buyer-1', NOW);
    saveUser('buyer-1', { buyBox: buyBox(['78701', '78703']) });

    await syncBuyerDemand('buyer-1', NOW);

    expect([buyersIn('78701'), buyersIn('78702'), buyersIn('78703')]).toEqual([1, 0, 1]);
    expect(figuresOf('78702')!.counts.buyBoxType.creative).toBe(0);
  });

  it('moves the buyer between values in place when their buy box type changes', async () => {
    saveUser('buyer-1', { buyBox: buyBox(['78701']) });
    await syncBuyerDemand('buyer-1', NOW);
    saveUser('buyer-1', { buyBox: buyBox(['78701'], 'cash') });

    await syncBuyerDemand('buyer-1', NOW);

    expect(figuresOf('78701')).toMatchObject({ buyers: 1, counts: { buyBoxType: { creative: 0, cash: 1 } } });
  });

  it('adds the preferences amounts, and counts preferences without ZIPs in the city’s central ZIP', async () => {
    saveUser('buyer-1', { buyerPreferences: preferences() });

    await syncBuyerDemand('buyer-1', NOW);

    const central = centralZipOfCity('TX', 'Austin')!;
    expect(figuresOf(central)).toMatchObject({
      buyers: 1,
      downPaymentSum: 40_000,
      downPaymentCount: 1,
      monthlyPaymentSum: 2_000,
      monthlyPaymentCount: 1,
      counts: { financingType: { cash: 1 }, propertyType: { singleFamily: 1 } },
    });
  });

  it('changes nothing the second time (idempotent)', async () => {
    saveUser('buyer-1', { buyBox: buyBox(['78701', '78702']) });
    await syncBuyerDemand('buyer-1', NOW);
    const before = [...table.items.values()];

    await syncBuyerDemand('buyer-1', NOW);

    expect(transactions()).toBe(1);
    expect([...table.items.values()]).toEqual(before);
  });

  it('takes a deactivated buyer out of every ZIP, and counts them again once reactivated', async () => {
    saveUser('buyer-1', { buyBox: buyBox(['78701', '78702']) });
    await syncBuyerDemand('buyer-1', NOW);

    saveUser('buyer-1', { buyBox: buyBox(['78701', '78702']), accountStatus: 'deactivated' });
    await syncBuyerDemand('buyer-1', NOW);
    expect([buyersIn('78701'), buyersIn('78702')]).toEqual([0, 0]);

    saveUser('buyer-1', { buyBox: buyBox(['78701', '78702']) });
    await syncBuyerDemand('buyer-1', NOW);
    expect([buyersIn('78701'), buyersIn('78702')]).toEqual([1, 1]);
  });

  it('takes out a user who drops the buyer role, and counts an owner', async () => {
    saveUser('buyer-1', { buyBox: buyBox(['78701']), roles: ['owner'] });
    await syncBuyerDemand('buyer-1', NOW);
    expect(buyersIn('78701')).toBe(1);

    saveUser('buyer-1', { buyBox: buyBox(['78701']), roles: ['originator'] });
    await syncBuyerDemand('buyer-1', NOW);
    expect(buyersIn('78701')).toBe(0);
  });

  it('does not count a ZIP the shipped data cannot place', async () => {
    saveUser('buyer-1', { buyBox: buyBox(['00000', '78701']) });

    await syncBuyerDemand('buyer-1', NOW);

    expect(table.itemsUnder('ZIPDEMAND#').map((item) => item.zipCode)).toEqual(['78701']);
  });

  it('counts parallel saves of the same buyer exactly once', async () => {
    saveUser('buyer-1', { buyBox: buyBox(['78701', '78702']) });

    await Promise.all(Array.from({ length: 5 }, () => syncBuyerDemand('buyer-1', NOW)));

    expect([buyersIn('78701'), buyersIn('78702')]).toEqual([1, 1]);
    expect(table.get(buyerDemandContributionKey('buyer-1'))).toMatchObject({ version: 1 });
  });

  it('starts again from fresh reads when a concurrent save moved the contribution first', async () => {
    saveUser('buyer-1', { buyBox: buyBox(['78701']) });
    await syncBuyerDemand('buyer-1', NOW);
    saveUser('buyer-1', { buyBox: buyBox(['78702']) });
    // Another request finishes the same change between this one's reads and its write.
    table.beforeTransaction = async () => {
      table.beforeTransaction = null;
      await syncBuyerDemand('buyer-1', NOW);
    };

    await syncBuyerDemand('buyer-1', NOW);

    expect([buyersIn('78701'), buyersIn('78702')]).toEqual([0, 1]);
    // The first save, the other request's change, then this one's refused try (its retry had nothing to do).
    expect(transactions()).toBe(3);
    expect(table.get(buyerDemandContributionKey('buyer-1'))).toMatchObject({ version: 2 });
  });

  it('gives up after SYNC_ATTEMPTS lost races, having counted nothing', async () => {
    saveUser('buyer-1', { buyBox: buyBox(['78701']) });
    // Before each of its writes, another save moves the contribution on.
    table.beforeTransaction = () => {
      const key = buyerDemandContributionKey('buyer-1');
      const version = Number(table.get(key)?.version ?? 0);
      table.put({ ...key, userId: 'buyer-1', counted: {}, version: version + 1 });
    };

    await expect(syncBuyerDemand('buyer-1', NOW)).rejects.toThrow();
    expect(transactions()).toBe(SYNC_ATTEMPTS);
    expect(buyersIn('78701')).toBe(0);
  });
});

describe('applyContributionDeltas', () => {
  it(`writes at most ${ZIP_UPDATES_PER_TRANSACTION} ZIPs per transaction, in ZIP order, moving the contribution with each`, async () => {
    const values = {
      downPayment: null,
      monthlyPayment: null,
      buyBoxType: 'cash',
      financingType: 'none',
      propertyTypes: [],
    } as const;
    const zips = Array.from({ length: 150 }, (_, index) => String(78000 + index).padStart(5, '0'));
    const desired = Object.fromEntries(zips.map((zip) => [zip, { ...values, propertyTypes: [] }]));
    const deltas = contributionDeltas({}, desired, () => 'TX').reverse();

    const after = await applyContributionDeltas(
      { userId: 'buyer-1', counted: {}, version: 0 },
      desired,
      deltas,
      NOW,
    );

    const sent = dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);
    expect(sent.map((items) => items.length)).toEqual([
      ZIP_UPDATES_PER_TRANSACTION + 1,
      150 - ZIP_UPDATES_PER_TRANSACTION + 1,
    ]);
    expect(sent[0]![0]!.Update!.Key).toEqual(zipDemandKey('TX', '78000'));
    expect(Object.keys(sent[0]!.at(-1)!.Put!.Item!.counted as object)).toEqual(
      zips.slice(0, ZIP_UPDATES_PER_TRANSACTION),
    );
    expect(sent[1]!.at(-1)!.Put).toMatchObject({
      Item: { version: 2 },
      ExpressionAttributeValues: { ':version': 1 },
    });
    expect(after.version).toBe(2);
    expect(Object.keys(after.counted)).toHaveLength(150);
  });
});

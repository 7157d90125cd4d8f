import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { toSearchWordItems } from '../../db/entities/deal-search-word.entity';
import { FIRST_POSITION } from './browse-cursor';
import type { BrowseCondition } from './browse-filter';
import type { BrowsePlan, BrowseSource } from './browse-plan';
import { CELLS_IN_PARALLEL, MAX_READ_AHEAD, readPage, roundLimit } from './browse-reader';
import { fakeTable } from '../../testing/browse-table.fixtures';
import { browseRecord, storedBrowseEntry, storedListing } from '../../testing/browse.fixtures';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());

const cashOnly: BrowseCondition = { kind: 'equals', attribute: 'dealCategory', value: 'cash' };
const planOf = (source: Partial<BrowseSource>, conditions: BrowseCondition[] = []): BrowsePlan => ({
  source: {
    kind: 'time',
    facet: null,
    index: 'gsi2',
    partitions: ['DEALS#BROWSE'],
    forward: true,
    sortKeyAtMost: null,
    sortKeyPrefix: null,
    pointsToListings: false,
    ...source,
  },
  conditions,
  center: null,
  fingerprint: 'test',
});
const newestFirst = planOf({ forward: false });
const limits = () => dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input.Limit);
const ids = (records: ReadonlyArray<{ dealId: string }>) => records.map((record) => record.dealId);

describe('roundLimit', () => {
  it('asks for what is needed first, then scales by the share kept, at most 3× what is needed', () => {
    expect(roundLimit(20, 0, 0)).toBe(20);
    expect(roundLimit(10, 20, 10)).toBe(20);
    expect(roundLimit(10, 20, 0)).toBe(10 * MAX_READ_AHEAD);
    expect(roundLimit(1, 100, 1)).toBe(3);
    expect(roundLimit(5, 10, 10)).toBe(5);
  });
});

describe('readPage', () => {
  it('reads only what the page needs when every listing matches, and the next page goes on after it', async () => {
    // Prepare
    const listings = Array.from({ length: 25 }, () => storedBrowseEntry());
    fakeTable(dynamo, listings);

    // Act
    const first = await readPage(newestFirst, FIRST_POSITION, 10, 50);
    const second = await readPage(newestFirst, first.next!, 10, 50);

    // Assess
    expect(limits()).toEqual([10, 10]);
    expect(first.itemsRead).toBe(10);
    const newest = ids(listings).reverse();
    expect(ids(first.records)).toEqual(newest.slice(0, 10));
    expect(ids(second.records)).toEqual(newest.slice(10, 20));
  });

  it('reads ahead by the share a filter keeps, never more than 3× what is still needed', async () => {
    // Prepare: every other listing is cash
    const listings = Array.from({ length: 40 }, (_, index) =>
      storedBrowseEntry({
        dealCategory: index % 2 === 0 ? 'cash' : 'creative',
        purchaseType: index % 2 === 0 ? 'cash' : 'SubTo',
      }),
    );
    fakeTable(dynamo, listings);

    // Act
    const page = await readPage(planOf({}, [cashOnly]), FIRST_POSITION, 10, 50);

    // Assess
    expect(limits()).toEqual([10, 10]);
    expect(page.records.every((record) => record.dealCategory === 'cash')).toBe(true);
    expect(page.records).toHaveLength(10);
    expect(page.itemsRead).toBe(20);
  });

  it('stops at the read budget with a short page that goes on after the last item read', async () => {
    // Prepare: nothing matches
    const listings = Array.from({ length: 60 }, () =>
      storedBrowseEntry({ dealCategory: 'creative', purchaseType: 'SubTo' }),
    );
    fakeTable(dynamo, listings);

    // Act
    const page = await readPage(planOf({}, [cashOnly]), FIRST_POSITION, 10, 25);

    // Assess
    expect(page.records).toEqual([]);
    expect(page.itemsRead).toBe(25);
    expect(limits()).toEqual([10, 15]);
    expect(page.next?.startKey?.gsi2sk).toBe((listings[24] as Record<string, unknown>).gsi2sk);
  });

  it('resumes just after the listing that filled the page, skipping none of the round', async () => {
    // Prepare: the second round reads two matches but the page needs one
    const listings = [
      storedBrowseEntry(),
      storedBrowseEntry({ dealCategory: 'creative', purchaseType: 'SubTo' }),
      storedBrowseEntry(),
      storedBrowseEntry(),
      storedBrowseEntry(),
    ];
    fakeTable(dynamo, listings);
    const plan = planOf({}, [cashOnly]);

    // Act
    const first = await readPage(plan, FIRST_POSITION, 2, 10);
    const second = await readPage(plan, first.next!, 2, 10);

    // Assess
    expect(ids(first.records)).toEqual([listings[0]!.dealId, listings[2]!.dealId]);
    expect(ids(second.records)).toEqual([listings[3]!.dealId, listings[4]!.dealId]);
  });

  it('reads geo cells in their order, going on in the next cell when one runs out', async () => {
    // Prepare
    const inCell = (cell: string) => ({
      ...storedBrowseEntry(),
      gsi4pk: `DEALS#GEO#${cell}`,
      gsi4sk: `${Math.random()}`,
    });
    const listings = [inCell('b'), inCell('b'), inCell('c'), inCell('c'), inCell('c')];
    fakeTable(dynamo, listings);
    const plan = planOf({
      kind: 'geo',
      index: 'gsi4',
      partitions: ['DEALS#GEO#a', 'DEALS#GEO#b', 'DEALS#GEO#c'],
    });

    // Act
    const first = await readPage(plan, FIRST_POSITION, 3, 50);
    const second = await readPage(plan, first.next!, 3, 50);

    // Assess
    const pksRead = dynamo
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input.ExpressionAttributeValues?.[':pk']);
    expect(pksRead.slice(0, 3)).toEqual(['DEALS#GEO#a', 'DEALS#GEO#b', 'DEALS#GEO#c']);
    expect(first.records).toHaveLength(3);
    expect(first.next?.partition).toBe(2);
    expect(new Set([...ids(first.records), ...ids(second.records)])).toEqual(new Set(ids(listings)));
    expect(second.next).toBeNull();
  });

  it('queries the cells after an empty one in parallel, keeping cell order and going on where a cell stopped', async () => {
    // Prepare: 12 cells, listings only in cells 0, 5 and 9 (three in cell 5)
    const cells = Array.from({ length: 12 }, (_, index) => `DEALS#GEO#c${String(index).padStart(2, '0')}`);
    let order = 0;
    const inCell = (cell: number) => ({
      ...storedBrowseEntry(),
      gsi4pk: cells[cell],
      gsi4sk: String((order += 1)).padStart(4, '0'),
    });
    const listings = [inCell(0), inCell(5), inCell(5), inCell(5), inCell(9)];
    fakeTable(dynamo, listings);
    const plan = planOf({ kind: 'geo', index: 'gsi4', partitions: cells, forward: true });
    let inFlight = 0;
    let mostInFlight = 0;
    dynamo
      .on(QueryCommand)
      .callsFake(
        async (input: {
          ExpressionAttributeValues: Record<string, string>;
          Limit: number;
          ExclusiveStartKey?: Record<string, string>;
        }) => {
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          await Promise.resolve();
          inFlight -= 1;
          const partition = input.ExpressionAttributeValues[':pk'];
          const after = input.ExclusiveStartKey?.gsi4sk ?? '';
          const read = listings
            .filter((item) => item.gsi4pk === partition && item.gsi4sk > after)
            .slice(0, input.Limit);
          const last = read.at(-1);
          return {
            Items: read,
            ScannedCount: read.length,
            LastEvaluatedKey:
              last && read.length === input.Limit
                ? { pk: last.pk, sk: last.sk, gsi4pk: last.gsi4pk, gsi4sk: last.gsi4sk }
                : undefined,
          };
        },
      );

    // Act
    const first = await readPage(plan, FIRST_POSITION, 3, 50);
    const second = await readPage(plan, first.next!, 3, 50);

    // Assess
    expect(mostInFlight).toBe(CELLS_IN_PARALLEL);
    expect(ids(first.records)).toEqual(ids(listings.slice(0, 3)));
    expect(first.next?.partition).toBe(5);
    expect(ids(second.records)).toEqual(ids(listings.slice(3)));
  });

  it('reads a listing item written before browse entries (it carried the browse keys itself) as its card', async () => {
    // Prepare
    const record = browseRecord();
    const legacy = {
      ...storedListing(record),
      gsi2pk: 'DEALS#BROWSE',
      gsi2sk: `${record.createdAt}#${record.dealId}`,
    };
    fakeTable(dynamo, [legacy, storedBrowseEntry()]);

    // Act
    const page = await readPage(newestFirst, FIRST_POSITION, 5, 50);

    // Assess
    expect(page.records).toHaveLength(2);
    expect(page.records[1]).toMatchObject({
      dealId: record.dealId,
      purchaseType: 'cash',
      coverPhotoKey: null,
    });
  });

  it('fetches the listings of pointer items, skipping a pointer whose listing is gone, and counts both reads', async () => {
    // Prepare
    const records = [
      browseRecord({ searchWords: ['pool'] }),
      browseRecord({ searchWords: ['pool'] }),
      browseRecord({ searchWords: ['pool'] }),
    ];
    const pointers = records.flatMap(toSearchWordItems);
    fakeTable(dynamo, [...pointers, storedListing(records[0]), storedListing(records[2])]);
    const plan = planOf({
      kind: 'word',
      index: null,
      partitions: ['DEALWORD#pool'],
      forward: false,
      pointsToListings: true,
    });

    // Act
    const page = await readPage(plan, FIRST_POSITION, 5, 50);

    // Assess
    expect(ids(page.records)).toEqual([records[2]!.dealId, records[0]!.dealId]);
    expect(page.itemsRead).toBe(3 + 2);
    expect(page.next).toBeNull();
  });
});

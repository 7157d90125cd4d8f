import { DynamoDBDocumentClient, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import {
  PUBLISHED_ZIP_DEMAND_POINTER_KEY,
  publishedZipDemandKey,
  zipDemandMonthKey,
} from '../../db/entities/zip-demand.entity';
import { figuresOfItem, figuresWithBuyers, memoryTable } from '../../testing/zip-demand-table.fixtures';
import { zipDemandItem } from '../../testing/zip-demand-reads.fixtures';
import { handler } from './publish-zip-demand-job';

const dynamo = mockClient(DynamoDBDocumentClient);
const NOW = '2026-11-26T00:45:00.000Z';
const DAY = '2026-11-26';
const run = (time = NOW) => handler({ time });
const key = ({ pk, sk }: { pk: string; sk: string }) => `${pk}|${sk}`;

const austin = figuresWithBuyers('78701', 'TX', 14);
const eastAustin = figuresWithBuyers('78702', 'TX', 3);
const emptied = figuresWithBuyers('78703', 'TX', 0, { updatedAt: '2026-11-10T08:00:00.000Z' });
const listingsOnly = figuresWithBuyers('78704', 'TX', 0, { updatedAt: null, activeListings: 2 });
const longEmpty = figuresWithBuyers('78705', 'TX', 0, { updatedAt: '2026-08-01T08:00:00.000Z' });
const guam = figuresWithBuyers('96910', 'GU', 12);

let table: Map<string, Record<string, unknown>>;
beforeEach(() => {
  dynamo.reset();
  table = memoryTable(
    dynamo,
    [austin, eastAustin, emptied, listingsOnly, longEmpty, guam].map(zipDemandItem),
  );
});

describe('publish-zip-demand job', () => {
  it("copies every ZIP with buyers into the day's snapshot, exact, with the TTL, then points at the day", async () => {
    // Act
    const outcome = await run();

    // Assess
    expect(figuresOfItem(table.get(key(publishedZipDemandKey(DAY, 'TX', '78701'))))).toEqual(austin);
    expect(figuresOfItem(table.get(key(publishedZipDemandKey(DAY, 'TX', '78702'))))).toEqual(eastAustin);
    expect(figuresOfItem(table.get(key(publishedZipDemandKey(DAY, 'GU', '96910'))))).toEqual(guam);
    expect(table.has(key(publishedZipDemandKey(DAY, 'TX', '78703')))).toBe(false);
    expect(table.has(key(publishedZipDemandKey(DAY, 'TX', '78704')))).toBe(false);
    // Kept PUBLISHED_SNAPSHOT_KEEP_DAYS (3) days after the day began.
    expect(table.get(key(publishedZipDemandKey(DAY, 'TX', '78701')))).toMatchObject({
      expiresAt: Date.parse('2026-11-29T00:00:00.000Z') / 1000,
      entity: 'PublishedZipDemand',
    });
    expect(table.get(key(PUBLISHED_ZIP_DEMAND_POINTER_KEY))).toMatchObject({ asOf: DAY });
    expect(outcome).toEqual({
      asOf: DAY,
      states: expect.any(Number),
      zipsPublished: 3,
      zipsRemoved: 0,
      historyItems: 4,
    });
    expect(outcome.states).toBeGreaterThanOrEqual(51);
  });

  it('switches the pointer only after every snapshot write', async () => {
    // Act
    await run();

    // Assess: the pointer Put is the last call of the run.
    const calls = dynamo.calls();
    expect(calls.at(-1)!.args[0]).toBeInstanceOf(PutCommand);
    expect(dynamo).toHaveReceivedCommandTimes(PutCommand, 1);
  });

  it("writes this month's history for ZIPs with buyers and for those whose last buyer left this month", async () => {
    // Act
    await run();

    // Assess
    expect(figuresOfItem(table.get(key(zipDemandMonthKey('78701', '2026-11'))))).toEqual(austin);
    expect(figuresOfItem(table.get(key(zipDemandMonthKey('78702', '2026-11'))))).toEqual(eastAustin);
    expect(figuresOfItem(table.get(key(zipDemandMonthKey('78703', '2026-11'))))?.buyers).toBe(0);
    expect(table.has(key(zipDemandMonthKey('78704', '2026-11')))).toBe(false);
    expect(table.has(key(zipDemandMonthKey('78705', '2026-11')))).toBe(false);
  });

  it('reads each state with one Query of its live partition and one of its snapshot partition', async () => {
    // Act
    const outcome = await run();

    // Assess
    expect(dynamo).toHaveReceivedCommandTimes(QueryCommand, outcome.states * 2);
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      ExpressionAttributeValues: { ':pk': 'ZIPDEMAND#GU' },
    });
  });

  it('gives the same result when run twice the same day, removing a ZIP whose buyers left between the runs', async () => {
    // Prepare
    await run();
    const afterFirst = new Map(table);
    table.set(
      key({ pk: 'ZIPDEMAND#TX', sk: 'ZIP#78702' }),
      zipDemandItem(figuresWithBuyers('78702', 'TX', 0)),
    );

    // Act
    await run('2026-11-26T09:00:00.000Z');
    await run('2026-11-26T09:30:00.000Z');

    // Assess
    expect(table.has(key(publishedZipDemandKey(DAY, 'TX', '78702')))).toBe(false);
    const unchanged = [...afterFirst.keys()].filter((stored) => !stored.includes('78702'));
    for (const stored of unchanged) expect(table.get(stored)).toEqual(afterFirst.get(stored));
    expect(table.get(key(PUBLISHED_ZIP_DEMAND_POINTER_KEY))).toMatchObject({ asOf: DAY });
  });

  it("publishes a new day's snapshot beside the previous one and moves the pointer to it", async () => {
    // Prepare
    await run();

    // Act
    const outcome = await run('2026-11-27T00:45:00.000Z');

    // Assess
    expect(outcome.asOf).toBe('2026-11-27');
    expect(table.has(key(publishedZipDemandKey('2026-11-27', 'TX', '78701')))).toBe(true);
    expect(table.has(key(publishedZipDemandKey(DAY, 'TX', '78701')))).toBe(true);
    expect(table.get(key(PUBLISHED_ZIP_DEMAND_POINTER_KEY))).toMatchObject({ asOf: '2026-11-27' });
  });
});

import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { BROWSE_PARTITION, LEGACY_BROWSE_INDEX_ATTRIBUTES, dealKey } from '../db/entities/deal.entity';
import { canceledAt, dealItem, dealRecord } from '../testing/deal.fixtures';
import { browseEntryWrites } from './browse-entry-writes';
import { BACKFILL_STOP_MARGIN_MS, backfillBrowseEntries } from './browse-backfill.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const plentyOfTime = () => 10 * 60_000;
const transactions = () =>
  dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);

beforeEach(() => {
  dynamo.reset();
  // Two rounds of gsi2 DEALS#BROWSE: the listings the filter kept (entries are filtered out by DynamoDB).
  dynamo
    .on(QueryCommand)
    .resolvesOnce({
      Items: [{ dealId: 'deal-1' }, { dealId: 'deal-2' }],
      LastEvaluatedKey: { pk: 'DEAL#deal-2' },
    })
    .resolvesOnce({ Items: [{ dealId: 'deal-3' }] });
  for (const dealId of ['deal-1', 'deal-2', 'deal-3']) {
    dynamo.on(GetCommand, { Key: dealKey(dealId) }).resolves({ Item: dealItem({ dealId }) });
  }
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('backfillBrowseEntries', () => {
  it('pages the legacy listings of gsi2 DEALS#BROWSE by cursor, never scanning', async () => {
    // Act
    const outcome = await backfillBrowseEntries(plentyOfTime);

    // Assess
    expect(outcome).toEqual({ migrated: 3, skipped: 0, finished: true });
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatchObject({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      FilterExpression: '#entity = :deal',
      ExpressionAttributeValues: { ':pk': BROWSE_PARTITION, ':deal': 'Deal' },
    });
    expect(queries[0]!.ExclusiveStartKey).toBeUndefined();
    expect(queries[1]!.ExclusiveStartKey).toEqual({ pk: 'DEAL#deal-2' });
  });

  it('removes the old browse keys conditioned on updatedAt as read and writes the entries, in one transaction', async () => {
    // Act
    await backfillBrowseEntries(plentyOfTime);

    // Assess
    const [first] = transactions();
    const listingUpdate = first![0]!.Update!;
    expect(listingUpdate).toMatchObject({
      Key: dealKey('deal-1'),
      ConditionExpression: 'updatedAt = :read',
      ExpressionAttributeValues: expect.objectContaining({ ':read': dealRecord().updatedAt }),
    });
    const removed = listingUpdate.UpdateExpression!.split(' REMOVE ')[1]!.split(', ');
    const removedNames = removed.map((token) => listingUpdate.ExpressionAttributeNames![token]);
    expect(removedNames).toEqual(expect.arrayContaining(LEGACY_BROWSE_INDEX_ATTRIBUTES));
    expect(first).toEqual(expect.arrayContaining(browseEntryWrites(dealRecord({ dealId: 'deal-1' }))));
  });

  it('skips a listing that changed since it was read and carries on', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolvesOnce({}).rejectsOnce(canceledAt(0, 8)).resolves({});

    // Act
    const outcome = await backfillBrowseEntries(plentyOfTime);

    // Assess
    expect(outcome).toEqual({ migrated: 2, skipped: 1, finished: true });
    expect(transactions()).toHaveLength(3);
  });

  it('stops paging when its time is nearly up, leaving the rest to the next run', async () => {
    // Prepare
    const remaining = [10 * 60_000, BACKFILL_STOP_MARGIN_MS - 1];

    // Act
    const outcome = await backfillBrowseEntries(() => remaining.shift() ?? 0);

    // Assess
    expect(outcome).toEqual({ migrated: 2, skipped: 0, finished: false });
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(1);
  });
});

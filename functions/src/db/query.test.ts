import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { GSI1, TABLE } from './indexes';
import { keyConditionOf, queryAll, queryPage } from './query';

const dynamo = mockClient(DynamoDBDocumentClient);
const byInviter = { index: GSI1, partition: 'INVITER#user-1' };
const keyAt = (n: number) => ({
  pk: `INVITATION#${n}`,
  sk: 'INVITATION',
  gsi1pk: 'INVITER#user-1',
  gsi1sk: `INVITATION#${n}`,
});
const parse = (item: Record<string, unknown>) => String(item.pk);

beforeEach(() => {
  dynamo.reset();
});

describe('keyConditionOf', () => {
  it('names the index attributes and the values of each sort condition', () => {
    expect(keyConditionOf({ index: TABLE, partition: 'DEAL#1', sort: { beginsWith: 'HISTORY#' } })).toEqual({
      expression: 'pk = :pk AND begins_with(sk, :prefix)',
      values: { ':pk': 'DEAL#1', ':prefix': 'HISTORY#' },
    });
    expect(keyConditionOf({ index: GSI1, partition: 'p', sort: { between: ['a', 'b'] } })).toEqual({
      expression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
      values: { ':pk': 'p', ':from': 'a', ':to': 'b' },
    });
    expect(keyConditionOf({ index: TABLE, partition: 'p', sort: { atMost: 'z' } }).expression).toBe(
      'pk = :pk AND sk <= :upTo',
    );
  });
});

describe('queryPage', () => {
  it('reads one page of the index and answers a cursor that resumes where it stopped', async () => {
    // Prepare
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [keyAt(1), keyAt(2)], LastEvaluatedKey: keyAt(2) })
      .resolvesOnce({ Items: [keyAt(3)] });

    // Act
    const first = await queryPage(byInviter, { limit: 2, forward: false }, parse);
    const second = await queryPage(byInviter, { limit: 2, forward: false, cursor: first.nextCursor! }, parse);

    // Assess
    expect(first.items).toEqual(['INVITATION#1', 'INVITATION#2']);
    expect(dynamo).toHaveReceivedNthCommandWith(1, QueryCommand, {
      TableName: 'dealflow-test',
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'INVITER#user-1' },
      ScanIndexForward: false,
      Limit: 2,
    });
    expect(dynamo).toHaveReceivedNthCommandWith(2, QueryCommand, { ExclusiveStartKey: keyAt(2) });
    expect(second).toEqual({ items: ['INVITATION#3'], nextCursor: null });
  });

  it('refuses a cursor of another partition with 400 before reading', async () => {
    // Prepare
    const foreign = Buffer.from(JSON.stringify({ ...keyAt(1), gsi1pk: 'INVITER#other' })).toString(
      'base64url',
    );

    // Act
    const read = queryPage(byInviter, { limit: 2, forward: true, cursor: foreign }, parse);

    // Assess
    await expect(read).rejects.toMatchObject({ status: 400 });
    expect(dynamo).not.toHaveReceivedCommand(QueryCommand);
  });

  it('fills a filtered page in at most fillRounds rounds, asking only for what is missing', async () => {
    // Prepare
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [keyAt(1)], LastEvaluatedKey: keyAt(1) })
      .resolvesOnce({ Items: [], LastEvaluatedKey: keyAt(2) })
      .resolvesOnce({ Items: [keyAt(3)], LastEvaluatedKey: keyAt(3) });
    const filter = {
      expression: '#status = :used',
      names: { '#status': 'status' },
      values: { ':used': 'used' },
    };

    // Act
    const page = await queryPage(byInviter, { limit: 5, forward: false, filter, fillRounds: 3 }, parse);

    // Assess
    expect(dynamo).toHaveReceivedCommandTimes(QueryCommand, 3);
    expect(dynamo).toHaveReceivedNthCommandWith(1, QueryCommand, {
      FilterExpression: '#status = :used',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pk': 'INVITER#user-1', ':used': 'used' },
      Limit: 5,
    });
    expect(dynamo).toHaveReceivedNthCommandWith(3, QueryCommand, { Limit: 4, ExclusiveStartKey: keyAt(2) });
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
  });

  it('reads one round when there is no filter, even if the page is short', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [keyAt(1)], LastEvaluatedKey: keyAt(1) });

    // Act
    await queryPage(byInviter, { limit: 5, forward: true, fillRounds: 3 }, parse);

    // Assess
    expect(dynamo).toHaveReceivedCommandTimes(QueryCommand, 1);
  });
});

describe('queryAll', () => {
  it('follows LastEvaluatedKey to the end of the partition', async () => {
    // Prepare
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ pk: 'a' }], LastEvaluatedKey: { pk: 'a', sk: '1' } })
      .resolvesOnce({ Items: [{ pk: 'b' }] });

    // Act
    const items = await queryAll({ index: TABLE, partition: 'ALERTS#X' }, { projection: 'userId' });

    // Assess
    expect(items).toEqual([{ pk: 'a' }, { pk: 'b' }]);
    expect(dynamo).toHaveReceivedNthCommandWith(2, QueryCommand, {
      ProjectionExpression: 'userId',
      ExclusiveStartKey: { pk: 'a', sk: '1' },
    });
  });
});

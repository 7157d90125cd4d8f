import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { batchGet, batchWrite, type WriteRequest } from './batch';
import { tableName } from './table';

const dynamo = mockClient(DynamoDBDocumentClient);

const puts = (count: number): WriteRequest[] =>
  Array.from({ length: count }, (_, index) => ({ PutRequest: { Item: { pk: `P#${index}`, sk: 'S' } } }));
const writesSent = () =>
  dynamo
    .commandCalls(BatchWriteCommand)
    .map((call) =>
      call.args[0].input.RequestItems![tableName()]!.map((request) => request.PutRequest!.Item!.pk),
    );

beforeEach(() => {
  dynamo.reset();
});

describe('batchWrite', () => {
  it('writes 25 requests to a call', async () => {
    // Prepare
    dynamo.on(BatchWriteCommand).resolves({});

    // Act
    await batchWrite(puts(60));

    // Assess
    expect(writesSent().map((chunk) => chunk.length)).toEqual([25, 25, 10]);
  });

  it('sends again the items DynamoDB left unprocessed, and only those', async () => {
    // Prepare: the first call leaves two items unprocessed (throttled).
    const requests = puts(3);
    dynamo
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { [tableName()]: [requests[0]!, requests[2]!] } })
      .resolves({});

    // Act
    await batchWrite(requests);

    // Assess
    expect(writesSent()).toEqual([
      ['P#0', 'P#1', 'P#2'],
      ['P#0', 'P#2'],
    ]);
  });

  it('fails when items stay unprocessed after every retry', async () => {
    // Prepare
    const requests = puts(1);
    dynamo.on(BatchWriteCommand).resolves({ UnprocessedItems: { [tableName()]: requests } });

    // Act
    const write = batchWrite(requests);

    // Assess
    await expect(write).rejects.toThrow('A batch write could not finish (throttled).');
    expect(dynamo).toHaveReceivedCommandTimes(BatchWriteCommand, 6);
  });
});

describe('batchGet', () => {
  it('reads 100 keys to a call and asks again for the keys DynamoDB left unprocessed', async () => {
    // Prepare
    const keys = Array.from({ length: 101 }, (_, index) => ({ pk: `P#${index}`, sk: 'S' }));
    dynamo
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { [tableName()]: keys.slice(1, 100) },
        UnprocessedKeys: { [tableName()]: { Keys: [keys[0]!] } },
      })
      .resolvesOnce({ Responses: { [tableName()]: [keys[0]!] } })
      .resolves({ Responses: { [tableName()]: [keys[100]!] } });

    // Act
    const { items, itemsRead } = await batchGet(keys);

    // Assess
    const asked = dynamo
      .commandCalls(BatchGetCommand)
      .map((call) => call.args[0].input.RequestItems![tableName()]!.Keys!.length);
    expect(asked).toEqual([100, 1, 1]);
    expect(itemsRead).toBe(101);
    expect(new Set(items.map((item) => item.pk))).toEqual(new Set(keys.map((key) => key.pk)));
  });
});

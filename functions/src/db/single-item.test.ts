import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { findItem, writeUnlessRefused } from './single-item';

const dynamo = mockClient(DynamoDBDocumentClient);
const key = { pk: 'USER#u1', sk: 'TEXTING' };
const update = () =>
  new UpdateCommand({
    TableName: 't',
    Key: key,
    UpdateExpression: 'SET a = :a',
    ConditionExpression: 'b = :b',
  });

beforeEach(() => {
  dynamo.reset();
});

describe('findItem', () => {
  it('reads the item consistently', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: { ...key, status: 'on' } });

    // Act
    const item = await findItem<{ status: string }>(key);

    // Assess
    expect(item).toEqual({ ...key, status: 'on' });
    expect(dynamo).toHaveReceivedCommandWith(GetCommand, { Key: key, ConsistentRead: true });
  });

  it('answers null when there is no item', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({});

    // Act / Assess
    await expect(findItem(key)).resolves.toBeNull();
  });
});

describe('writeUnlessRefused', () => {
  it('answers true when written', async () => {
    // Prepare
    dynamo.on(UpdateCommand).resolves({});

    // Act / Assess
    await expect(writeUnlessRefused(update())).resolves.toBe(true);
  });

  it('answers false when the condition refused the write', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));

    // Act / Assess
    await expect(writeUnlessRefused(update())).resolves.toBe(false);
  });

  it('passes on any other failure', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new Error('throttled'));

    // Act / Assess
    await expect(writeUnlessRefused(update())).rejects.toThrow('throttled');
  });
});

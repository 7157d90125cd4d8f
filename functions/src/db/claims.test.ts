import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { createClaim, releaseClaim } from './claims';

const dynamo = mockClient(DynamoDBDocumentClient);
const key = { pk: 'USER#u1', sk: 'TEXTSEND#a' };
const refused = () => new ConditionalCheckFailedException({ message: 'refused', $metadata: {} });

beforeEach(() => {
  dynamo.reset();
});

describe('createClaim', () => {
  it('creates the claim only where none exists and says this caller holds it', async () => {
    // Prepare
    dynamo.on(PutCommand).resolves({});

    // Act
    const created = await createClaim({ ...key, state: 'sending', claimedAt: '2026-01-01T00:00:00.000Z' });

    // Assess
    expect(created).toBe(true);
    expect(dynamo).toHaveReceivedCommandWith(PutCommand, {
      Item: { ...key, state: 'sending', claimedAt: '2026-01-01T00:00:00.000Z' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it('answers false when another attempt holds the claim', async () => {
    // Prepare
    dynamo.on(PutCommand).rejects(refused());

    // Act / Assess
    await expect(createClaim({ ...key, state: 'sending', claimedAt: 'x' })).resolves.toBe(false);
  });

  it('passes on any other failure', async () => {
    // Prepare
    dynamo.on(PutCommand).rejects(new Error('throttled'));

    // Act / Assess
    await expect(createClaim({ ...key, state: 'sending', claimedAt: 'x' })).rejects.toThrow('throttled');
  });
});

describe('releaseClaim', () => {
  it('drops only the claim this attempt made while it is still sending', async () => {
    // Prepare
    dynamo.on(DeleteCommand).resolves({});

    // Act
    await releaseClaim(key, '2026-01-01T00:00:00.000Z');

    // Assess
    expect(dynamo).toHaveReceivedCommandWith(DeleteCommand, {
      Key: key,
      ConditionExpression: '#state = :sending AND claimedAt = :claimedAt',
      ExpressionAttributeValues: { ':sending': 'sending', ':claimedAt': '2026-01-01T00:00:00.000Z' },
    });
  });

  it('leaves a claim that was sent or taken over in place without failing', async () => {
    // Prepare
    dynamo.on(DeleteCommand).rejects(refused());

    // Act / Assess
    await expect(releaseClaim(key, 'x')).resolves.toBeUndefined();
  });
});

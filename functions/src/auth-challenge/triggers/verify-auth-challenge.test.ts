import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { hashSignInToken } from '../sign-in-link-token';
import { handler } from './verify-auth-challenge';
import { verifyEvent } from '../../testing/trigger-event.fixtures';

const dynamo = mockClient(DynamoDBDocumentClient);
const usedUp = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

beforeEach(() => dynamo.reset());

describe('verifyAuthChallenge', () => {
  it('accepts the code of an open link and uses the link up in the same step', async () => {
    // Prepare
    dynamo.on(DeleteCommand).resolves({});
    const before = Math.floor(Date.now() / 1000);

    // Act
    const { response } = await handler(verifyEvent('the-code'));

    // Assess
    expect(response.answerCorrect).toBe(true);
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, DeleteCommand, {
      TableName: 'dealflow-test',
      Key: { pk: 'SIGNIN_LINK#bea@example.com', sk: `TOKEN#${hashSignInToken('the-code')}` },
      ConditionExpression: 'attribute_exists(pk) AND #expiresAt > :now',
      ExpressionAttributeNames: { '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':now': expect.any(Number) },
    });
    // Only the hash ever reaches the table, and "now" is no earlier than the call: values the matcher cannot read.
    const input = dynamo.commandCalls(DeleteCommand)[0]?.args[0].input;
    expect(input?.ExpressionAttributeValues?.[':now']).toBeGreaterThanOrEqual(before);
    expect(JSON.stringify(input)).not.toContain('the-code');
  });

  it('refuses a used, expired or unknown link', async () => {
    // Prepare
    dynamo.on(DeleteCommand).rejects(usedUp());

    // Act
    const { response } = await handler(verifyEvent('the-code'));

    // Assess
    expect(response.answerCorrect).toBe(false);
  });

  it('refuses empty or oversized answers, and a challenge without an address, without a lookup', async () => {
    // Act
    const results = await Promise.all([
      handler(verifyEvent('')),
      handler(verifyEvent('x'.repeat(257))),
      handler(verifyEvent('the-code', '')),
    ]);

    // Assess
    expect(results.map(({ response }) => response.answerCorrect)).toEqual([false, false, false]);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('lets other DynamoDB failures through, so Cognito fails the attempt', async () => {
    // Prepare
    dynamo.on(DeleteCommand).rejects(new Error('throttled'));

    // Act / Assess
    await expect(handler(verifyEvent('the-code'))).rejects.toThrow('throttled');
  });
});

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { RateLimitedError } from '../lib/errors';
import { enforceRateLimit, RATE_LIMITS } from './rate-limits.service';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => dynamo.reset());

describe('enforceRateLimit', () => {
  it('counts a use in the current window of the lower-cased subject', async () => {
    // Prepare
    dynamo.on(UpdateCommand).resolves({});
    const now = new Date('2026-11-20T10:20:00Z');

    // Act
    await enforceRateLimit('requestAccess', 'Bea@Example.com', now);

    // Assess
    const windowStart = Date.UTC(2026, 10, 20, 10) / 1000;
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, UpdateCommand, {
      Key: { pk: 'RATE#requestAccess#bea@example.com', sk: `WINDOW#${windowStart}` },
      ExpressionAttributeValues: expect.objectContaining({
        ':uses': 1,
        ':room': RATE_LIMITS.requestAccess.limit - 1,
        ':expires': windowStart + 2 * RATE_LIMITS.requestAccess.windowSeconds,
      }),
    });
  });

  it('takes several uses at once only while they all fit, asking "uses <= limit - taken"', async () => {
    // Prepare
    dynamo.on(UpdateCommand).resolves({});

    // Act
    await enforceRateLimit('invitationsPerDay', 'user-1', new Date(), { uses: 10 });

    // Assess
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, UpdateCommand, {
      UpdateExpression: 'ADD #uses :uses SET #expires = :expires, entity = :entity',
      ConditionExpression: 'attribute_not_exists(#uses) OR #uses <= :room',
      ExpressionAttributeValues: expect.objectContaining({
        ':uses': 10,
        ':room': RATE_LIMITS.invitationsPerDay.limit - 10,
      }),
    });
  });

  it('refuses more uses than the whole limit without asking DynamoDB', async () => {
    // Act
    const attempt = enforceRateLimit('invitationsPerDay', 'user-1', new Date(), {
      uses: RATE_LIMITS.invitationsPerDay.limit + 1,
    });

    // Assess
    await expect(attempt).rejects.toBeInstanceOf(RateLimitedError);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it.each(['signUp', 'requestAccess', 'emailSignInLink'] as const)(
    'counts %s per mailbox: a plus-address shares its allowance',
    async (action) => {
      // Prepare
      dynamo.on(UpdateCommand).resolves({});

      // Act
      await enforceRateLimit(action, 'Bea+spray7@Example.com', new Date('2026-11-20T10:20:00Z'));

      // Assess
      expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
        Key: expect.objectContaining({ pk: `RATE#${action}#bea@example.com` }),
      });
    },
  );

  it('throws RateLimitedError when the window is full', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));

    // Act / Assess
    await expect(enforceRateLimit('signUp', 'x@example.com', new Date())).rejects.toBeInstanceOf(
      RateLimitedError,
    );
  });

  it('lets other DynamoDB failures through', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new Error('throttled'));

    // Act / Assess
    await expect(enforceRateLimit('signUp', 'x@example.com', new Date())).rejects.toThrow('throttled');
  });
});

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
        ':limit': RATE_LIMITS.requestAccess.limit,
        ':expires': windowStart + 2 * RATE_LIMITS.requestAccess.windowSeconds,
      }),
    });
  });

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

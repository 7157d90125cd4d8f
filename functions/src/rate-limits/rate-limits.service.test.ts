import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { RateLimitedError } from '../lib/errors';
import {
  carriedFromPreviousWindow,
  enforceRateLimit,
  RATE_LIMITS,
  takeAllowance,
} from './rate-limits.service';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({}); // no earlier window unless a test says so
});

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

describe('sliding windows', () => {
  const HOUR = 60 * 60;
  const at = (secondsIntoWindow: number) => new Date(Date.UTC(2026, 10, 20, 10) + secondsIntoWindow * 1000);
  const windowStart = Date.UTC(2026, 10, 20, 10) / 1000;

  it('reads the previous window and leaves room only for what it no longer covers', async () => {
    // Prepare: 3 of 5 sign-ups spent in the last seconds of the previous hour
    dynamo
      .on(GetCommand, { Key: { pk: 'RATE#signUp#bea@example.com', sk: `WINDOW#${windowStart - HOUR}` } })
      .resolves({ Item: { uses: 3 } });
    dynamo.on(UpdateCommand).resolves({});

    // Act: one second into the new hour
    await enforceRateLimit('signUp', 'bea@example.com', at(1));

    // Assess: the three still count, so the current window holds at most two
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: 'RATE#signUp#bea@example.com', sk: `WINDOW#${windowStart}` },
      ExpressionAttributeValues: expect.objectContaining({ ':room': RATE_LIMITS.signUp.limit - 3 - 1 }),
    });
  });

  it('refuses without writing when the previous window alone fills the limit', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: { uses: RATE_LIMITS.signUp.limit } });

    // Act
    const allowed = await takeAllowance('signUp', 'bea@example.com', at(60));

    // Assess
    expect(allowed).toBe(false);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('keeps calendar windows for the limits documented per UTC day, reading no previous day', async () => {
    // Prepare
    dynamo.on(UpdateCommand).resolves({});

    // Act
    await enforceRateLimit('invitationsPerDay', 'user-1', at(5));

    // Assess
    expect(dynamo).not.toHaveReceivedCommand(GetCommand);
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      ExpressionAttributeValues: expect.objectContaining({
        ':room': RATE_LIMITS.invitationsPerDay.limit - 1,
      }),
    });
  });

  it.each([
    [4, 0, 4],
    [4, 0.5, 2],
    [5, 0.999, 1],
    [3, 1 / 900, 3],
    [0, 0.2, 0],
    [10, 1, 0],
  ])('carries %i previous uses %f into the window as %i', (previous, elapsedShare, carried) => {
    expect(carriedFromPreviousWindow(previous, elapsedShare)).toBe(carried);
  });

  it('never lets a limit be spent twice across a window boundary', async () => {
    // Prepare: a counter table kept in memory
    const counters = new Map<string, number>();
    dynamo
      .on(GetCommand)
      .callsFake(({ Key }) => ({ Item: { uses: counters.get(`${Key.pk}|${Key.sk}`) ?? 0 } }));
    dynamo.on(UpdateCommand).callsFake(({ Key, ExpressionAttributeValues: values }) => {
      const key = `${Key.pk}|${Key.sk}`;
      const taken = counters.get(key);
      if (taken !== undefined && taken > values[':room']) {
        throw new ConditionalCheckFailedException({ message: 'full', $metadata: {} });
      }
      counters.set(key, (taken ?? 0) + values[':uses']);
      return {};
    });

    // Act: one attempt a second from 30 s before a boundary to 30 s after it
    const allowed: number[] = [];
    for (let second = -30; second < 30; second++) {
      if (await takeAllowance('signUp', 'bea@example.com', at(HOUR + second))) allowed.push(second);
    }

    // Assess
    expect(allowed).toHaveLength(RATE_LIMITS.signUp.limit);
  });
});

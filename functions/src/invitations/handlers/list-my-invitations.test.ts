import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { encodeCursor } from '../../db/cursor';
import {
  apiEvent,
  bodyOf,
  lambdaContext,
  testClaims,
  callsAfterAccountRead,
} from '../../testing/api-event.fixtures';
import { storedInvitation } from '../../testing/invitation.fixtures';
import { handler } from './list-my-invitations';

const dynamo = mockClient(DynamoDBDocumentClient);
const list = (query: Record<string, string> = {}, groups = '[originators]') =>
  handler(
    apiEvent({
      path: '/api/invitations',
      claims: testClaims({ sub: 'inviter-1', 'cognito:groups': groups }),
      queryStringParameters: query,
    }),
    lambdaContext(),
  );
const lastKey = {
  pk: 'INVITATION#x',
  sk: 'INVITATION',
  gsi1pk: 'INVITER#inviter-1',
  gsi1sk: 'INVITATION#2026#1',
};

beforeEach(() => dynamo.reset());

describe('listMyInvitations', () => {
  it("reads the caller's partition of gsi1, newest first, with statuses as of now", async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({
      Items: [
        storedInvitation({ createdBy: 'inviter-1' }),
        storedInvitation({ createdBy: 'inviter-1', validUntil: '2020-01-01T00:00:00.000Z' }),
        storedInvitation({ createdBy: 'inviter-1', status: 'used', usedAt: '2026-02-02T00:00:00.000Z' }),
      ],
    });

    // Act
    const result = await list();

    // Assess
    expect(result.statusCode).toBe(200);
    const body = bodyOf(result) as { items: Array<{ status: string }>; nextCursor: string | null };
    expect(body.items.map((item) => item.status)).toEqual(['pending', 'expired', 'used']);
    expect(body.nextCursor).toBeNull();
    expect(JSON.stringify(body)).not.toMatch(/tokenHash|claimId|INVITATION#/);
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':pk': 'INVITER#inviter-1' },
      ScanIndexForward: false,
      Limit: 20,
    });
  });

  it('pages with an opaque cursor that resumes where the last page stopped', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [storedInvitation()], LastEvaluatedKey: lastKey });

    // Act
    const first = bodyOf(await list({ limit: '1' })) as { nextCursor: string };
    await list({ limit: '1', cursor: first.nextCursor });

    // Assess
    expect(first.nextCursor).toBe(encodeCursor(lastKey));
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(2, QueryCommand, {
      Limit: 1,
      ExclusiveStartKey: lastKey,
    });
  });

  it.each([
    ['garbage', 'garbage!!'],
    ["another inviter's cursor", encodeCursor({ ...lastKey, gsi1pk: 'INVITER#someone-else' })!],
  ])('answers 400 for a %s cursor without reading', async (_, cursor) => {
    // Act
    const result = await list({ cursor });

    // Assess
    expect(result.statusCode).toBe(400);
    expect(callsAfterAccountRead(dynamo)).toHaveLength(0);
  });

  it('answers 403 to a buyer', async () => {
    // Act
    const result = await list({}, '[buyers]');

    // Assess
    expect(result.statusCode).toBe(403);
  });
});

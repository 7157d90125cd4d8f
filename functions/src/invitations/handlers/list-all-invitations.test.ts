import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { userKey } from '../../db/entities/user.entity';
import { adminWithMfaItem, userItem } from '../../testing/user.fixtures';
import {
  apiEvent,
  bodyOf,
  lambdaContext,
  testClaims,
  callsAfterAccountRead,
} from '../../testing/api-event.fixtures';
import { storedInvitation } from '../../testing/invitation.fixtures';
import { handler } from './list-all-invitations';

const dynamo = mockClient(DynamoDBDocumentClient);
const list = (query: Record<string, string> = {}, groups = '[admins]') =>
  handler(
    apiEvent({
      path: '/api/admin/invitations',
      claims: testClaims({ sub: 'admin-1', 'cognito:groups': groups }),
      queryStringParameters: query,
    }),
    lambdaContext(),
  );

beforeEach(() => {
  dynamo.reset();
  // The caller is an admin with two-step sign-in, whom admin routes let in.
  dynamo.on(GetCommand, { Key: userKey('admin-1') }).resolves({ Item: adminWithMfaItem() });
});

describe('listAllInvitations', () => {
  it('reads every invitation from gsi2, newest first', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [storedInvitation()] });

    // Act
    const result = await list();

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ items: [{ status: 'pending', role: 'buyer' }], nextCursor: null });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      IndexName: 'gsi2',
      ScanIndexForward: false,
      ExpressionAttributeValues: expect.objectContaining({ ':pk': 'INVITATIONS' }),
    });
    expect(dynamo).not.toHaveReceivedCommandWith(QueryCommand, { FilterExpression: expect.anything() });
  });

  it.each([
    ['expired', '#status = :pending AND validUntil <= :now'],
    ['pending', '#status = :pending AND validUntil > :now'],
    ['used', '#status = :used'],
  ])('filters %s invitations by their status as of now', async (status, expression) => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [] });

    // Act
    const result = await list({ status });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, { FilterExpression: expression });
  });

  it('reads a few more rounds to fill a filtered page, and stops when the index ends', async () => {
    // Prepare
    const key = (n: number) => ({
      pk: `INVITATION#${n}`,
      sk: 'INVITATION',
      gsi2pk: 'INVITATIONS',
      gsi2sk: `${n}`,
    });
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [storedInvitation({ status: 'used' })], LastEvaluatedKey: key(1) })
      .resolvesOnce({ Items: [], LastEvaluatedKey: key(2) })
      .resolvesOnce({ Items: [storedInvitation({ status: 'used' })] });

    // Act
    const result = await list({ status: 'used', limit: '5' });

    // Assess
    const calls = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(calls.map((input) => input.Limit)).toEqual([5, 4, 4]);
    expect(calls[2]?.ExclusiveStartKey).toEqual(key(2));
    expect(bodyOf(result)).toMatchObject({ nextCursor: null });
    expect((bodyOf(result) as { items: unknown[] }).items).toHaveLength(2);
  });

  it('answers 403 to an owner and 400 to an unknown status', async () => {
    // Act
    const badStatus = await list({ status: 'claimed' });
    dynamo
      .on(GetCommand, { Key: userKey('admin-1') })
      .resolves({ Item: userItem('admin-1', { roles: ['owner'], cognitoGroups: ['owners'] }) });
    const owner = await list({}, '[owners]');

    // Assess
    expect(owner.statusCode).toBe(403);
    expect(badStatus.statusCode).toBe(400);
    expect(callsAfterAccountRead(dynamo)).toHaveLength(0);
  });
});

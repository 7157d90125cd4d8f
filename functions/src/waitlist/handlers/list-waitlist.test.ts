import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { userKey } from '../../db/entities/user.entity';
import { adminWithMfaItem, userItem } from '../../testing/user.fixtures';
import { toWaitlistEntryItem } from '../../db/entities/waitlist-entry.entity';
import { encodeCursor } from '../../db/cursor';
import {
  apiEvent,
  bodyOf,
  lambdaContext,
  testClaims,
  callsAfterAccountRead,
} from '../../testing/api-event.fixtures';
import { handler } from './list-waitlist';

const dynamo = mockClient(DynamoDBDocumentClient);
const list = (query: Record<string, string> = {}, groups = '[admins]') =>
  handler(
    apiEvent({
      path: '/api/admin/waitlist',
      claims: testClaims({ sub: 'admin-1', 'cognito:groups': groups }),
      queryStringParameters: query,
    }),
    lambdaContext(),
  );
const entryItem = toWaitlistEntryItem({
  entryId: '01JENTRY',
  firstName: 'Wes',
  lastName: 'Waiter',
  email: 'wes@example.com',
  role: 'buyer',
  note: null,
  status: 'waiting',
  createdAt: '2026-03-01T00:00:00.000Z',
  invitedAt: null,
  invitationId: null,
  invitedBy: null,
  confirmationHash: null,
  confirmBy: null,
});

beforeEach(() => {
  dynamo.reset();
  // The caller is an admin with two-step sign-in, whom admin routes let in.
  dynamo.on(GetCommand, { Key: userKey('admin-1') }).resolves({ Item: adminWithMfaItem() });
});

describe('listWaitlist', () => {
  it('reads every entry from gsi2, oldest first', async () => {
    // Prepare
    const lastKey = { pk: 'WAITLIST#wes@example.com', sk: 'ENTRY', gsi2pk: 'WAITLIST', gsi2sk: 'x' };
    dynamo.on(QueryCommand).resolves({ Items: [entryItem], LastEvaluatedKey: lastKey });

    // Act
    const result = await list({ limit: '1' });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      items: [
        {
          entryId: '01JENTRY',
          firstName: 'Wes',
          lastName: 'Waiter',
          email: 'wes@example.com',
          role: 'buyer',
          note: null,
          status: 'waiting',
          createdAt: '2026-03-01T00:00:00.000Z',
          invitedAt: null,
        },
      ],
      nextCursor: encodeCursor(lastKey),
    });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      IndexName: 'gsi2',
      ScanIndexForward: true,
      Limit: 1,
      ExpressionAttributeValues: { ':pk': 'WAITLIST' },
    });
  });

  it('reads one status from its own gsi3 partition', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [] });

    // Act
    await list({ status: 'invited' });

    // Assess
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      IndexName: 'gsi3',
      ExpressionAttributeValues: { ':pk': 'WAITLIST_STATUS#invited' },
    });
  });

  it('answers 400 for a cursor of another list without reading', async () => {
    // Prepare
    const cursor = encodeCursor({ pk: 'a', sk: 'b', gsi2pk: 'WAITLIST', gsi2sk: 'c' })!;

    // Act
    const result = await list({ status: 'waiting', cursor });

    // Assess
    expect(result.statusCode).toBe(400);
    expect(callsAfterAccountRead(dynamo)).toHaveLength(0);
  });

  it('answers 403 to anyone but an admin', async () => {
    // Prepare: the caller's stored roles, which decide
    dynamo
      .on(GetCommand, { Key: userKey('admin-1') })
      .resolves({ Item: userItem('admin-1', { roles: ['owner'], cognitoGroups: ['owners'] }) });

    // Act
    const result = await list({}, '[owners]');

    // Assess
    expect(result.statusCode).toBe(403);
  });
});

import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { userKey } from '../../db/entities/user.entity';
import { adminWithMfaItem, userItem } from '../../testing/user.fixtures';
import { toWaitlistEntryItem, type WaitlistEntryRecord } from '../../db/entities/waitlist-entry.entity';
import { hashInvitationToken } from '../../invitations/invitation-token';
import {
  apiEvent,
  bodyOf,
  lambdaContext,
  testClaims,
  callsAfterAccountRead,
} from '../../testing/api-event.fixtures';
import { handler } from './invite-waitlist-entry';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const entry = (overrides: Partial<WaitlistEntryRecord> = {}) =>
  toWaitlistEntryItem({
    entryId: '01JENTRY',
    firstName: 'Wes',
    lastName: 'Waiter',
    email: 'wes@example.com',
    role: 'originator',
    note: null,
    status: 'waiting',
    createdAt: '2026-03-01T00:00:00.000Z',
    invitedAt: null,
    invitationId: null,
    invitedBy: null,
    confirmationHash: 'a'.repeat(64),
    confirmBy: '2026-03-02T00:00:00.000Z',
    ...overrides,
  });
const invite = (groups = '[admins]') =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/admin/waitlist/01JENTRY/invite',
      claims: testClaims({ sub: 'admin-1', 'cognito:groups': groups }),
      pathParameters: { entryId: '01JENTRY' },
    }),
    lambdaContext(),
  );
const transactions = () =>
  dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems!);

beforeEach(() => {
  dynamo.reset();
  // The caller is an admin with two-step sign-in, whom admin routes let in.
  dynamo.on(GetCommand, { Key: userKey('admin-1') }).resolves({ Item: adminWithMfaItem() });
  ses.reset();
});

describe('inviteWaitlistEntry', () => {
  it('creates the invitation, marks the entry invited, frees its place and e-mails the link', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [entry()] });
    dynamo.on(TransactWriteCommand).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });

    // Act
    const result = await invite();

    // Assess
    expect(result.statusCode).toBe(201);
    expect(bodyOf(result)).toMatchObject({
      entry: { entryId: '01JENTRY', status: 'invited' },
      invitation: { role: 'originator', status: 'pending', email: 'wes@example.com', createdBy: 'admin-1' },
    });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      IndexName: 'gsi1',
      ExpressionAttributeValues: { ':pk': 'WAITLIST_ENTRY#01JENTRY' },
    });
    const [invitationPut, entryUpdate, counterUpdate] = transactions()[0]!;
    expect(entryUpdate?.Update).toMatchObject({
      Key: { pk: 'WAITLIST#wes@example.com', sk: 'ENTRY' },
      ConditionExpression: '#status = :waiting',
      ExpressionAttributeValues: { ':gsi3pk': 'WAITLIST_STATUS#invited' },
    });
    expect(counterUpdate?.Update).toMatchObject({ ExpressionAttributeValues: { ':minusOne': -1 } });

    const mail = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(mail?.Destination?.ToAddresses).toEqual(['wes@example.com']);
    expect(mail?.Content?.Simple?.Subject?.Data).toBe('Your invitation to Dealflow');
    const text = mail?.Content?.Simple?.Body?.Text?.Data ?? '';
    const token = /signup\?invitation=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(token).toBeDefined();
    expect(invitationPut?.Put?.Item?.pk).toBe(`INVITATION#${hashInvitationToken(token!)}`);
    expect(text).toMatch(/expires on \w+ \d{1,2}, \d{4}/);
    expect(text).toContain('seller account');
  });

  it('answers 404 for an unknown entry', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [] });

    // Act
    const result = await invite();

    // Assess
    expect(result.statusCode).toBe(404);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(ses.calls()).toHaveLength(0);
  });

  it('answers 409 for an entry already invited', async () => {
    // Prepare
    dynamo
      .on(QueryCommand)
      .resolves({ Items: [entry({ status: 'invited', invitedAt: '2026-03-02T00:00:00Z' })] });

    // Act
    const result = await invite();

    // Assess
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({ code: 'CONFLICT' });
    expect(ses.calls()).toHaveLength(0);
  });

  it('answers 409 when another admin invited the entry meanwhile', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [entry()] });
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );

    // Act
    const result = await invite();

    // Assess
    expect(result.statusCode).toBe(409);
    expect(ses.calls()).toHaveLength(0);
  });

  it('undoes the invitation when the e-mail cannot be sent', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [entry()] });
    dynamo.on(TransactWriteCommand).resolves({});
    ses.on(SendEmailCommand).rejects(new Error('SES down'));

    // Act
    const result = await invite();

    // Assess
    expect(result.statusCode).toBe(500);
    const [first, undo] = transactions();
    expect(undo?.[0]?.Delete?.Key).toEqual(
      first?.[0]?.Put?.Item && { pk: first[0].Put.Item.pk, sk: 'INVITATION' },
    );
    expect(undo?.[1]?.Update?.ExpressionAttributeValues).toMatchObject({ ':waiting': 'waiting' });
    expect(undo?.[2]?.Update?.ExpressionAttributeValues).toEqual({ ':one': 1 });
  });

  it('answers 403 to anyone but an admin', async () => {
    // Prepare: the caller's stored roles, which decide
    dynamo
      .on(GetCommand, { Key: userKey('admin-1') })
      .resolves({ Item: userItem('admin-1', { roles: ['owner'], cognitoGroups: ['owners'] }) });

    // Act
    const result = await invite('[owners]');

    // Assess
    expect(result.statusCode).toBe(403);
    expect(callsAfterAccountRead(dynamo)).toHaveLength(0);
  });
});

import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import {
  apiEvent,
  bodyOf,
  lambdaContext,
  testClaims,
  callsAfterAccountRead,
} from '../../testing/api-event.fixtures';
import { hashInvitationToken } from '../invitation-token';
import { handler } from './generate-invitations';

const dynamo = mockClient(DynamoDBDocumentClient);
const generate = (groups: string, body: unknown) =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/invitations',
      claims: testClaims({ sub: 'inviter-1', 'cognito:groups': groups }),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    lambdaContext(),
  );

beforeEach(() => {
  dynamo.reset();
  dynamo.on(UpdateCommand).resolves({});
});

describe('generateInvitations', () => {
  it('stores the batch in one transaction, keyed by token hash, and shows each token once', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    const result = await generate('[admins]', { role: 'originator', count: 3 });

    // Assess
    expect(result.statusCode).toBe(201);
    const { invitations } = bodyOf(result) as {
      invitations: Array<{
        token: string;
        link: string;
        role: string;
        status: string;
        expiresAt: string;
        createdAt: string;
      }>;
    };
    expect(invitations).toHaveLength(3);
    const items = dynamo
      .commandCalls(TransactWriteCommand)[0]!
      .args[0].input.TransactItems!.map((entry) => entry.Put!);
    // The three invitations, then the audit record of the batch, in the same transaction.
    expect(items).toHaveLength(4);
    expect(items[3]!.Item).toMatchObject({
      entity: 'AuditRecord',
      action: 'invitationsCreated',
      actorId: 'inviter-1',
      subjectId: null,
      role: 'originator',
      count: 3,
    });
    for (const [index, invitation] of invitations.entries()) {
      expect(invitation.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(invitation.link).toBe(`http://localhost:5173/signup?invitation=${invitation.token}`);
      expect(invitation).toMatchObject({
        role: 'originator',
        status: 'pending',
        createdBy: 'inviter-1',
        email: null,
      });
      const days = (Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)) / 86_400_000;
      expect(days).toBe(90);
      const put = items[index]!;
      expect(put.ConditionExpression).toBe('attribute_not_exists(pk)');
      expect(put.Item).toMatchObject({
        pk: `INVITATION#${hashInvitationToken(invitation.token)}`,
        gsi1pk: 'INVITER#inviter-1',
        gsi2pk: 'INVITATIONS',
      });
      // The token itself is never stored.
      expect(JSON.stringify(put.Item)).not.toContain(invitation.token);
    }
  });

  it.each([
    ['a member', '[originators]', 'invitationsPerDay', 25],
    ['an admin', '[admins]', 'invitationsPerDayAdmin', 200],
  ])("counts the batch against %s's daily cap", async (_, groups, action, limit) => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    await generate(groups, { role: 'buyer', count: 7 });

    // Assess
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, UpdateCommand, {
      Key: expect.objectContaining({ pk: `RATE#${action}#inviter-1` }),
      ExpressionAttributeValues: expect.objectContaining({ ':uses': 7, ':room': limit - 7 }),
    });
  });

  it('answers 429 INVITATION_LIMIT_REACHED past the daily cap, storing nothing', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));

    // Act
    const result = await generate('[originators]', { role: 'buyer', count: 10 });

    // Assess
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result)).toMatchObject({ code: 'INVITATION_LIMIT_REACHED' });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it.each([
    ['an originator', '[originators]', 'owner'],
    ['an originator', '[originators]', 'admin'],
    ['an owner', '[owners]', 'admin'],
  ])('answers 403 when %s invites a role beyond theirs (%s)', async (_, groups, role) => {
    // Act
    const result = await generate(groups, { role, count: 1 });

    // Assess
    expect(result.statusCode).toBe(403);
    expect(bodyOf(result)).toMatchObject({ code: 'FORBIDDEN' });
    expect(callsAfterAccountRead(dynamo)).toHaveLength(0);
  });

  it.each([
    ['an originator', '[originators]', 'buyer'],
    ['an originator', '[originators]', 'originator'],
    ['an owner', '[owners]', 'owner'],
  ])('lets %s invite %s', async (_, groups, role) => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    const result = await generate(groups, { role, count: 1 });

    // Assess
    expect(result.statusCode).toBe(201);
  });

  it('answers 403 to a buyer, who may not invite at all', async () => {
    // Act
    const result = await generate('[buyers]', { role: 'buyer', count: 1 });

    // Assess
    expect(result.statusCode).toBe(403);
    expect(callsAfterAccountRead(dynamo)).toHaveLength(0);
  });

  it.each([
    ['a batch over the maximum', { role: 'buyer', count: 26 }],
    ['an empty batch', { role: 'buyer', count: 0 }],
    ['an unknown role', { role: 'king', count: 1 }],
    ['an unknown field', { role: 'buyer', count: 1, createdBy: 'someone' }],
  ])('answers 400 for %s', async (_, body) => {
    // Act
    const result = await generate('[admins]', body);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(callsAfterAccountRead(dynamo)).toHaveLength(0);
  });
});

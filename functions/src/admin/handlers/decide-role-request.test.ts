import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { toPendingRoleRequestItem, type RoleRequestRecord } from '../../db/entities/role-request.entity';
import { ADMIN_GROUPS } from '../../testing/invitation.fixtures';
import {
  apiEvent,
  bodyOf,
  callsAfterAccountRead,
  lambdaContext,
  testClaims,
} from '../../testing/api-event.fixtures';
import { adminWithMfaItem, userItem } from '../../testing/user.fixtures';
import { handler } from './decide-role-request';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const request = (overrides: Partial<RoleRequestRecord> = {}) =>
  toPendingRoleRequestItem({
    userId: 'user-9',
    role: 'originator',
    status: 'pending',
    email: 'bea@example.com',
    firstName: 'Bea',
    lastName: 'Buyer',
    requestedAt: '2026-11-01T00:00:00.000Z',
    decidedAt: null,
    decidedBy: null,
    ...overrides,
  });

const decide = (decision: string, groups: Record<string, string> = ADMIN_GROUPS) =>
  handler(
    apiEvent({
      method: 'PUT',
      path: '/api/admin/role-requests/user-9/originator',
      pathParameters: { userId: 'user-9', role: 'originator' },
      claims: testClaims(groups),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision }),
    }),
    lambdaContext(),
  );

/** A table holding the request and the user, where every write succeeds. */
function prepare(stored = request()) {
  // The caller: an admin with two-step sign-in, whom the admin routes let in.
  dynamo
    .on(GetCommand, { Key: { pk: 'USER#admin-1', sk: 'PROFILE' } })
    .resolves({ Item: adminWithMfaItem() });
  dynamo
    .on(GetCommand, { Key: { pk: 'USER#user-9', sk: 'ROLE_REQUEST#originator' } })
    .resolves({ Item: stored });
  dynamo
    .on(GetCommand, { Key: { pk: 'USER#user-9', sk: 'PROFILE' } })
    .resolves({ Item: userItem('user-9', { roles: ['buyer'], grantedRoles: ['buyer'] }) });
  // Not counted in any ZIP yet (docs/demand.md): the role change syncs nothing.
  dynamo.on(GetCommand, { Key: { pk: 'USER#user-9', sk: 'ZIPDEMAND' } }).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: userItem('user-9') });
  cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: 'buyers' }] });
  cognito.on(AdminAddUserToGroupCommand).resolves({});
}

const decisionWrite = () => dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
});

describe('decideRoleRequest', () => {
  it('approves: records the decision with its audit entry, then grants the role', async () => {
    // Prepare
    prepare();

    // Act
    const result = await decide('approved');

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ status: 'approved', decidedBy: 'admin-1', role: 'originator' });
    const [update, audit] = decisionWrite();
    expect(update?.Update).toMatchObject({
      Key: { pk: 'USER#user-9', sk: 'ROLE_REQUEST#originator' },
      ConditionExpression: '#status = :pending',
      ExpressionAttributeValues: expect.objectContaining({ ':status': 'approved', ':decidedBy': 'admin-1' }),
    });
    // It leaves the pending list.
    expect(update?.Update?.UpdateExpression).toContain('REMOVE gsi2pk, gsi2sk');
    expect(audit?.Put?.Item).toMatchObject({
      action: 'roleApproved',
      actorId: 'admin-1',
      subjectId: 'user-9',
      subjectEmail: 'bea@example.com',
      role: 'originator',
    });
    expect(cognito).toHaveReceivedCommandWith(AdminAddUserToGroupCommand, {
      Username: 'user-9',
      GroupName: 'originators',
    });
    expect(dynamo.commandCalls(UpdateCommand).at(-1)?.args[0].input.ExpressionAttributeValues).toEqual(
      expect.objectContaining({ ':v2': ['buyer', 'originator'] }),
    );
  });

  it('denies: records the decision and its audit entry, granting nothing', async () => {
    // Prepare
    prepare();

    // Act
    const result = await decide('denied');

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toMatchObject({ status: 'denied' });
    expect(decisionWrite()[1]?.Put?.Item).toMatchObject({ action: 'roleDenied' });
    expect(cognito).not.toHaveReceivedCommand(AdminAddUserToGroupCommand);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('answers 404 to a decision on a request that is no longer pending, changing nothing', async () => {
    // Prepare
    prepare(request({ status: 'denied', decidedAt: '2026-11-02T00:00:00.000Z', decidedBy: 'admin-2' }));

    // Act
    const result = await decide('denied');

    // Assess
    expect(result.statusCode).toBe(404);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers 404 to the loser of two racing decisions, granting nothing', async () => {
    // Prepare
    prepare();
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'canceled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );

    // Act
    const result = await decide('approved');

    // Assess
    expect(result.statusCode).toBe(404);
    expect(cognito).not.toHaveReceivedCommand(AdminAddUserToGroupCommand);
  });

  it('finishes an approval whose role change failed when approved again', async () => {
    // Prepare
    prepare(request({ status: 'approved', decidedAt: '2026-11-02T00:00:00.000Z', decidedBy: 'admin-1' }));

    // Act
    const result = await decide('approved');

    // Assess
    expect(result.statusCode).toBe(200);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(cognito).toHaveReceivedCommandWith(AdminAddUserToGroupCommand, { GroupName: 'originators' });
  });

  it('answers 403 to a non-admin', async () => {
    // Act
    const result = await decide('approved', { sub: 'user-2', 'cognito:groups': '[originators]' });

    // Assess
    expect(result.statusCode).toBe(403);
    expect(callsAfterAccountRead(dynamo)).toHaveLength(0);
  });
});

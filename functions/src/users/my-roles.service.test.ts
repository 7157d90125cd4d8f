import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { principalFromEvent } from '../lib/http/principal';
import { apiEvent, testClaims } from '../testing/api-event.fixtures';
import { updateMyRoles } from './my-roles.service';
import { newUserRecord } from './users.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const NOW = new Date('2026-11-02T00:00:00.000Z');
const principal = (groups = '[buyers]') =>
  principalFromEvent(apiEvent({ claims: testClaims({ 'cognito:groups': groups }) }))!;
const stored = (overrides: Record<string, unknown> = {}) => ({
  ...newUserRecord(principal(), '2026-11-01T00:00:00.000Z'),
  ...overrides,
});

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  dynamo.on(GetCommand).resolves({ Item: stored() });
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
    Attributes: stored(),
    input,
  }));
});

const transactionItems = () =>
  dynamo.commandCalls(TransactWriteCommand).map((call) => call.args[0].input.TransactItems ?? []);

describe('updateMyRoles', () => {
  it.each([['owner'], ['admin']] as const)('refuses to add %s with 403 and changes nothing', async (role) => {
    // Act
    const attempt = updateMyRoles(principal(), { add: [role], remove: [] }, NOW);

    // Assess
    await expect(attempt).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(cognito.calls()).toHaveLength(0);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('refuses to drop owner too', async () => {
    await expect(
      updateMyRoles(principal('[owners]'), { add: [], remove: ['owner'] }, NOW),
    ).rejects.toMatchObject({
      status: 403,
    });
  });

  it('makes adding a role the user was not given a pending request, audited, granting nothing', async () => {
    // Prepare
    cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: 'buyers' }] });

    // Act
    await updateMyRoles(principal(), { add: ['originator'], remove: [] }, NOW);

    // Assess
    expect(cognito).not.toHaveReceivedCommand(AdminAddUserToGroupCommand);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
    const [request, audit] = transactionItems()[0] ?? [];
    expect(request?.Put?.Item).toMatchObject({
      pk: 'USER#user-1',
      sk: 'ROLE_REQUEST#originator',
      gsi2pk: 'ROLE_REQUESTS#PENDING',
      entity: 'RoleRequest',
      status: 'pending',
      role: 'originator',
      requestedAt: NOW.toISOString(),
    });
    expect(request?.Put?.ConditionExpression).toBe('attribute_not_exists(pk) OR #status <> :pending');
    expect(audit?.Put?.Item).toMatchObject({
      entity: 'AuditRecord',
      gsi2pk: 'AUDIT_LOG',
      action: 'roleRequested',
      actorId: 'user-1',
      subjectId: 'user-1',
      role: 'originator',
      at: NOW.toISOString(),
    });
  });

  it('answers the roles still pending with the user', async () => {
    // Prepare
    cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: 'buyers' }] });
    dynamo.on(QueryCommand).resolves({
      Items: [
        {
          userId: 'user-1',
          role: 'originator',
          status: 'pending',
          email: 'a@b.co',
          firstName: 'A',
          lastName: 'B',
          requestedAt: NOW.toISOString(),
          decidedAt: null,
          decidedBy: null,
        },
      ],
    });

    // Act
    const answer = await updateMyRoles(principal(), { add: ['originator'], remove: [] }, NOW);

    // Assess
    expect(answer.pendingRoles).toEqual(['originator']);
    expect(answer.user.roles).toEqual(['buyer']);
  });

  it('asks once when a request for the role is already pending', async () => {
    // Prepare
    cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: 'buyers' }] });
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'canceled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );

    // Act
    const answer = updateMyRoles(principal(), { add: ['originator'], remove: [] }, NOW);

    // Assess
    await expect(answer).resolves.toMatchObject({ user: { userId: 'user-1' } });
  });

  it('adds a role the user was given back at once, by the user name (the sub)', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: stored({ grantedRoles: ['buyer', 'originator'] }) });
    cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: 'buyers' }] });
    cognito.on(AdminAddUserToGroupCommand).resolves({});

    // Act
    await updateMyRoles(principal(), { add: ['originator'], remove: [] }, NOW);

    // Assess
    expect(cognito).toHaveReceivedNthSpecificCommandWith(1, AdminAddUserToGroupCommand, {
      UserPoolId: 'us-east-2_TestPool',
      Username: 'user-1',
      GroupName: 'originators',
    });
    const values = dynamo.commandCalls(UpdateCommand).at(-1)?.args[0].input.ExpressionAttributeValues;
    expect(values).toMatchObject({ ':v0': ['originator', 'buyer'], ':v1': ['buyers', 'originators'] });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('drops buyer from the group and the item when another role remains', async () => {
    // Prepare
    cognito
      .on(AdminListGroupsForUserCommand)
      .resolves({ Groups: [{ GroupName: 'buyers' }, { GroupName: 'originators' }] });
    cognito.on(AdminRemoveUserFromGroupCommand).resolves({});

    // Act
    await updateMyRoles(principal('[buyers originators]'), { add: [], remove: ['buyer'] }, NOW);

    // Assess
    expect(cognito).toHaveReceivedNthSpecificCommandWith(1, AdminRemoveUserFromGroupCommand, {
      Username: 'user-1',
      GroupName: 'buyers',
    });
    expect(dynamo.commandCalls(UpdateCommand).at(-1)?.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':v0': ['originator'],
    });
  });

  it('refuses to drop the last role with 400, even for a role requested at once', async () => {
    // Prepare
    cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: 'buyers' }] });

    // Act
    const attempt = updateMyRoles(principal(), { add: ['originator'], remove: ['buyer'] }, NOW);

    // Assess
    await expect(attempt).rejects.toMatchObject({ status: 400, message: 'At least one role must remain.' });
    expect(cognito).not.toHaveReceivedCommand(AdminRemoveUserFromGroupCommand);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers the user unchanged for an empty change, without calling Cognito', async () => {
    // Act
    const answer = await updateMyRoles(principal(), { add: [], remove: [] }, NOW);

    // Assess
    expect(answer.user.userId).toBe('user-1');
    expect(cognito.calls()).toHaveLength(0);
  });
});

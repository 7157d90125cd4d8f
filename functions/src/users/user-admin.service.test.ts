import {
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { principalFromEvent } from '../lib/http/principal';
import { apiEvent, testClaims } from '../testing/api-event.fixtures';
import { newUserRecord } from './users.service';
import { searchUsers, setUserFirstRightOfRefusal, setUserRoles, setUserStatus } from './user-admin.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const NOW = '2026-11-02T00:00:00.000Z';
const admin = principalFromEvent(
  apiEvent({ claims: testClaims({ sub: 'admin-1', 'cognito:groups': '[admins]' }) }),
)!;
const target = (overrides: Record<string, unknown> = {}) => ({
  ...newUserRecord(principalFromEvent(apiEvent({ claims: testClaims() }))!, NOW),
  ...overrides,
});

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
});

describe('searchUsers', () => {
  it('lists users by e-mail from the index, a page at a time, never scanning', async () => {
    // Prepare
    dynamo.on(QueryCommand).resolves({ Items: [target()], LastEvaluatedKey: { pk: 'x' } });

    // Act
    const page = await searchUsers({ limit: 1 });

    // Assess
    expect(page.items).toEqual([
      expect.objectContaining({ email: 'bea@example.com', accountStatus: 'active' }),
    ]);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      IndexName: 'gsi2',
      ExpressionAttributeValues: { ':pk': 'USERS#BY_EMAIL' },
    });
    expect(dynamo).not.toHaveReceivedCommand(ScanCommand);
  });

  it('searches e-mail and last-name prefixes and merges the answers once per user', async () => {
    // Prepare
    dynamo.on(QueryCommand, { IndexName: 'gsi2' }).resolves({ Items: [target()] });
    dynamo
      .on(QueryCommand, { IndexName: 'gsi3' })
      .resolves({ Items: [target(), target({ userId: 'user-2', email: 'al@example.com' })] });

    // Act
    const page = await searchUsers({ search: 'B' });

    // Assess
    expect(page.items.map((user) => user.userId)).toEqual(['user-2', 'user-1']);
    expect(
      dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input.ExpressionAttributeValues),
    ).toEqual([
      { ':pk': 'USERS#BY_EMAIL', ':prefix': 'b' },
      { ':pk': 'USERS#BY_LAST_NAME', ':prefix': 'b' },
    ]);
  });

  it('refuses a cursor that is not one of ours with 400', async () => {
    await expect(searchUsers({ cursor: '!!!' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('setUserStatus', () => {
  it('disables the user in Cognito, signs them out everywhere and marks the item', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: target() });
    dynamo.on(UpdateCommand).resolves({ Attributes: target({ accountStatus: 'deactivated' }) });
    cognito.on(AdminDisableUserCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});

    // Act
    const user = await setUserStatus(admin, 'user-1', 'deactivated', NOW);

    // Assess
    expect(user.accountStatus).toBe('deactivated');
    expect(cognito).toHaveReceivedNthSpecificCommandWith(1, AdminDisableUserCommand, {
      Username: 'user-1',
    });
    expect(cognito).toHaveReceivedCommandTimes(AdminUserGlobalSignOutCommand, 1);
  });

  it('reactivates a deactivated user', async () => {
    dynamo.on(GetCommand).resolves({ Item: target({ accountStatus: 'deactivated' }) });
    dynamo.on(UpdateCommand).resolves({ Attributes: target() });
    cognito.on(AdminEnableUserCommand).resolves({});
    expect((await setUserStatus(admin, 'user-1', 'active', NOW)).accountStatus).toBe('active');
    expect(cognito).toHaveReceivedCommandTimes(AdminEnableUserCommand, 1);
  });

  it('refuses an admin deactivating themselves, and an unknown user', async () => {
    dynamo.on(GetCommand).resolves({ Item: target({ userId: 'admin-1' }) });
    await expect(setUserStatus(admin, 'admin-1', 'deactivated', NOW)).rejects.toMatchObject({ status: 400 });
    dynamo.on(GetCommand).resolves({});
    await expect(setUserStatus(admin, 'nobody', 'deactivated', NOW)).rejects.toMatchObject({ status: 404 });
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('setUserRoles', () => {
  it('refuses an admin removing their own admin role', async () => {
    dynamo.on(GetCommand).resolves({ Item: target({ userId: 'admin-1' }) });
    await expect(setUserRoles(admin, 'admin-1', ['buyer'], NOW)).rejects.toMatchObject({ status: 400 });
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('setUserFirstRightOfRefusal', () => {
  it('sets the flag on the User item and puts the buyer in the first-refusal index', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: target() });
    dynamo.on(UpdateCommand).resolves({ Attributes: target({ firstRightOfRefusal: true }) });
    dynamo.on(PutCommand).resolves({});

    // Act
    const user = await setUserFirstRightOfRefusal(target().userId, true, NOW);

    // Assess
    expect(user.firstRightOfRefusal).toBe(true);
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, UpdateCommand, {
      ExpressionAttributeValues: expect.objectContaining({
        ':v0': true,
      }),
    });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, PutCommand, {
      Item: expect.objectContaining({
        pk: 'ALERTS#FIRST_REFUSAL',
        sk: `USER#${target().userId}`,
      }),
    });
  });

  it('takes the buyer out of the index when the right is taken away, even if the flag was already off', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: target() });
    dynamo.on(DeleteCommand).resolves({});

    // Act
    const user = await setUserFirstRightOfRefusal(target().userId, false, NOW);

    // Assess
    expect(user.firstRightOfRefusal).toBe(false);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, DeleteCommand, {
      Key: {
        pk: 'ALERTS#FIRST_REFUSAL',
        sk: `USER#${target().userId}`,
      },
    });
  });

  it('answers 404 for an unknown user and writes nothing', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({});

    // Act
    const attempt = setUserFirstRightOfRefusal('nobody', true, NOW);

    // Assess
    await expect(attempt).rejects.toMatchObject({ status: 404 });
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });
});

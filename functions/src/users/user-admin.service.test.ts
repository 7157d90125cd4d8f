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
import { courseKey } from '../db/entities/training-course.entity';
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

/** The course item: badges earned before `certificationValidFromVersion` no longer hold. */
const courseHolds = (certificationValidFromVersion = 0) =>
  dynamo.on(GetCommand, { Key: courseKey() }).resolves({
    Item: {
      ...courseKey(),
      lessonOrder: [],
      version: 3,
      certificationValidFromVersion,
      updatedAt: NOW,
    },
  });
const badge = (courseVersion: number) => ({
  certification: { earnedAt: NOW, courseVersion, credentialId: `cred-${courseVersion}` },
});

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  courseHolds();
});

/** GetItem answers `item` for the user (nothing when absent), and the course as it was. */
const userHolds = (item?: object) => {
  dynamo.on(GetCommand).resolves(item ? { Item: item } : {});
  courseHolds();
};

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

  it("judges each row's badge by the course's re-certification rule, reading the course once", async () => {
    // Prepare
    courseHolds(2);
    dynamo.on(QueryCommand).resolves({
      Items: [
        target({ userId: 'current', ...badge(2) }),
        target({ userId: 'before-recertification', ...badge(1) }),
        target({ userId: 'deactivated', ...badge(3), accountStatus: 'deactivated' }),
        target({ userId: 'never' }),
      ],
    });

    // Act
    const page = await searchUsers({});

    // Assess
    expect(page.items.map((user) => [user.userId, user.certifiedBuyer])).toEqual([
      ['current', true],
      ['before-recertification', false],
      ['deactivated', false],
      ['never', false],
    ]);
    expect(dynamo).toHaveReceivedCommandTimes(GetCommand, 1);
  });

  it('lists certified buyers from the badge index, newest first, keeping badges that still hold', async () => {
    // Prepare
    courseHolds(2);
    dynamo.on(QueryCommand).resolves({ Items: [target({ ...badge(2) })], LastEvaluatedKey: { pk: 'x' } });

    // Act
    const page = await searchUsers({ certified: 'true', limit: 1 });

    // Assess
    expect(page.items).toEqual([expect.objectContaining({ userId: 'user-1', certifiedBuyer: true })]);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      IndexName: 'gsi4',
      ScanIndexForward: false,
      FilterExpression: '#certification.#courseVersion >= :validFrom AND #accountStatus = :active',
      ExpressionAttributeValues: expect.objectContaining({
        ':pk': 'USERS#CERTIFIED',
        ':validFrom': 2,
        ':active': 'active',
      }),
    });
    expect(dynamo).not.toHaveReceivedCommand(ScanCommand);
  });

  it('fills a certified page past filtered-out badges with further rounds, within a bound', async () => {
    // Prepare: every round reads one item the filter dropped, and there is always more.
    dynamo.on(QueryCommand).resolves({ Items: [], LastEvaluatedKey: { pk: 'x' } });

    // Act
    const page = await searchUsers({ certified: 'true', limit: 10 });

    // Assess
    expect(page.items).toEqual([]);
    expect(page.nextCursor).toEqual(expect.any(String));
    expect(dynamo).toHaveReceivedCommandTimes(QueryCommand, 5);
  });

  it('refuses the certified filter with a search with 400', async () => {
    await expect(searchUsers({ certified: 'true', search: 'bea' })).rejects.toMatchObject({ status: 400 });
    expect(dynamo).not.toHaveReceivedCommand(QueryCommand);
  });

  it('refuses a cursor that is not one of ours with 400', async () => {
    await expect(searchUsers({ cursor: '!!!' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('setUserStatus', () => {
  it('disables the user in Cognito, signs them out everywhere and marks the item', async () => {
    // Prepare
    userHolds(target());
    dynamo.on(UpdateCommand).resolves({ Attributes: target({ accountStatus: 'deactivated' }) });
    cognito.on(AdminDisableUserCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});

    // Act
    const user = await setUserStatus(admin, 'user-1', 'deactivated', NOW);

    // Assess: a deactivated account's badge no longer holds.
    expect(user.accountStatus).toBe('deactivated');
    expect(user.certifiedBuyer).toBe(false);
    expect(cognito).toHaveReceivedNthSpecificCommandWith(1, AdminDisableUserCommand, {
      Username: 'user-1',
    });
    expect(cognito).toHaveReceivedCommandTimes(AdminUserGlobalSignOutCommand, 1);
  });

  it('reactivates a deactivated user, whose badge holds again', async () => {
    userHolds(target({ accountStatus: 'deactivated', ...badge(1) }));
    dynamo.on(UpdateCommand).resolves({ Attributes: target(badge(1)) });
    cognito.on(AdminEnableUserCommand).resolves({});
    expect(await setUserStatus(admin, 'user-1', 'active', NOW)).toMatchObject({
      accountStatus: 'active',
      certifiedBuyer: true,
    });
    expect(cognito).toHaveReceivedCommandTimes(AdminEnableUserCommand, 1);
  });

  it('refuses an admin deactivating themselves, and an unknown user', async () => {
    userHolds(target({ userId: 'admin-1' }));
    await expect(setUserStatus(admin, 'admin-1', 'deactivated', NOW)).rejects.toMatchObject({ status: 400 });
    userHolds();
    await expect(setUserStatus(admin, 'nobody', 'deactivated', NOW)).rejects.toMatchObject({ status: 404 });
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('setUserRoles', () => {
  it('refuses an admin removing their own admin role', async () => {
    userHolds(target({ userId: 'admin-1' }));
    await expect(setUserRoles(admin, 'admin-1', ['buyer'], NOW)).rejects.toMatchObject({ status: 400 });
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('setUserFirstRightOfRefusal', () => {
  it('sets the flag on the User item and puts the buyer in the first-refusal index', async () => {
    // Prepare
    userHolds(target());
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
    userHolds(target());
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
    userHolds();

    // Act
    const attempt = setUserFirstRightOfRefusal('nobody', true, NOW);

    // Assess
    await expect(attempt).rejects.toMatchObject({ status: 404 });
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });
});

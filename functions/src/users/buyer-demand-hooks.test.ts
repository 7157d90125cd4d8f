import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminListGroupsForUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { buyBoxSchema, buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import { syncBuyerDemand } from '../demand/buyer-demand';
import { courseKey } from '../db/entities/training-course.entity';
import { principalFromEvent } from '../lib/http/principal';
import { apiEvent, testClaims } from '../testing/api-event.fixtures';
import { applyRoles, newUserRecord, setBuyBox, setBuyerPreferences } from './users.service';
import { setUserStatus } from './user-admin.service';

jest.mock('../demand/buyer-demand');
jest.mock('../alerts/alert-index.service');

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const NOW = '2026-11-02T00:00:00.000Z';
const principal = principalFromEvent(apiEvent({ claims: testClaims({ 'cognito:groups': '[buyers]' }) }))!;
const admin = principalFromEvent(
  apiEvent({ claims: testClaims({ sub: 'admin-1', 'cognito:groups': '[admins]' }) }),
)!;
const stored = newUserRecord(principal, '2026-11-01T00:00:00.000Z');
const sync = jest.mocked(syncBuyerDemand);

/** The training course, which the admin's answer judges badges by. */
const courseHolds = () =>
  dynamo.on(GetCommand, { Key: courseKey() }).resolves({
    Item: { ...courseKey(), lessonOrder: [], version: 1, certificationValidFromVersion: 0, updatedAt: NOW },
  });

/** Whether the buyer's figures were synced after the User item was written. */
function expectSyncedAfterTheUserItem() {
  expect(sync).toHaveBeenCalledWith(stored.userId, NOW);
  expect(dynamo).toHaveReceivedCommand(UpdateCommand);
}

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  sync.mockReset();
  sync.mockResolvedValue({ userId: stored.userId, counted: {}, version: 1 });
  dynamo.on(GetCommand).resolves({ Item: stored });
  courseHolds();
  dynamo.on(UpdateCommand).callsFake(() => {
    // The sync must not have run before the User item it reads was written.
    expect(sync).not.toHaveBeenCalled();
    return { Attributes: stored };
  });
});

describe('every write that changes what a buyer is counted as syncs their ZIP figures (docs/demand.md)', () => {
  it('saving a buy box', async () => {
    await setBuyBox(principal, buyBoxSchema.parse({ type: 'cash', zipCodes: ['78701'] }), NOW);
    expectSyncedAfterTheUserItem();
  });

  it('saving buyer preferences', async () => {
    const preferences = buyerPreferencesSchema.parse({
      homeType: 'investment',
      propertyType: 'condo',
      state: 'TX',
      city: 'Austin',
    });
    await setBuyerPreferences(principal, preferences, NOW);
    expectSyncedAfterTheUserItem();
  });

  it('a role change', async () => {
    cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: 'buyers' }] });
    cognito.on(AdminAddUserToGroupCommand).resolves({});
    await applyRoles(stored.userId, ['buyer', 'owner'], NOW);
    expectSyncedAfterTheUserItem();
  });

  it('a deactivation, and a repeated one (which repairs what a failure left)', async () => {
    cognito.on(AdminDisableUserCommand).resolves({});
    cognito.on(AdminUserGlobalSignOutCommand).resolves({});
    await setUserStatus(admin, stored.userId, 'deactivated', NOW);
    expectSyncedAfterTheUserItem();

    sync.mockClear();
    dynamo.on(GetCommand).resolves({ Item: { ...stored, accountStatus: 'deactivated' } });
    courseHolds();
    await setUserStatus(admin, stored.userId, 'deactivated', NOW);
    expect(sync).toHaveBeenCalledWith(stored.userId, NOW);
  });

  it('answers the failure of the sync (500), after the User item is saved', async () => {
    sync.mockRejectedValue(new Error('throttled'));
    await expect(
      setBuyBox(principal, buyBoxSchema.parse({ type: 'cash', zipCodes: ['78701'] }), NOW),
    ).rejects.toThrow('throttled');
    expect(dynamo).toHaveReceivedCommand(UpdateCommand);
  });
});

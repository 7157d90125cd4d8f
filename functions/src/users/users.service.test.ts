import {
  AdminAddUserToGroupCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { principalFromEvent } from '../lib/http/principal';
import { apiEvent, testClaims } from '../testing/api-event.fixtures';
import { newUserRecord, updateMyRoles, updateProfile } from './users.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const NOW = '2026-11-02T00:00:00.000Z';
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
  dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
    Attributes: stored(),
    input,
  }));
});

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

  it('adds originator to the Cognito group by the user name (the sub) and saves both roles', async () => {
    // Prepare
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

  it('refuses to drop the last role with 400', async () => {
    // Prepare
    cognito.on(AdminListGroupsForUserCommand).resolves({ Groups: [{ GroupName: 'buyers' }] });

    // Act
    const attempt = updateMyRoles(principal(), { add: [], remove: ['buyer'] }, NOW);

    // Assess
    await expect(attempt).rejects.toMatchObject({ status: 400, message: 'At least one role must remain.' });
    expect(cognito).not.toHaveReceivedCommand(AdminRemoveUserFromGroupCommand);
  });

  it('answers the user unchanged for an empty change, without calling Cognito', async () => {
    // Act
    const user = await updateMyRoles(principal(), { add: [], remove: [] }, NOW);

    // Assess
    expect(user.userId).toBe('user-1');
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('updateProfile', () => {
  it('stores the phone in E.164 with the names, link and language', async () => {
    // Act
    await updateProfile(
      principal(),
      {
        firstName: 'Bea',
        lastName: 'Brown',
        phoneNumber: '5551234567',
        callBookingLink: 'https://cal.example.com/bea',
        languagePreference: 'es',
      },
      NOW,
    );

    // Assess
    const input = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(Object.values(input?.ExpressionAttributeValues ?? {})).toEqual(
      expect.arrayContaining(['Bea', 'Brown', '+15551234567', 'https://cal.example.com/bea', 'es']),
    );
    // The last name is searchable by admins: its index key is rewritten with it.
    expect(Object.values(input?.ExpressionAttributeValues ?? {})).toContain('brown#user-1');
  });
});

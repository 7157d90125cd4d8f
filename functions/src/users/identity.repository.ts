/**
 * The only module that changes users in the Cognito user pool. Every call names the user by the
 * pool's own user name, which is the `sub` (e-mail is only a sign-in alias), i.e. our userId.
 */
import {
  AdminAddUserToGroupCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/clients';
import { env } from '../lib/env';

const pool = () => env().USER_POOL_ID;

/** Every group the user is in. */
export async function listUserGroups(userId: string): Promise<string[]> {
  const groups: string[] = [];
  let nextToken: string | undefined;
  do {
    const answer = await cognito().send(
      new AdminListGroupsForUserCommand({ UserPoolId: pool(), Username: userId, NextToken: nextToken }),
    );
    groups.push(...(answer.Groups ?? []).flatMap((group) => (group.GroupName ? [group.GroupName] : [])));
    nextToken = answer.NextToken;
  } while (nextToken);
  return groups;
}

export async function addUserToGroup(userId: string, groupName: string): Promise<void> {
  await cognito().send(
    new AdminAddUserToGroupCommand({ UserPoolId: pool(), Username: userId, GroupName: groupName }),
  );
}

export async function removeUserFromGroup(userId: string, groupName: string): Promise<void> {
  await cognito().send(
    new AdminRemoveUserFromGroupCommand({ UserPoolId: pool(), Username: userId, GroupName: groupName }),
  );
}

/** Blocks sign-in and ends every session: disabled, then all refresh tokens revoked. */
export async function disableAndSignOut(userId: string): Promise<void> {
  await cognito().send(new AdminDisableUserCommand({ UserPoolId: pool(), Username: userId }));
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: pool(), Username: userId }));
}

export async function enableUser(userId: string): Promise<void> {
  await cognito().send(new AdminEnableUserCommand({ UserPoolId: pool(), Username: userId }));
}

/** Whether Cognito has TOTP (software token) enabled as a second factor for the user. */
export async function hasSoftwareTokenMfa(userId: string): Promise<boolean> {
  const answer = await cognito().send(new AdminGetUserCommand({ UserPoolId: pool(), Username: userId }));
  return (answer.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
}

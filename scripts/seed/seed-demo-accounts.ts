/**
 * Seeds the demo accounts into a Cognito user pool through the Cognito API: created confirmed,
 * with e-mail verified, names and phone, in their groups. Idempotent: an existing account keeps
 * its password (unless it was never set) and gets any missing attribute or group back.
 * Their DynamoDB items, with complete profiles, are written by seed-demo-profiles.ts.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  UserNotFoundException,
  type AttributeType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { localDemoDataTarget, seedDemoInvitations } from './seed-demo-invitations';

export interface SeedOutcome {
  email: string;
  /** The pool's user name, which is the `sub` and so the API's userId. */
  userId: string;
  outcome: 'created' | 'updated' | 'unchanged';
}

function attributesOf(demo: DemoAccount): AttributeType[] {
  return [
    { Name: 'email', Value: demo.email },
    { Name: 'email_verified', Value: 'true' },
    { Name: 'given_name', Value: demo.firstName },
    { Name: 'family_name', Value: demo.lastName },
    { Name: 'phone_number', Value: demo.phoneNumber },
  ];
}

async function seedAccount(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  demo: DemoAccount,
): Promise<SeedOutcome> {
  const wanted = attributesOf(demo);
  let outcome: SeedOutcome['outcome'] = 'unchanged';
  let status: string | undefined;
  // The pool's own user name (the sub, as e-mail is a sign-in alias). Every admin call below uses
  // it: cognito-local's AdminListGroupsForUser only matches the real user name, not the alias.
  let username = demo.email;
  try {
    const existing = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: userPoolId, Username: demo.email }),
    );
    status = existing.UserStatus;
    username = existing.Username ?? demo.email;
    const current = new Map(
      (existing.UserAttributes ?? []).map((attribute) => [attribute.Name, attribute.Value]),
    );
    const missing = wanted.filter((attribute) => current.get(attribute.Name) !== attribute.Value);
    if (missing.length > 0) {
      await cognito.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: userPoolId,
          Username: username,
          UserAttributes: wanted,
        }),
      );
      outcome = 'updated';
    }
  } catch (error) {
    if (!(error instanceof UserNotFoundException)) throw error;
    const created = await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: demo.email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: demo.password,
        UserAttributes: wanted,
      }),
    );
    outcome = 'created';
    username = created.User?.Username ?? demo.email;
  }
  if (outcome === 'created' || status === 'FORCE_CHANGE_PASSWORD') {
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: username,
        Password: demo.password,
        Permanent: true,
      }),
    );
    if (outcome === 'unchanged') outcome = 'updated';
  }
  const { Groups = [] } = await cognito.send(
    new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: username }),
  );
  const held = new Set(Groups.map((group) => group.GroupName));
  for (const groupName of demo.groups.filter((group) => !held.has(group))) {
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: username, GroupName: groupName }),
    );
    if (outcome === 'unchanged') outcome = 'updated';
  }
  return { email: demo.email, userId: username, outcome };
}

/** Seeds every demo account (in order, so logs read naturally). */
export async function seedDemoAccounts(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  accounts: readonly DemoAccount[] = DEMO_ACCOUNTS,
): Promise<SeedOutcome[]> {
  const outcomes: SeedOutcome[] = [];
  for (const demo of accounts) outcomes.push(await seedAccount(cognito, userPoolId, demo));
  // The demo invitations and waitlist need the demo admin (their inviter) and the local table.
  const demoData = accounts === DEMO_ACCOUNTS ? localDemoDataTarget() : null;
  if (demoData) await seedDemoInvitations(cognito, userPoolId, demoData);
  return outcomes;
}

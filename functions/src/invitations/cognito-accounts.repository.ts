/**
 * The only module of the invitations feature that talks to Cognito: creating the account a sign-up
 * asks for, and removing it again when the sign-up cannot be completed.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminSetUserPasswordCommand,
  InvalidPasswordException,
  UsernameExistsException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/clients';
import { env } from '../lib/env';
import { logger } from '../lib/logger';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** E.164. */
  phoneNumber: string | null;
  /** True for the address the invitation was sent to; any other is verified at /verify. */
  emailVerified: boolean;
  locale: string | null;
  group: string;
}

/** Why an account could not be created, in the terms the service answers with. */
export class AccountRefusedError extends Error {
  constructor(readonly reason: 'email-taken' | 'password-refused') {
    super(reason);
    this.name = 'AccountRefusedError';
  }
}

export interface CreatedAccount {
  /** The user's `sub`: the user id everywhere in Dealflow. */
  userId: string;
  /** The pool's own user name, for later admin calls. */
  username: string;
}

/**
 * Creates a confirmed account with its permanent password, in its group, with the e-mail verified
 * only when the sign-up proved it (otherwise the SPA confirms it at /verify). Throws AccountRefusedError for an address in use or a
 * password Cognito refuses. A user created half-way (password or group failed) is deleted again
 * before the error goes on, so a failed sign-up leaves no account behind.
 */
export async function createAccount(account: NewAccount): Promise<CreatedAccount> {
  const attributes: AttributeType[] = [
    { Name: 'email', Value: account.email },
    { Name: 'email_verified', Value: String(account.emailVerified) },
    { Name: 'given_name', Value: account.firstName },
    { Name: 'family_name', Value: account.lastName },
  ];
  if (account.phoneNumber) attributes.push({ Name: 'phone_number', Value: account.phoneNumber });
  if (account.locale) attributes.push({ Name: 'locale', Value: account.locale });

  let username: string;
  let sub: string | undefined;
  try {
    const { User } = await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: env().USER_POOL_ID,
        // The pool signs in by e-mail, so the e-mail is the name given; Cognito answers the sub as
        // the real user name, which every later admin call must use (cognito-local matches only it).
        Username: account.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: attributes,
      }),
    );
    username = User?.Username ?? account.email;
    sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  } catch (error) {
    if (error instanceof UsernameExistsException) throw new AccountRefusedError('email-taken');
    throw error;
  }

  try {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: env().USER_POOL_ID,
        Username: username,
        Password: account.password,
        Permanent: true,
      }),
    );
    await cognito().send(
      new AdminAddUserToGroupCommand({
        UserPoolId: env().USER_POOL_ID,
        Username: username,
        GroupName: account.group,
      }),
    );
  } catch (error) {
    await deleteAccount(username);
    if (error instanceof InvalidPasswordException) throw new AccountRefusedError('password-refused');
    throw error;
  }
  return { userId: sub ?? username, username };
}

/** Deletes an account (compensation for a sign-up that could not complete); a missing one is fine. */
export async function deleteAccount(username: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: env().USER_POOL_ID, Username: username }));
  } catch (error) {
    // Logged for operators: an orphan account blocks its address until removed by hand.
    logger.error('orphan Cognito user', { username, error: String(error) });
  }
}

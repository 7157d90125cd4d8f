/** Whether an address belongs to an account that may sign in, asked of Cognito (the authority on accounts). */
import { AdminGetUserCommand, UserNotFoundException } from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '../lib/clients';
import { env } from '../lib/env';

export interface CognitoAccount {
  /** The pool's user name (the `sub`), which is the API's user id. */
  userId: string;
  email: string;
}

/**
 * The account with that e-mail when it is enabled and confirmed; null otherwise. A user who has
 * not yet chosen a password (FORCE_CHANGE_PASSWORD) cannot take a link either, nor can one with
 * two-step sign-in on: a link would skip the second factor (docs/requirements.md#r6-7-mfa), so such
 * an account signs in with its password and code.
 */
export async function findActiveCognitoAccount(email: string): Promise<CognitoAccount | null> {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: env().USER_POOL_ID, Username: email }),
    );
    if (user.Enabled === false || user.UserStatus !== 'CONFIRMED') return null;
    if ((user.UserMFASettingList ?? []).length > 0) return null;
    const attribute = (name: string) => user.UserAttributes?.find((entry) => entry.Name === name)?.Value;
    return { userId: attribute('sub') ?? user.Username ?? '', email: attribute('email') ?? email };
  } catch (error) {
    if (error instanceof UserNotFoundException) return null;
    throw error;
  }
}

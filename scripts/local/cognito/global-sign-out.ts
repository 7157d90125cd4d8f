/**
 * GlobalSignOut for cognito-local, which lacks it: verifies the access token with the local key
 * and drops every refresh token of its user, so no session of that user can refresh any more.
 * (Access tokens already issued stay valid until they expire, as the local gateway keeps no
 * revocation list.)
 */
import { createLocalJWKSet, jwtVerify } from 'jose';
import { CognitoFrontError } from './cognito-front';
import type { CognitoLocal } from './cognito-service';
import { localJwks } from './local-signing-key';

export function createGlobalSignOut(cognito: CognitoLocal): (accessToken: string) => Promise<void> {
  const keys = createLocalJWKSet(localJwks());
  return async (accessToken) => {
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(accessToken, keys));
    } catch {
      throw new CognitoFrontError('NotAuthorizedException', 'Invalid Access Token');
    }
    if (
      claims.token_use !== 'access' ||
      typeof claims.client_id !== 'string' ||
      typeof claims.username !== 'string'
    ) {
      throw new CognitoFrontError('NotAuthorizedException', 'Invalid Access Token');
    }
    const { services, ctx } = cognito;
    const pool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
    const user = await pool.getUserByUsername(ctx, claims.username);
    if (!user) throw new CognitoFrontError('NotAuthorizedException', 'Invalid Access Token');
    await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
  };
}

/**
 * AdminUserGlobalSignOut for cognito-local, which lacks it (an admin deactivating a user calls it):
 * drops every refresh token of the user named by `Username` (user name, sub or alias) in the pool.
 */
export function createAdminUserGlobalSignOut(
  cognito: CognitoLocal,
): (userPoolId: string, username: string) => Promise<void> {
  return async (userPoolId, username) => {
    const { services, ctx } = cognito;
    const pool = await services.cognito.getUserPool(ctx, userPoolId);
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) throw new CognitoFrontError('UserNotFoundException', 'User does not exist.');
    await pool.saveUser(ctx, { ...user, RefreshTokens: [] });
  };
}

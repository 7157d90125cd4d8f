/**
 * The local user pool: a fixed, production-shaped pool id, one app client without a secret, and
 * the role groups. Idempotent: on a restart the persisted pool, client and groups are reused.
 */
import { GROUP_FOR_ROLE } from '#shared/users/roles';
import {
  ACCESS_TOKEN_VALIDITY_MINUTES,
  ID_TOKEN_VALIDITY_MINUTES,
  REFRESH_TOKEN_VALIDITY_DAYS,
} from '#shared/users/token-lifetimes';
import type { CognitoLocal } from './cognito-service';

export interface UserPoolSettings {
  /** `region_id`, chosen by us so it never changes (cognito-local's API would make `local_xxxx`). */
  userPoolId: string;
  poolName: string;
  clientName: string;
  region: string;
}

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** The groups every pool has, one per role (docs/requirements.md#e1-1). */
export const POOL_GROUPS: readonly string[] = Object.values(GROUP_FOR_ROLE);

/** The token lifetimes the deployed app client has (infra/constructs/auth.ts reads the same constants). */
export const CLIENT_TOKEN_VALIDITY = {
  IdTokenValidity: ID_TOKEN_VALIDITY_MINUTES,
  AccessTokenValidity: ACCESS_TOKEN_VALIDITY_MINUTES,
  RefreshTokenValidity: REFRESH_TOKEN_VALIDITY_DAYS,
  TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
} as const;

export async function ensureUserPool(
  cognito: CognitoLocal,
  settings: UserPoolSettings,
): Promise<UserPoolIds> {
  const { services, ctx } = cognito;
  const pools = await services.cognito.listUserPools(ctx);
  if (!pools.some((pool) => pool.Id === settings.userPoolId)) {
    const now = services.clock.get();
    await services.cognito.createUserPool(ctx, {
      Id: settings.userPoolId,
      Name: settings.poolName,
      Arn: `arn:aws:cognito-idp:${settings.region}:000000000000:userpool/${settings.userPoolId}`,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      // As deployed: TOTP is optional (docs/requirements.md#r6-7-mfa).
      MfaConfiguration: 'OPTIONAL',
      CreationDate: now,
      LastModifiedDate: now,
    });
  }

  const userPool = await services.cognito.getUserPool(ctx, settings.userPoolId);
  // A pool persisted before TOTP was offered turns it on, so an enrolled user is asked for a code.
  if (userPool.options.MfaConfiguration !== 'OPTIONAL') {
    await userPool.updateOptions(ctx, { ...userPool.options, MfaConfiguration: 'OPTIONAL' });
  }

  const clients = await services.cognito.listAppClients(ctx, settings.userPoolId);
  let clientId = clients.find((client) => client.ClientName === settings.clientName)?.ClientId;
  if (!clientId) {
    const created = await cognito.call<{ UserPoolClient: { ClientId: string } }>('CreateUserPoolClient', {
      UserPoolId: settings.userPoolId,
      ClientName: settings.clientName,
      GenerateSecret: false,
      ExplicitAuthFlows: [
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_USER_SRP_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
        // Sign-in by e-mail link (served by the front's custom auth, custom-auth.ts).
        'ALLOW_CUSTOM_AUTH',
      ],
      ...CLIENT_TOKEN_VALIDITY,
      EnableTokenRevocation: true,
    });
    clientId = created.UserPoolClient.ClientId;
  } else {
    // A pool kept in .local/ from before a lifetime changed gets the current ones (the rest stays).
    await cognito.call('UpdateUserPoolClient', {
      UserPoolId: settings.userPoolId,
      ClientId: clientId,
      ...CLIENT_TOKEN_VALIDITY,
    });
  }

  const pool = await services.cognito.getUserPool(ctx, settings.userPoolId);
  const existing = new Set((await pool.listGroups(ctx)).map((group) => group.GroupName));
  for (const groupName of POOL_GROUPS) {
    if (!existing.has(groupName)) {
      await cognito.call('CreateGroup', { UserPoolId: settings.userPoolId, GroupName: groupName });
    }
  }
  return { userPoolId: settings.userPoolId, userPoolClientId: clientId };
}

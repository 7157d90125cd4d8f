/**
 * Turns TOTP on for a local user with a secret chosen by the caller (the demo admin's is
 * published, as its password is), storing it where cognito-local's AssociateSoftwareToken and
 * VerifySoftwareToken do. Cognito itself always generates the secret; only the local seed uses this.
 */
import type { CognitoLocal } from './cognito-service';

export async function enrolSoftwareToken(
  cognito: CognitoLocal,
  userPoolId: string,
  username: string,
  secret: string,
): Promise<void> {
  const { services, ctx } = cognito;
  const pool = await services.cognito.getUserPool(ctx, userPoolId);
  const user = await pool.getUserByUsername(ctx, username);
  if (!user) throw new Error(`No local user ${username} to enrol in TOTP`);
  await pool.saveUser(ctx, {
    ...user,
    SoftwareTokenMfaConfiguration: { Secret: secret, Verified: true },
    UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
  });
}

/** Enrols each demo account the seed just created that has a TOTP secret (a later start leaves it be). */
export async function enrolDemoTotp(
  cognito: CognitoLocal,
  userPoolId: string,
  seeded: readonly { email: string; userId: string; outcome: string }[],
  accounts: readonly { email: string; totpSecret: string | null }[],
): Promise<void> {
  for (const outcome of seeded) {
    const secret = accounts.find((account) => account.email === outcome.email)?.totpSecret;
    if (secret && outcome.outcome === 'created') {
      await enrolSoftwareToken(cognito, userPoolId, outcome.userId, secret);
    }
  }
}

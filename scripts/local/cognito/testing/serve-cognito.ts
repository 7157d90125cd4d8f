/**
 * Test fixture: cognito-local and its front on ephemeral ports in a temporary folder, seeded with
 * the demo accounts. Prints one JSON line `{ url, userPoolId, userPoolClientId }` when ready and
 * stops on SIGTERM. It runs in its own process (under tsx) because cognito-local pulls in ESM-only
 * packages that Jest would have to transform.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts';
import { seedDemoAccounts } from '../../../seed/seed-demo-accounts';
import { closeServer, listen } from '../../http/server-utils';
import { handler as createAuthChallenge } from '#functions/auth-challenge/triggers/create-auth-challenge';
import { handler as customMessage } from '#functions/auth-challenge/triggers/custom-message';
import { handler as defineAuthChallenge } from '#functions/auth-challenge/triggers/define-auth-challenge';
import { createCognitoFront } from '../cognito-front';
import { createCustomAuth } from '../custom-auth';
import { enrolDemoTotp } from '../enrol-totp';
import { createMfaSignIn } from '../mfa-sign-in';
import { startCognitoLocal } from '../cognito-service';
import { createGlobalSignOut } from '../global-sign-out';
import { ensureUserPool } from '../user-pool';

export const FIXTURE_ISSUER_DOMAIN = 'https://cognito-idp.us-east-2.amazonaws.com';
export const FIXTURE_POOL_ID = 'us-east-2_FixturePool';
export const FIXTURE_SPA_ORIGIN = 'http://localhost:5173';
/** The one answer the fixture's verify step accepts (the real one needs DynamoDB; its unit tests cover it). */
export const FIXTURE_CHALLENGE_ANSWER = 'let-me-in';

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cognito-fixture-'));
  // The custom-message trigger links to the site.
  process.env.SITE_URL ??= FIXTURE_SPA_ORIGIN;
  const cognito = await startCognitoLocal({
    dataDir,
    issuerDomain: FIXTURE_ISSUER_DOMAIN,
    customMessage,
    messageSender: {
      // One JSON line per e-mail on stderr, for the tests that read messages.
      sendEmail: async (_ctx, _user, destination, message) =>
        console.error(`email ${JSON.stringify({ destination, ...message })}`),
      sendSms: async (_ctx, _user, destination, message) =>
        console.error(`sms ${destination} ${message.__code}`),
    },
  });
  const pool = await ensureUserPool(cognito, {
    userPoolId: FIXTURE_POOL_ID,
    poolName: 'fixture',
    clientName: 'web',
    region: 'us-east-2',
  });
  let url = '';
  const front = createCognitoFront({
    backendUrl: cognito.url,
    allowedOrigins: [FIXTURE_SPA_ORIGIN],
    issuerDomain: FIXTURE_ISSUER_DOMAIN,
    publicUrl: () => url,
    globalSignOut: createGlobalSignOut(cognito),
    mfaSignIn: createMfaSignIn(cognito),
    customAuth: createCustomAuth(cognito, {
      defineAuthChallenge,
      createAuthChallenge,
      verifyAuthChallengeResponse: async (event) => {
        event.response.answerCorrect =
          event.request.challengeAnswer === FIXTURE_CHALLENGE_ANSWER &&
          event.request.privateChallengeParameters.email === event.request.userAttributes.email;
        return event;
      },
    }),
  });
  url = `http://127.0.0.1:${await listen(front, 0, '127.0.0.1', 'Cognito')}`;
  const client = new CognitoIdentityProviderClient({
    endpoint: url,
    region: 'us-east-2',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await enrolDemoTotp(
    cognito,
    pool.userPoolId,
    await seedDemoAccounts(client, pool.userPoolId),
    DEMO_ACCOUNTS,
  );
  // Setting the pool up twice must reuse it: answer what the second run saw.
  const again = await ensureUserPool(cognito, {
    userPoolId: FIXTURE_POOL_ID,
    poolName: 'fixture',
    clientName: 'web',
    region: 'us-east-2',
  });
  const groups = (
    await (await cognito.services.cognito.getUserPool(cognito.ctx, pool.userPoolId)).listGroups(cognito.ctx)
  ).map((group) => group.GroupName);
  console.log(JSON.stringify({ url, ...pool, again, groups }));

  process.on('SIGTERM', () => {
    client.destroy();
    void closeServer(front)
      .then(() => cognito.stop())
      .finally(() => {
        rmSync(dataDir, { recursive: true, force: true });
        process.exit(0);
      });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

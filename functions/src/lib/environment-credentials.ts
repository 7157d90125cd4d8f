/**
 * The AWS SDK's credential chain as the deployed bundles have it: the credentials Lambda puts in the
 * function's environment, and nothing else. The bundler puts this module in place of
 * `@aws-sdk/credential-provider-node` (infra/config/lambda-bundling.ts), whose default chain also
 * carries the profile, SSO, process, web-identity, container and instance-metadata providers and the
 * STS/SSO clients they use (about 90 KB of every bundle) that a Lambda function never reaches: its
 * environment always holds the role's credentials, which the default chain would take first.
 * Only the bundles use it; the local stack and the tests run the SDK's own chain from TypeScript.
 * See docs/decisions/lambda-bundles.md.
 */

/** The credentials the SDK signs with, as Lambda's environment gives them. */
export interface EnvironmentCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

/** The variables Lambda sets from the function's role (the names the SDK's env provider reads). */
const VARIABLES = {
  accessKeyId: 'AWS_ACCESS_KEY_ID',
  secretAccessKey: 'AWS_SECRET_ACCESS_KEY',
  sessionToken: 'AWS_SESSION_TOKEN',
  expiration: 'AWS_CREDENTIAL_EXPIRATION',
} as const;

/** Reads the credentials from the environment at each call, as the SDK's env provider does. */
export async function credentialsFromEnvironment(): Promise<EnvironmentCredentials> {
  const accessKeyId = process.env[VARIABLES.accessKeyId];
  const secretAccessKey = process.env[VARIABLES.secretAccessKey];
  if (!accessKeyId || !secretAccessKey) {
    throw new Error(
      `No AWS credentials: ${VARIABLES.accessKeyId} and ${VARIABLES.secretAccessKey} must be set (Lambda sets them from the function's role).`,
    );
  }
  const sessionToken = process.env[VARIABLES.sessionToken];
  const expiration = process.env[VARIABLES.expiration];
  return {
    accessKeyId,
    secretAccessKey,
    ...(sessionToken && { sessionToken }),
    ...(expiration && { expiration: new Date(expiration) }),
  };
}

/**
 * Stands in for `@aws-sdk/credential-provider-node`'s `defaultProvider` (the one name the clients'
 * runtime configuration imports from it): the provider the clients call when none is given.
 */
export const defaultProvider = (): (() => Promise<EnvironmentCredentials>) => credentialsFromEnvironment;

/**
 * The environment the handlers run with locally: the variables functions/src/lib/env.ts parses
 * (what infra sets on each Lambda) plus the AWS SDK's own endpoint variables, so every SDK client
 * reaches a local stand-in without any handler knowing.
 */
import { functionEnvironmentSchema } from '#functions/lib/env';
import { LOCAL_S3_KEY_PAIR } from './s3/key-pair';
import { LOCAL_CONFIGURATION_SET, LOCAL_ORIGINATION_NUMBER } from './sms/sms-service';
import { publicUrl, webOrigin, type StackSettings } from './settings';

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/**
 * `AWS_ENDPOINT_URL_<SERVICE ID>`: the SDK upper-cases the client's service id and joins words
 * with `_` ("SESv2" → SESV2, "Cognito Identity Provider" → COGNITO_IDENTITY_PROVIDER, "Pinpoint SMS Voice V2" →
 * PINPOINT_SMS_VOICE_V2).
 */
export function sdkEndpointVariables(settings: StackSettings): Record<string, string> {
  return {
    AWS_ENDPOINT_URL_DYNAMODB: publicUrl(settings, 'dynamodb'),
    AWS_ENDPOINT_URL_S3: publicUrl(settings, 's3'),
    AWS_ENDPOINT_URL_SESV2: publicUrl(settings, 'ses'),
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: publicUrl(settings, 'cognito'),
    AWS_ENDPOINT_URL_SQS: publicUrl(settings, 'sqs'),
    AWS_ENDPOINT_URL_PINPOINT_SMS_VOICE_V2: publicUrl(settings, 'sms'),
  };
}

export function functionEnvironment(settings: StackSettings, pool: PoolIds): Record<string, string> {
  const variables = {
    STAGE: settings.stage,
    AWS_REGION: settings.region,
    AWS_DEFAULT_REGION: settings.region,
    TABLE_NAME: settings.tableName,
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.userPoolClientId,
    UPLOADS_BUCKET: settings.uploadsBucket,
    EMAIL_FROM: settings.emailFrom,
    // Texts go to the local text store from its number (docs/local-stack.md "Texts").
    SMS_ORIGINATION_IDENTITY: LOCAL_ORIGINATION_NUMBER,
    SMS_CONFIGURATION_SET: LOCAL_CONFIGURATION_SET,
    ASSETS_BASE_URL: settings.assetsBaseUrl,
    SITE_URL: webOrigin(settings),
    // Overridable so a test can fill the waitlist without thousands of requests.
    WAITLIST_CAPACITY: process.env.DEALFLOW_WAITLIST_CAPACITY ?? '1000',
    // Overridable so the test suites, which list many deals as one demo seller, stay within them.
    LISTINGS_PER_SELLER_PER_HOUR: process.env.DEALFLOW_LISTINGS_PER_SELLER_PER_HOUR ?? '10',
    REALTIME_ALERTS_PER_BUYER_PER_HOUR: process.env.DEALFLOW_REALTIME_ALERTS_PER_BUYER_PER_HOUR ?? '10',
    S3_FORCE_PATH_STYLE: 'true',
    // Local only: webhooks may go to the tests' receivers on loopback over http (docs/webhooks.md).
    WEBHOOK_ALLOW_LOOPBACK_RECEIVER: 'true',
    ...sdkEndpointVariables(settings),
    // The local S3's key pair (its upload gate checks policy signatures with it); no real account
    // is ever reachable.
    AWS_ACCESS_KEY_ID: LOCAL_S3_KEY_PAIR.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_S3_KEY_PAIR.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  // Fail at start, not on the first request, if the handlers' own schema would refuse this.
  functionEnvironmentSchema.parse(variables);
  return variables;
}

/** Puts the function environment into this process (where the handlers run). */
export function applyFunctionEnvironment(variables: Record<string, string>): void {
  // Real credentials or profiles must never mix with the local ones.
  for (const name of ['AWS_SESSION_TOKEN', 'AWS_PROFILE', 'AWS_ENDPOINT_URL']) delete process.env[name];
  Object.assign(process.env, variables);
}

/**
 * The variables a command run by with-stack receives, so tests find every part of the stack
 * (and any AWS SDK client they create reaches the local stand-ins, never AWS).
 */
import { functionEnvironment } from './function-environment';
import type { RunningStack } from './stack';

export function testEnvironment(stack: RunningStack): Record<string, string> {
  const { urls, pool, settings } = stack;
  return {
    ...functionEnvironment(settings, pool),
    DEALFLOW_URL: urls.web,
    DEALFLOW_GATEWAY_URL: urls.gateway,
    DEALFLOW_COGNITO_URL: urls.cognito,
    DEALFLOW_DYNAMODB_URL: urls.dynamodb,
    DEALFLOW_S3_URL: urls.s3,
    DEALFLOW_SES_URL: urls.ses,
    DEALFLOW_SQS_URL: urls.sqs,
    DEALFLOW_SMS_URL: urls.sms,
    DEALFLOW_REGION: settings.region,
    DEALFLOW_USER_POOL_ID: pool.userPoolId,
    DEALFLOW_USER_POOL_CLIENT_ID: pool.userPoolClientId,
    DEALFLOW_TOKEN_ISSUER: `${settings.issuerDomain}/${pool.userPoolId}`,
    DEALFLOW_TABLE_NAME: settings.tableName,
    DEALFLOW_UPLOADS_BUCKET: settings.uploadsBucket,
    // Lets the feedback API tests sign an already expired challenge (the API only issues fresh ones).
    DEALFLOW_FEEDBACK_CHALLENGE_SECRET: stack.feedbackChallengeSecret,
    // Lets the training API tests check a credential's proof against this stack's key.
    DEALFLOW_TRAINING_BADGE_SECRET: stack.trainingBadgeSecret,
  };
}

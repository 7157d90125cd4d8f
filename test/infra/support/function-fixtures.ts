/**
 * What the construct tests of Dealflow functions (routes, queue consumers, scheduled jobs) build
 * them in: a bare stack with every resource a grant may name, the function environment, and the
 * IAM statements the function's policies end up with.
 */
import { App, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { RouteFunctionEnvironment, RouteResources } from '../../../infra/constructs/route-function';

export type PolicyStatement = { Action: string | string[]; Resource: unknown };

/** An app that skips bundling, and a stack in the product's region. */
export function testStack(): Stack {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  return new Stack(app, 'Test', { env: { region: 'us-east-2' } });
}

/**
 * Every resource a grant may name: a table with an index, the uploads bucket, SES, the pool, queues
 * and the feedback challenge key.
 */
export function testResources(stack: Stack): RouteResources {
  const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
  table.addGlobalSecondaryIndex({
    indexName: 'gsi1',
    partitionKey: { name: 'g', type: AttributeType.STRING },
  });
  return {
    table,
    uploadsBucket: new Bucket(stack, 'Uploads'),
    emailIdentity: new EmailIdentity(stack, 'Sender', { identity: Identity.email('no-reply@example.com') }),
    userPool: new UserPool(stack, 'Pool'),
    queues: {
      notifications: new Queue(stack, 'Notifications'),
      webhooks: new Queue(stack, 'Webhooks'),
      alerts: new Queue(stack, 'Alerts'),
    },
    feedbackChallengeSecret: new Secret(stack, 'FeedbackChallenge'),
    trainingBadgeSecret: new Secret(stack, 'TrainingBadge'),
  };
}

/** The environment every function gets, with placeholder values. */
export const TEST_FUNCTION_ENVIRONMENT: RouteFunctionEnvironment = {
  STAGE: 'test',
  TABLE_NAME: 't',
  USER_POOL_ID: 'p',
  USER_POOL_CLIENT_ID: 'c',
  UPLOADS_BUCKET: 'b',
  EMAIL_FROM: 'no-reply@example.com',
  SITE_URL: 'https://site.example.com',
  ASSETS_BASE_URL: '/assets',
};

/** The statements of every IAM policy in the template, and their actions. */
export function policyStatements(template: Template): { statements: PolicyStatement[]; actions: string[] } {
  const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
    (policy) =>
      (policy as { Properties: { PolicyDocument: { Statement: PolicyStatement[] } } }).Properties
        .PolicyDocument.Statement,
  );
  return { statements, actions: statements.flatMap((statement) => [statement.Action].flat()) };
}

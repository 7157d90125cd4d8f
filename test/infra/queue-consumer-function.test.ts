/**
 * QueueConsumerFunction: a queue's consumer Lambda is built like a route's, is driven by its queue
 * with ReportBatchItemFailures, gets exactly the grants it lists, and leaves cdk-nag nothing to say.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { RouteGrant } from '../../shared/src/api/route';
import { QueueConsumerFunction } from '../../infra/constructs/queue-consumer-function';
import type { RouteResources } from '../../infra/constructs/route-function';

type Statement = { Action: string | string[]; Resource: unknown };

function build(grants: RouteGrant[]) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'Test', { env: { region: 'us-east-2' } });
  const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
  table.addGlobalSecondaryIndex({
    indexName: 'gsi1',
    partitionKey: { name: 'g', type: AttributeType.STRING },
  });
  const queue = new Queue(stack, 'Work');
  // Other helpers may add queues to the resources: any queue stands in for them here.
  const resources = {
    table,
    uploadsBucket: new Bucket(stack, 'Uploads'),
    emailIdentity: new EmailIdentity(stack, 'Sender', { identity: Identity.email('no-reply@example.com') }),
    userPool: new UserPool(stack, 'Pool'),
    notificationsQueue: queue,
  } as unknown as RouteResources;
  const consumer = new QueueConsumerFunction(stack, 'Consumer', {
    queue,
    handler: 'notifications/handlers/notifications-consumer',
    description: 'Test consumer',
    grants,
    environment: {
      STAGE: 'test',
      TABLE_NAME: 't',
      USER_POOL_ID: 'p',
      USER_POOL_CLIENT_ID: 'c',
      UPLOADS_BUCKET: 'b',
      EMAIL_FROM: 'no-reply@example.com',
      SITE_URL: 'https://site.example.com',
      ASSETS_BASE_URL: '/assets',
    },
    resources,
    logRetention: RetentionDays.ONE_WEEK,
  });
  const template = Template.fromStack(stack);
  const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
    (policy) =>
      (policy as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties.PolicyDocument
        .Statement,
  );
  return { consumer, template, actions: statements.flatMap((statement) => [statement.Action].flat()) };
}

describe('QueueConsumerFunction', () => {
  it('is driven by its queue in batches, reporting failed messages one by one', () => {
    // Act
    const { template } = build([]);

    // Assess
    expect(Object.values(template.findResources('AWS::Lambda::EventSourceMapping'))).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({
          BatchSize: 10,
          FunctionResponseTypes: ['ReportBatchItemFailures'],
        }),
      }),
    ]);
    expect(Object.values(template.findResources('AWS::Lambda::Function'))).toContainEqual(
      expect.objectContaining({
        Properties: expect.objectContaining({
          Architectures: ['arm64'],
          TracingConfig: { Mode: 'Active' },
          Timeout: 30,
        }),
      }),
    );
  });

  it('may receive and delete its messages, and do only what its grants list', () => {
    // Act
    const { actions } = build(['table:read', 'table:write', 'email:send']);

    // Assess
    expect(actions).toEqual(
      expect.arrayContaining([
        'sqs:ReceiveMessage',
        'sqs:DeleteMessage',
        'dynamodb:PutItem',
        'ses:SendEmail',
      ]),
    );
    expect(actions).not.toContain('sqs:SendMessage');
    expect(actions).not.toContain('s3:PutObject');
  });

  it('leaves no unacknowledged cdk-nag finding', () => {
    // Prepare
    const { consumer } = build(['table:read', 'table:write', 'email:send']);

    // Act
    const result = new AwsSolutionsChecks().validateScope(consumer);

    // Assess
    expect(result.violations.map((violation) => violation.ruleName)).toEqual([]);
  });
});

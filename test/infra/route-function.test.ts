/**
 * RouteFunction turns each grant a route declares into exactly one least-privilege permission, and
 * acknowledges exactly the cdk-nag findings those grants cause.
 */
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { UserPool } from 'aws-cdk-lib/aws-cognito';
import { AttributeType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { z } from 'zod';
import type { RouteDefinition, RouteGrant } from '../../shared/src/api/route';
import { RouteFunction, USER_ADMIN_ACTIONS } from '../../infra/constructs/route-function';

type Statement = { Action: string | string[]; Resource: unknown };

/** A route on an existing handler module, with the grants under test. */
function fakeRoute(id: string, grants: RouteGrant[]): RouteDefinition {
  return {
    id,
    method: 'POST',
    path: `/api/test/${id}`,
    auth: 'signed-in',
    handler: 'health/handlers/get-health',
    summary: 'Test route',
    tag: 'test',
    request: {},
    response: z.object({}),
    successStatus: 200,
    grants,
  };
}

function build(grants: RouteGrant[]) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new Stack(app, 'Test', { env: { region: 'us-east-2' } });
  const table = new Table(stack, 'Table', { partitionKey: { name: 'pk', type: AttributeType.STRING } });
  table.addGlobalSecondaryIndex({
    indexName: 'gsi1',
    partitionKey: { name: 'g', type: AttributeType.STRING },
  });
  const resources = {
    table,
    uploadsBucket: new Bucket(stack, 'Uploads'),
    emailIdentity: new EmailIdentity(stack, 'Sender', { identity: Identity.email('no-reply@example.com') }),
    userPool: new UserPool(stack, 'Pool'),
    notificationsQueue: new Queue(stack, 'Notifications'),
    webhookQueue: new Queue(stack, 'Webhooks'),
    alertsQueue: new Queue(stack, 'Alerts'),
  };
  const routeFunction = new RouteFunction(stack, 'Route', {
    route: fakeRoute('testRoute', grants),
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
  const actions = statements.flatMap((statement) => [statement.Action].flat());
  return { routeFunction, stack, statements, actions };
}

describe('RouteFunction', () => {
  it('grants only log writing and tracing to a route without grants', () => {
    // Act
    const { actions } = build([]);

    // Assess
    expect(actions.sort()).toEqual(
      [
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ].sort(),
    );
  });

  it('maps each grant to its one permission', () => {
    // Act
    const { actions } = build([
      'table:read',
      'table:write',
      'uploads:read',
      'uploads:write',
      'email:send',
      'users:admin',
    ]);

    // Assess
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:PutItem']),
    );
    expect(actions).toEqual(
      expect.arrayContaining(['s3:GetObject', 's3:PutObject', 'ses:SendEmail', ...USER_ADMIN_ACTIONS]),
    );
    expect(actions).not.toContain('dynamodb:DeleteTable');
    expect(actions).not.toContain('s3:DeleteObject');
    expect(actions).not.toContain('ses:SendRawEmail');
    expect(actions).not.toContain('cognito-idp:AdminDeleteUser');
    expect(actions.filter((action) => action.includes('*'))).toEqual([]);
  });

  it('sends to the notifications queue and cannot read from it with queue:notifications:send', () => {
    // Act
    const { actions, statements } = build(['queue:notifications:send']);

    // Assess
    expect(actions).toContain('sqs:SendMessage');
    expect(actions).not.toContain('sqs:ReceiveMessage');
    expect(actions).not.toContain('sqs:DeleteMessage');
    const send = statements.find((statement) => [statement.Action].flat().includes('sqs:SendMessage'));
    expect(JSON.stringify(send?.Resource)).toContain('Notifications');
  });

  it('sends to the webhook queue, and is told its URL, with queue:webhooks:send', () => {
    // Act
    const { actions, statements, stack } = build(['queue:webhooks:send']);

    // Assess
    expect(actions).toContain('sqs:SendMessage');
    expect(actions).not.toContain('sqs:ReceiveMessage');
    const send = statements.find((statement) => [statement.Action].flat().includes('sqs:SendMessage'));
    expect(JSON.stringify(send?.Resource)).toContain('Webhooks');
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ WEBHOOK_QUEUE_URL: Match.anyValue() }) },
    });
  });

  it('sends to the alerts queue, and is told its URL, with queue:alerts:send', () => {
    // Act
    const { actions, statements, stack } = build(['queue:alerts:send']);

    // Assess
    expect(actions).toContain('sqs:SendMessage');
    expect(actions).not.toContain('sqs:ReceiveMessage');
    const send = statements.find((statement) => [statement.Action].flat().includes('sqs:SendMessage'));
    expect(JSON.stringify(send?.Resource)).toContain('Alerts');
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ ALERTS_QUEUE_URL: Match.anyValue() }) },
    });
  });

  it('reads the table but cannot write it with table:read alone', () => {
    // Act
    const { actions } = build(['table:read']);

    // Assess
    expect(actions).toContain('dynamodb:Query');
    expect(actions).not.toContain('dynamodb:PutItem');
    expect(actions).not.toContain('dynamodb:UpdateItem');
  });

  it('leaves no unacknowledged cdk-nag finding on the function, whatever its grants', () => {
    // Prepare
    const { routeFunction } = build([
      'table:read',
      'table:write',
      'uploads:read',
      'uploads:write',
      'email:send',
      'users:admin',
    ]);

    // Act
    const result = new AwsSolutionsChecks().validateScope(routeFunction);

    // Assess
    expect(result.violations.map((violation) => violation.ruleName)).toEqual([]);
  });
});

/**
 * RouteFunction turns each grant a route declares into exactly one least-privilege permission, and
 * acknowledges exactly the cdk-nag findings those grants cause.
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks } from 'cdk-nag';
import * as z from 'zod';
import type { RouteDefinition, RouteGrant } from '#shared/api/route';
import { RouteFunction, USER_ADMIN_ACTIONS } from '../../infra/constructs/route-function';
import {
  policyStatements,
  TEST_FUNCTION_ENVIRONMENT,
  testResources,
  testStack,
} from './support/function-fixtures';

/** A route on an existing handler module, with the grants under test. */
function fakeRoute(id: string, grants: RouteGrant[]): RouteDefinition {
  return {
    id,
    method: 'POST',
    path: `/api/test/${id}`,
    auth: 'signed-in',
    handler: 'system/handlers/get-health',
    summary: 'Test route',
    tag: 'test',
    request: {},
    response: z.object({}),
    successStatus: 200,
    grants,
  };
}

function build(grants: RouteGrant[]) {
  const stack = testStack();
  const routeFunction = new RouteFunction(stack, 'Route', {
    route: fakeRoute('testRoute', grants),
    environment: TEST_FUNCTION_ENVIRONMENT,
    resources: testResources(stack),
    logRetention: RetentionDays.ONE_WEEK,
  });
  const { statements, actions } = policyStatements(Template.fromStack(stack));
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
      'uploads:check',
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
    expect(actions).not.toContain('s3:DeleteBucket');
    expect(actions).not.toContain('ses:SendRawEmail');
    expect(actions).not.toContain('cognito-idp:AdminDeleteUser');
    expect(actions.filter((action) => action.includes('*'))).toEqual([]);
  });

  it('lets uploads:write only put objects, and uploads:check read, put and delete them', () => {
    const s3Actions = (grants: RouteGrant[]) =>
      build(grants).actions.filter((action) => action.startsWith('s3:'));
    expect(s3Actions(['uploads:write'])).toEqual(['s3:PutObject']);
    expect(s3Actions(['uploads:check'])).toEqual(['s3:GetObject', 's3:PutObject', 's3:DeleteObject']);
  });

  /** The S3 access a set of grants gives, as `<action> <key pattern>` (the bucket is the one uploads bucket). */
  function s3Access(grants: RouteGrant[]): string[] {
    return build(grants)
      .statements.flatMap((statement) =>
        [statement.Action].flat().flatMap((action) =>
          [statement.Resource].flat().map((resource) => {
            const parts = (resource as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join']?.[1] ?? [];
            return `${action} ${String(parts.at(-1)).replace(/^\//, '')}`;
          }),
        ),
      )
      .filter((access) => access.startsWith('s3:'))
      .sort();
  }

  it.each<[RouteGrant, string[]]>([
    [
      'uploads:write',
      [
        's3:PutObject deal-photos/*',
        's3:PutObject users/*/company-logo/*',
        's3:PutObject users/*/profile-picture/*',
      ],
    ],
    [
      'uploads:check',
      ['s3:DeleteObject', 's3:GetObject', 's3:PutObject'].flatMap((action) =>
        ['deal-photos/*', 'users/*/company-logo/*', 'users/*/profile-picture/*'].map(
          (pattern) => `${action} ${pattern}`,
        ),
      ),
    ],
    ['feedback:screenshots:write', ['s3:PutObject private/feedback-uploads/*']],
    [
      'feedback:screenshots:check',
      [
        's3:DeleteObject private/feedback-uploads/*',
        's3:DeleteObject private/feedback/*',
        's3:GetObject private/feedback-uploads/*',
        's3:GetObject private/feedback/*',
        's3:PutObject private/feedback-uploads/*',
        's3:PutObject private/feedback/*',
      ],
    ],
    ['feedback:screenshots:read', ['s3:GetObject private/feedback/*']],
    ['feedback:screenshots:delete', ['s3:DeleteObject private/feedback/*']],
  ])('gives %s exactly its actions on its own keys of the uploads bucket', (grant, expected) => {
    expect(s3Access([grant])).toEqual(expected);
  });

  it('gives feedback:challenge the challenge key as a deploy-time reference, and no other function it', () => {
    // Act
    const granted = build(['feedback:challenge']);
    const other = build(['table:read', 'feedback:screenshots:check']);

    // Assess
    const variables = (stack: typeof granted.stack) =>
      (
        Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'))[0] as {
          Properties: { Environment: { Variables: Record<string, unknown> } };
        }
      ).Properties.Environment.Variables;
    const secret = JSON.stringify(variables(granted.stack)['FEEDBACK_CHALLENGE_SECRET']);
    expect(secret).toContain('{{resolve:secretsmanager:');
    expect(secret).toContain('FeedbackChallenge');
    expect(variables(other.stack)['FEEDBACK_CHALLENGE_SECRET']).toBeUndefined();
    // The value comes with the deploy: the function never reads Secrets Manager itself.
    expect(granted.actions.filter((action) => action.startsWith('secretsmanager:'))).toEqual([]);
    expect(granted.actions.filter((action) => action.startsWith('s3:'))).toEqual([]);
  });

  it('gives training:badge-sign the signing seed as a deploy-time reference, and no other function it', () => {
    // Act
    const granted = build(['training:badge-sign']);
    const other = build(['table:read', 'feedback:challenge']);

    // Assess
    const variables = (stack: typeof granted.stack) =>
      (
        Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'))[0] as {
          Properties: { Environment: { Variables: Record<string, unknown> } };
        }
      ).Properties.Environment.Variables;
    const secret = JSON.stringify(variables(granted.stack)['TRAINING_BADGE_SECRET']);
    expect(secret).toContain('{{resolve:secretsmanager:');
    expect(secret).toContain('TrainingBadge');
    expect(secret).not.toContain('FeedbackChallenge');
    expect(variables(granted.stack)['FEEDBACK_CHALLENGE_SECRET']).toBeUndefined();
    expect(variables(other.stack)['TRAINING_BADGE_SECRET']).toBeUndefined();
    // The value comes with the deploy: the function never reads Secrets Manager itself.
    expect(granted.actions.filter((action) => action.startsWith('secretsmanager:'))).toEqual([]);
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

  it.each<[string, RouteGrant[]]>([
    [
      'the upload and table grants',
      ['table:read', 'table:write', 'uploads:check', 'uploads:write', 'email:send', 'users:admin'],
    ],
    [
      'every feedback grant',
      [
        'feedback:challenge',
        'feedback:screenshots:write',
        'feedback:screenshots:check',
        'feedback:screenshots:read',
        'feedback:screenshots:delete',
      ],
    ],
    ['the badge signing grant', ['table:read', 'training:badge-sign']],
  ])('leaves no unacknowledged cdk-nag finding on a function with %s', (_name, grants) => {
    // Prepare
    const { routeFunction } = build(grants);

    // Act
    const result = new AwsSolutionsChecks().validateScope(routeFunction);

    // Assess
    expect(result.violations.map((violation) => violation.ruleName)).toEqual([]);
  });
});

/**
 * QueueConsumerFunction: a queue's consumer Lambda is built like a route's, is driven by its queue
 * with ReportBatchItemFailures, gets exactly the grants it lists, and leaves cdk-nag nothing to say.
 */
import { Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { RouteGrant } from '#shared/api/route';
import { QueueConsumerFunction } from '../../infra/constructs/queue-consumer-function';
import {
  policyStatements,
  TEST_FUNCTION_ENVIRONMENT,
  testResources,
  testStack,
} from './support/function-fixtures';

function build(grants: RouteGrant[]) {
  const stack = testStack();
  const resources = testResources(stack);
  const consumer = new QueueConsumerFunction(stack, 'Consumer', {
    queue: resources.queues.notifications,
    handler: 'notifications/handlers/notifications-consumer',
    description: 'Test consumer',
    grants,
    environment: TEST_FUNCTION_ENVIRONMENT,
    resources,
    logRetention: RetentionDays.ONE_WEEK,
  });
  const template = Template.fromStack(stack);
  return { consumer, template, actions: policyStatements(template).actions };
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

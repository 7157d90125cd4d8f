/**
 * The scheduled jobs (shared/src/jobs/scheduled-jobs.ts) in AWS: each is a function invoked by an
 * EventBridge rule on its UTC schedule, with exactly its grants, and no cdk-nag finding left.
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { jobConstructId, ScheduledJobFunction } from '../../infra/constructs/scheduled-job-function';
import { findScheduledJob, SCHEDULED_JOBS } from '#shared/jobs/scheduled-jobs';
import {
  policyStatements,
  TEST_FUNCTION_ENVIRONMENT,
  testResources,
  testStack,
} from './support/function-fixtures';

function build(jobName: string) {
  const job = findScheduledJob(jobName)!;
  const stack = testStack();
  const construct = new ScheduledJobFunction(stack, jobConstructId(job), {
    job,
    environment: TEST_FUNCTION_ENVIRONMENT,
    resources: testResources(stack),
    logRetention: RetentionDays.ONE_WEEK,
  });
  const template = Template.fromStack(stack);
  return { construct, template, actions: policyStatements(template).actions };
}

describe('ScheduledJobFunction', () => {
  it.each([
    ['end-exclusivity', 'cron(0/15 * * * ? *)'],
    ['daily-digest', 'cron(15 0 * * ? *)'],
    ['weekly-digest', 'cron(30 0 ? * MON *)'],
    ['publish-zip-demand', 'cron(45 0 * * ? *)'],
    ['rebuild-zip-demand', 'cron(0 3 ? * SUN *)'],
    ['backfill-browse-entries', 'cron(30 3 * * ? *)'],
  ])('runs %s on EventBridge at %s (UTC), invoking only its function', (name, expression) => {
    // Act
    const { template } = build(name);

    // Assess
    expect(Object.keys(template.findResources('AWS::Events::Rule'))).toHaveLength(1);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: expression,
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: Match.anyValue() })],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
    });
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      TracingConfig: { Mode: 'Active' },
    });
  });

  it.each(['daily-digest', 'weekly-digest'])(
    'lets %s read the table and send its slices to the alerts queue, but neither e-mail nor write',
    (name) => {
      // Act
      const { actions, template } = build(name);

      // Assess
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'sqs:SendMessage']));
      expect(actions).not.toContain('ses:SendEmail');
      expect(actions).not.toContain('dynamodb:PutItem');
      template.hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ ALERTS_QUEUE_URL: Match.anyValue() }) },
      });
    },
  );

  it('lets the ZIP demand publication read and write the table, and neither e-mail nor send to queues', () => {
    // Act
    const { actions } = build('publish-zip-demand');

    // Assess
    expect(actions).toEqual(
      expect.arrayContaining(['dynamodb:Query', 'dynamodb:BatchWriteItem', 'dynamodb:PutItem']),
    );
    expect(actions).not.toContain('ses:SendEmail');
    expect(actions).not.toContain('sqs:SendMessage');
  });

  it('lets the browse backfill read and write the table, and neither e-mail nor send to queues', () => {
    // Act
    const { actions } = build('backfill-browse-entries');

    // Assess
    expect(actions).toEqual(
      expect.arrayContaining([
        'dynamodb:Query',
        'dynamodb:GetItem',
        'dynamodb:UpdateItem',
        'dynamodb:PutItem',
      ]),
    );
    expect(actions).not.toContain('ses:SendEmail');
    expect(actions).not.toContain('sqs:SendMessage');
  });

  it('lets the exclusivity job send to the alerts queue but not e-mail', () => {
    // Act
    const { actions, template } = build('end-exclusivity');

    // Assess
    expect(actions).toContain('sqs:SendMessage');
    expect(actions).not.toContain('ses:SendEmail');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ ALERTS_QUEUE_URL: Match.anyValue() }) },
    });
  });

  it.each(SCHEDULED_JOBS.map((job) => job.name))('leaves no unacknowledged cdk-nag finding on %s', (name) => {
    // Prepare
    const { construct } = build(name);

    // Act
    const result = new AwsSolutionsChecks().validateScope(construct);

    // Assess
    expect(result.violations.map((violation) => violation.ruleName)).toEqual([]);
  });
});

/**
 * PhotoRenditions: checked listing photos (and nothing else of the bucket) notify a queue with a
 * dead-letter queue; its consumer has sharp installed for arm64, image-sized memory and timeout,
 * reads only listing photos and writes only renditions; cdk-nag has nothing to say.
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import type { CfnRole, Role } from 'aws-cdk-lib/aws-iam';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { FUNCTION_BUNDLING, withNativeModules } from '../../infra/constructs/function-bundling';
import { notificationsHandler, PhotoRenditions } from '../../infra/constructs/photo-renditions';
import { type PolicyStatement, TEST_FUNCTION_ENVIRONMENT, testStack } from './support/function-fixtures';

/** Asserts the template has a resource of the type with these properties (Template's matchers). */
function expectResource(template: Template, type: string, properties: Record<string, unknown>): void {
  expect(Object.keys(template.findResources(type, { Properties: properties }))).not.toHaveLength(0);
}

function build() {
  const stack = testStack();
  const uploadsBucket = new Bucket(stack, 'Uploads');
  const renditions = new PhotoRenditions(stack, 'PhotoRenditions', {
    uploadsBucket,
    environment: TEST_FUNCTION_ENVIRONMENT,
    logRetention: RetentionDays.ONE_WEEK,
  });
  const template = Template.fromStack(stack);
  return { stack, renditions, template };
}

/** The statements of the policies of the consumer's own role (CDK's notification handler has its own). */
function consumerStatements(stack: Stack, template: Template, role: Role): PolicyStatement[] {
  const roleId = stack.getLogicalId(role.node.defaultChild as CfnRole);
  return Object.values(
    template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
  ).flatMap(
    (policy) =>
      (policy as { Properties: { PolicyDocument: { Statement: PolicyStatement[] } } }).Properties
        .PolicyDocument.Statement,
  );
}

/** `Fn::Join` of the bucket's ARN and a key pattern, as arnForObjects writes it. */
const objectsOf = (pattern: string) => ({
  'Fn::Join': ['', [{ 'Fn::GetAtt': [expect.stringMatching(/^Uploads/), 'Arn'] }, `/${pattern}`]],
});

describe('PhotoRenditions', () => {
  it('sends the queue an event for each checked listing photo stored, and for nothing else', () => {
    const { template } = build();

    expectResource(template, 'Custom::S3BucketNotifications', {
      NotificationConfiguration: {
        QueueConfigurations: ['.checked.jpg', '.checked.png', '.checked.webp'].map((suffix) => ({
          Events: ['s3:ObjectCreated:*'],
          Filter: {
            Key: {
              FilterRules: [
                { Name: 'suffix', Value: suffix },
                { Name: 'prefix', Value: 'deal-photos/' },
              ],
            },
          },
          QueueArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^PhotoRenditionsQueue'), 'Arn'] },
        })),
      },
    });
  });

  it('parks a message that keeps failing in the dead-letter queue and hides it six timeouts long', () => {
    const { template } = build();

    expectResource(template, 'AWS::SQS::Queue', {
      VisibilityTimeout: 360,
      RedrivePolicy: { maxReceiveCount: 3, deadLetterTargetArn: Match.anyValue() },
    });
  });

  it('runs the consumer on arm64 with 1,024 MB and 60 s, driven by the queue with batch item failures', () => {
    const { template } = build();

    expectResource(template, 'AWS::Lambda::Function', {
      Architectures: ['arm64'],
      MemorySize: 1024,
      Timeout: 60,
      Description: Match.stringLikeRegexp('renditions'),
    });
    expectResource(template, 'AWS::Lambda::EventSourceMapping', {
      BatchSize: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('bundles sharp as an installed module with its linux-arm64 binary, everything else as usual', () => {
    const bundling = withNativeModules(['sharp']);

    expect(bundling).toEqual({
      ...FUNCTION_BUNDLING,
      nodeModules: ['sharp'],
      environment: { npm_config_os: 'linux', npm_config_cpu: 'arm64', npm_config_libc: 'glibc' },
    });
  });

  it('may read listing photos and write renditions, and nothing else of the bucket', () => {
    const { stack, template, renditions } = build();

    const s3Statements = consumerStatements(stack, template, renditions.role).filter((statement) =>
      [statement.Action].flat().some((action) => action.startsWith('s3:')),
    );
    expect(s3Statements).toEqual([
      expect.objectContaining({ Action: 's3:GetObject', Resource: objectsOf('deal-photos/*') }),
      expect.objectContaining({
        Action: 's3:PutObject',
        Resource: objectsOf('photo-renditions/deal-photos/*'),
      }),
    ]);
  });

  it("leaves no unacknowledged cdk-nag finding, on it or on CDK's notifications handler", () => {
    const { renditions } = build();

    const results = [renditions, notificationsHandler(renditions)].map((scope) =>
      new AwsSolutionsChecks().validateScope(scope),
    );

    expect(results.flatMap((result) => result.violations.map((violation) => violation.ruleName))).toEqual([]);
  });
});

/**
 * The stack is watched and shielded (docs/operations.md): alarms on the API, every route function
 * and consumer, every dead-letter queue, webhook failures and SES bounces, all to one encrypted
 * topic whose subscriber is the deploy's `alarmEmail`; a us-east-1 WAF web ACL (AWS common rules
 * and a per-IP rate limit) on the distribution; reserved concurrency for the public routes; and
 * deletion protection on the table and the user pool wherever the stage holds data.
 */
import { Match, Template } from 'aws-cdk-lib/assertions';
import { routes as routeTable } from '#shared/api/routes';
import { QUEUE_CONSUMERS } from '#shared/jobs/queue-consumers';
import { TEXT_TOPIC_SUBSCRIBERS } from '#shared/jobs/text-topics';
import { ALARM_THRESHOLDS } from '../../infra/constructs/alarms';
import { expectResourceProperties } from './support/template-expectations';
import {
  cdkJsonContext,
  resourcesAcross,
  resourcesOfType,
  synthDealflow,
  type SynthesizedDealflow,
} from './support/synth-dealflow';

let synthesized: SynthesizedDealflow;
beforeAll(() => {
  synthesized = synthDealflow();
});
afterAll(() => synthesized.cleanup());

type Resource = { Type: string; Properties?: Record<string, unknown> };

const alarmsOf = (template: Template) => Object.values(resourcesOfType(template, 'AWS::CloudWatch::Alarm'));
const alarmNamed = (metricName: string): Resource | undefined =>
  alarmsOf(synthesized.template).find((alarm) => alarm.Properties?.['MetricName'] === metricName);
/** The alarm topic (the text topics are the stack's too). */
const topicLogicalId = () =>
  Object.entries(resourcesOfType(synthesized.template, 'AWS::SNS::Topic')).find(([, topic]) =>
    String(topic.Properties?.['DisplayName']).endsWith(' alarms'),
  )![0];

describe('alarm topic', () => {
  it('is encrypted, TLS-only and mails the alarmEmail of the stage config', () => {
    // Assess
    expect(
      resourcesOfType(synthesized.template, 'AWS::SNS::Topic')[topicLogicalId()]?.Properties?.[
        'KmsMasterKeyId'
      ],
    ).toBeDefined();
    expectResourceProperties(synthesized.template, 'AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: cdkJsonContext()['alarmEmail'],
      TopicArn: { Ref: topicLogicalId() },
    });
    expectResourceProperties(synthesized.template, 'AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({ Principal: { Service: 'cloudwatch.amazonaws.com' } }),
        ]),
      }),
    });
  });

  it('receives every alarm of the stack and of the route stacks', () => {
    // Act
    const alarms = synthesized
      .allTemplates()
      .flatMap(({ name, template }) => alarmsOf(template).map((alarm) => ({ name, alarm })));

    // Assess
    expect(alarms.length).toBeGreaterThan(routeTable.length);
    for (const { alarm } of alarms) {
      expect(alarm.Properties?.['AlarmActions']).toHaveLength(1);
    }
    for (const alarm of alarmsOf(synthesized.template)) {
      expect(alarm.Properties?.['AlarmActions']).toEqual([{ Ref: topicLogicalId() }]);
    }
  });
});

describe('alarms', () => {
  it('watch the API for 5xx answers and, through its access log, for 429s', () => {
    // Assess
    expect(alarmNamed('5xx')?.Properties).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      Threshold: ALARM_THRESHOLDS.api5xx,
    });
    expectResourceProperties(synthesized.template, 'AWS::Logs::MetricFilter', {
      FilterPattern: '{ $.status = "429" }',
      MetricTransformations: [Match.objectLike({ MetricName: 'ApiThrottled' })],
    });
    expect(alarmNamed('ApiThrottled')?.Properties).toMatchObject({
      Threshold: ALARM_THRESHOLDS.apiThrottled,
    });
  });

  it('watch every route function for errors, beside it in its route stack', () => {
    for (const nested of synthesized.nestedTemplates.values()) {
      // Act
      const functions = Object.keys(resourcesOfType(nested.template, 'AWS::Lambda::Function'));
      const watched = alarmsOf(nested.template)
        .filter((alarm) => alarm.Properties?.['MetricName'] === 'Errors')
        .map((alarm) => (alarm.Properties?.['Dimensions'] as { Value: { Ref: string } }[])[0]!.Value.Ref);

      // Assess
      expect(watched.sort()).toEqual(functions.sort());
    }
  });

  it('watch every queue consumer (photo renditions included) and text topic subscriber for errors and every dead-letter queue for messages', () => {
    // Act
    const alarms = alarmsOf(synthesized.template);

    // Assess
    // The work queues' consumers, the photo renditions consumer and the topic subscribers.
    const watchedFunctions = QUEUE_CONSUMERS.length + 1 + TEXT_TOPIC_SUBSCRIBERS.length;
    expect(alarms.filter((alarm) => alarm.Properties?.['MetricName'] === 'Errors')).toHaveLength(
      watchedFunctions,
    );
    const deadLetterAlarms = alarms.filter(
      (alarm) => alarm.Properties?.['MetricName'] === 'ApproximateNumberOfMessagesVisible',
    );
    expect(deadLetterAlarms).toHaveLength(watchedFunctions);
    for (const queue of Object.values(synthesized.stack.queues)) {
      const queueName = synthesized.stack.resolve(queue.deadLetterQueue.queueName) as unknown;
      expect(deadLetterAlarms.map((alarm) => alarm.Properties?.['Dimensions'])).toContainEqual([
        { Name: 'QueueName', Value: queueName },
      ]);
    }
  });

  it("count webhook deliveries that failed for good from the consumer's log line", () => {
    // Prepare
    const consumerLogs = synthesized.stack.node
      .findChild('WebhooksConsumer')
      .node.findAll()
      .find((construct) => construct.node.id === 'LogGroup')!;

    // Assess
    expectResourceProperties(synthesized.template, 'AWS::Logs::MetricFilter', {
      LogGroupName: synthesized.stack.resolve(
        (consumerLogs as unknown as { logGroupName: string }).logGroupName,
      ),
      FilterPattern:
        '{ ($.message = "Webhook attempt") && (($.outcome = "failed") || ($.outcome = "disabled")) }',
      MetricTransformations: [Match.objectLike({ MetricName: 'WebhookDeliveriesFailed' })],
    });
    expect(alarmNamed('WebhookDeliveriesFailed')?.Properties).toMatchObject({
      Threshold: ALARM_THRESHOLDS.webhookFailures,
      Period: 3600,
    });
  });

  it("watch SES's bounce rate", () => {
    expect(alarmNamed('Reputation.BounceRate')?.Properties).toMatchObject({
      Namespace: 'AWS/SES',
      Threshold: ALARM_THRESHOLDS.sesBounceRate,
    });
  });
});

describe('web ACL', () => {
  const edgeTemplate = () =>
    Template.fromJSON(synthesized.assembly.getStackByName(`${synthesized.stack.stackName}-edge`).template);

  it('lives in us-east-1 with the AWS common rule set and a per-IP rate limit', () => {
    // Assess
    expect(
      synthesized.assembly.getStackByName(`${synthesized.stack.stackName}-edge`).environment.region,
    ).toBe('us-east-1');
    expectResourceProperties(edgeTemplate(), 'AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        Match.objectLike({
          Action: { Block: {} },
          Statement: { RateBasedStatement: { Limit: 1000, AggregateKeyType: 'IP' } },
        }),
        Match.objectLike({
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({
              VendorName: 'AWS',
              Name: 'AWSManagedRulesCommonRuleSet',
            }),
          },
        }),
      ],
    });
  });

  it("is the distribution's, read across regions from the edge stack's output", () => {
    // Act
    const [distribution] = Object.values(
      resourcesOfType(synthesized.template, 'AWS::CloudFront::Distribution'),
    );
    const webAclId = (distribution!.Properties!['DistributionConfig'] as Record<string, unknown>)[
      'WebACLId'
    ] as {
      'Fn::GetStackOutput': { StackName: string; Region: string; OutputName: string };
    };

    // Assess
    const reference = webAclId['Fn::GetStackOutput'];
    expect(reference).toMatchObject({
      StackName: `${synthesized.stack.stackName}-edge`,
      Region: 'us-east-1',
    });
    const [webAclLogicalId] = Object.keys(resourcesOfType(edgeTemplate(), 'AWS::WAFv2::WebACL'));
    edgeTemplate().hasOutput(reference.OutputName, { Value: { 'Fn::GetAtt': [webAclLogicalId, 'Arn'] } });
  });
});

describe('reserved concurrency', () => {
  it('caps each public route at the configured executions and leaves the private ones unreserved', () => {
    // Act
    const functions = resourcesAcross(synthesized.allTemplates(), 'AWS::Lambda::Function');
    const reservedOf = (routeId: string) =>
      functions.find(({ resource }) => String(resource.Properties?.['Description']).startsWith(`${routeId}:`))
        ?.resource.Properties?.['ReservedConcurrentExecutions'];

    // Assess
    const publicRoutes = routeTable.filter((route) => route.auth === 'public');
    expect(publicRoutes.length).toBeGreaterThan(0);
    for (const route of routeTable) {
      expect({ route: route.id, reserved: reservedOf(route.id) }).toEqual({
        route: route.id,
        reserved: route.auth === 'public' ? 10 : undefined,
      });
    }
  });
});

describe('deletion protection', () => {
  it('protects the table and the user pool on a stage that holds data (the default)', () => {
    expectResourceProperties(synthesized.template, 'AWS::DynamoDB::Table', {
      DeletionProtectionEnabled: true,
    });
    expectResourceProperties(synthesized.template, 'AWS::Cognito::UserPool', {
      DeletionProtection: 'ACTIVE',
    });
  });

  it('leaves a throw-away stage (holdsData=false) deletable', () => {
    // Act
    const throwAway = synthDealflow({ stage: 'tmp', holdsData: false, publicRouteConcurrency: 0 });

    // Assess
    try {
      expectResourceProperties(throwAway.template, 'AWS::DynamoDB::Table', {
        DeletionProtectionEnabled: false,
      });
      expectResourceProperties(throwAway.template, 'AWS::Cognito::UserPool', {
        DeletionProtection: 'INACTIVE',
      });
      const reserved = resourcesAcross(throwAway.allTemplates(), 'AWS::Lambda::Function').filter(
        ({ resource }) => resource.Properties?.['ReservedConcurrentExecutions'] !== undefined,
      );
      expect(reserved).toEqual([]);
    } finally {
      throwAway.cleanup();
    }
  });
});

/**
 * Texts in AWS: `text:send` allows SendTextMessage only from the stage's origination identity with
 * its configuration set (and nothing without them); the replies and delivery-events topics are
 * encrypted, TLS-only and published to by the messaging service of this account only; each is
 * subscribed by its function, whose failures are parked; and cdk-nag has nothing to say.
 */
import { type Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { AwsSolutionsChecks } from 'cdk-nag';
import * as z from 'zod';
import type { RouteDefinition, RouteGrant } from '#shared/api/route';
import { TEXT_TOPIC_SUBSCRIBERS } from '#shared/jobs/text-topics';
import { loadStageConfig } from '../../infra/config/stage-config';
import { RouteFunction, type RouteResources } from '../../infra/constructs/route-function';
import {
  TEXT_TOPIC_SUBSCRIBER_RETRIES,
  TextTopicSubscriberFunction,
} from '../../infra/constructs/text-topic-subscriber-function';
import { SMS_SERVICE_PRINCIPAL, textingIdentity, TextTopics } from '../../infra/constructs/texting';
import { expectResourceCount, expectResourceProperties } from './support/template-expectations';
import {
  policyStatements,
  TEST_FUNCTION_ENVIRONMENT,
  testResources,
  testStack,
} from './support/function-fixtures';

const PHONE_NUMBER_ID = 'phone-0123456789abcdef0123456789abcdef';
const SEND_ACTION = 'sms-voice:SendTextMessage';

/** A resolved ARN as text, its pseudo parameters written `${AWS::AccountId}` and the like. */
function arnText(resolved: unknown): string {
  if (typeof resolved === 'string') return resolved;
  const [separator, parts] = (resolved as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  return parts
    .map((part) => (typeof part === 'string' ? part : `\${${(part as { Ref: string }).Ref}}`))
    .join(separator);
}
const arnOf = (identity: string) =>
  `arn:\${AWS::Partition}:sms-voice:us-east-2:\${AWS::AccountId}:${identity}`;

function resourcesWithTexting(stack: Stack): RouteResources {
  return {
    ...testResources(stack),
    texting: textingIdentity(stack, {
      originationIdentity: PHONE_NUMBER_ID,
      configurationSet: 'dealflow-test',
    }),
  };
}

function buildRoute(grants: RouteGrant[], texting: boolean) {
  const stack = testStack();
  const route: RouteDefinition = {
    id: 'testRoute',
    method: 'POST',
    path: '/api/test/texts',
    auth: 'signed-in',
    handler: 'system/handlers/get-health',
    summary: 'Test route',
    tag: 'test',
    request: {},
    response: z.object({}),
    successStatus: 200,
    grants,
  };
  const construct = new RouteFunction(stack, 'Route', {
    route,
    environment: TEST_FUNCTION_ENVIRONMENT,
    resources: texting ? resourcesWithTexting(stack) : testResources(stack),
    logRetention: RetentionDays.ONE_WEEK,
  });
  const template = Template.fromStack(stack);
  const sendStatements = policyStatements(template).statements.filter((statement) =>
    [statement.Action].flat().some((action) => action.startsWith('sms-voice:')),
  );
  const variables = (
    Object.values(template.findResources('AWS::Lambda::Function'))[0] as {
      Properties: { Environment: { Variables: Record<string, unknown> } };
    }
  ).Properties.Environment.Variables;
  return { stack, construct, sendStatements, variables };
}

describe('the text:send grant', () => {
  it('allows only SendTextMessage, only on the origination identity and the configuration set', () => {
    // Act
    const { sendStatements, variables } = buildRoute(['text:send'], true);

    // Assess
    expect(sendStatements).toHaveLength(1);
    expect(sendStatements[0]!.Action).toBe(SEND_ACTION);
    expect((sendStatements[0]!.Resource as unknown[]).map(arnText)).toEqual([
      arnOf(`phone-number/${PHONE_NUMBER_ID}`),
      arnOf('configuration-set/dealflow-test'),
    ]);
    expect(variables).toMatchObject({
      SMS_ORIGINATION_IDENTITY: PHONE_NUMBER_ID,
      SMS_CONFIGURATION_SET: 'dealflow-test',
    });
  });

  it('allows no text without the texting setting, and none to a function not granted text:send', () => {
    // Act
    const unconfigured = buildRoute(['text:send'], false);
    const notGranted = buildRoute(['table:read', 'email:send'], true);

    // Assess
    expect(unconfigured.sendStatements).toEqual([]);
    expect(unconfigured.variables).not.toHaveProperty('SMS_ORIGINATION_IDENTITY');
    expect(notGranted.sendStatements).toEqual([]);
    expect(notGranted.variables).not.toHaveProperty('SMS_CONFIGURATION_SET');
  });

  it('names a pool by its ARN and takes an ARN as given', () => {
    // Prepare
    const stack = testStack();
    const poolArn = 'arn:aws:sms-voice:us-east-2:123456789012:pool/pool-0123456789abcdef0123456789abcdef';

    // Act
    const pool = textingIdentity(stack, { originationIdentity: 'pool-abc', configurationSet: 'set' });
    const given = textingIdentity(stack, { originationIdentity: poolArn, configurationSet: 'set' });

    // Assess
    expect(arnText(stack.resolve(pool.originationIdentityArn))).toBe(arnOf('pool/pool-abc'));
    expect(given.originationIdentityArn).toBe(poolArn);
    expect(given.originationIdentity).toBe(poolArn);
  });
});

describe('the texting stage setting', () => {
  const base = { stage: 'dev', emailFrom: 'a@example.com', alarmEmail: 'b@example.com' };
  const load = (values: Record<string, unknown>) => loadStageConfig((key) => ({ ...base, ...values })[key]);

  it('is optional, and takes a phone number or pool by id or ARN with a configuration set', () => {
    // Act
    const off = load({});
    const on = load({ smsOriginationIdentity: PHONE_NUMBER_ID, smsConfigurationSet: 'dealflow-dev' });
    const byArn = load({
      smsOriginationIdentity: `arn:aws:sms-voice:us-east-2:123456789012:phone-number/${PHONE_NUMBER_ID}`,
      smsConfigurationSet: 'dealflow-dev',
    });

    // Assess
    expect(off.smsOriginationIdentity).toBeUndefined();
    expect(on).toMatchObject({
      smsOriginationIdentity: PHONE_NUMBER_ID,
      smsConfigurationSet: 'dealflow-dev',
    });
    expect(byArn.smsOriginationIdentity).toMatch(/^arn:aws:sms-voice:/);
  });

  it('refuses one without the other, a bare phone number, another region and a mismatched ARN', () => {
    // Act & Assess
    expect(() => load({ smsOriginationIdentity: PHONE_NUMBER_ID })).toThrow(/must be set together/);
    expect(() => load({ smsConfigurationSet: 'dealflow-dev' })).toThrow(/must be set together/);
    const withSet = { smsConfigurationSet: 'dealflow-dev' };
    expect(() => load({ ...withSet, smsOriginationIdentity: '+18885550100' })).toThrow(
      /smsOriginationIdentity/,
    );
    expect(() =>
      load({
        ...withSet,
        smsOriginationIdentity: `arn:aws:sms-voice:us-east-1:123456789012:phone-number/${PHONE_NUMBER_ID}`,
      }),
    ).toThrow(/smsOriginationIdentity/);
    expect(() =>
      load({
        ...withSet,
        smsOriginationIdentity: `arn:aws:sms-voice:us-east-2:123456789012:pool/${PHONE_NUMBER_ID}`,
      }),
    ).toThrow(/smsOriginationIdentity/);
    expect(() => load({ smsOriginationIdentity: PHONE_NUMBER_ID, smsConfigurationSet: 'no spaces' })).toThrow(
      /smsConfigurationSet/,
    );
  });
});

function buildTopics() {
  const stack = testStack();
  const resources = resourcesWithTexting(stack);
  const topics = new TextTopics(stack, 'TextTopics', { stage: 'test' });
  const subscribers = TEXT_TOPIC_SUBSCRIBERS.map(
    (subscriber) =>
      new TextTopicSubscriberFunction(stack, `${subscriber.name}-subscriber`, {
        topic: topics.topics[subscriber.name],
        // A handler module that exists on every branch; the real ones are the table's.
        handler: 'notifications/handlers/notifications-consumer',
        description: subscriber.description,
        grants: subscriber.grants,
        environment: TEST_FUNCTION_ENVIRONMENT,
        resources,
        logRetention: RetentionDays.ONE_WEEK,
      }),
  );
  return { stack, topics, subscribers, template: Template.fromStack(stack) };
}

describe('the text topics', () => {
  it('are encrypted with a rotated key the messaging service may use for this account only', () => {
    // Act
    const { template } = buildTopics();

    // Assess
    const topics = Object.values(template.findResources('AWS::SNS::Topic')) as {
      Properties: { KmsMasterKeyId?: unknown };
    }[];
    expect(topics).toHaveLength(2);
    for (const topic of topics) expect(topic.Properties.KmsMasterKeyId).toBeDefined();
    expectResourceProperties(template, 'AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: Match.objectLike({
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: SMS_SERVICE_PRINCIPAL },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
            Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
          }),
        ]),
      }),
    });
  });

  it('let only the messaging service of this account publish, and only over TLS', () => {
    // Act
    const { template } = buildTopics();

    // Assess
    const policies = Object.values(template.findResources('AWS::SNS::TopicPolicy')) as {
      Properties: { PolicyDocument: { Statement: Record<string, unknown>[] } };
    }[];
    expect(policies).toHaveLength(2);
    for (const policy of policies) {
      const statements = policy.Properties.PolicyDocument.Statement;
      expect(statements.filter((statement) => statement['Effect'] === 'Allow')).toEqual([
        expect.objectContaining({
          Principal: { Service: SMS_SERVICE_PRINCIPAL },
          Action: 'sns:Publish',
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        }),
      ]);
      expect(statements).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });

  it('are each subscribed by a function whose failed messages are parked after Lambda’s retries', () => {
    // Act
    const { template, stack, topics, subscribers } = buildTopics();

    // Assess
    expectResourceCount(template, 'AWS::SNS::Subscription', 2);
    for (const [index, subscriber] of TEXT_TOPIC_SUBSCRIBERS.entries()) {
      const construct = subscribers[index]!;
      expectResourceProperties(template, 'AWS::SNS::Subscription', {
        Protocol: 'lambda',
        TopicArn: stack.resolve(topics.topics[subscriber.name].topicArn),
        Endpoint: stack.resolve(construct.function.functionArn),
        RedrivePolicy: { deadLetterTargetArn: stack.resolve(construct.deadLetterQueue.queueArn) },
      });
      expectResourceProperties(template, 'AWS::Lambda::EventInvokeConfig', {
        FunctionName: stack.resolve(construct.function.functionName),
        MaximumRetryAttempts: TEXT_TOPIC_SUBSCRIBER_RETRIES,
        DestinationConfig: {
          OnFailure: { Destination: stack.resolve(construct.deadLetterQueue.queueArn) },
        },
      });
    }
    expectResourceProperties(template, 'AWS::SQS::Queue', { SqsManagedSseEnabled: true });
  });

  it('let the replies function send texts and the delivery-events function not', () => {
    // Act
    const { template, subscribers, stack } = buildTopics();

    // Assess
    const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
      Properties: {
        Roles: { Ref: string }[];
        PolicyDocument: { Statement: { Action: string | string[] }[] };
      };
    }[];
    const canSend = (construct: TextTopicSubscriberFunction) =>
      policies
        .filter((policy) =>
          policy.Properties.Roles.some((role) => role.Ref === stack.resolve(construct.role.roleName).Ref),
        )
        .some((policy) =>
          policy.Properties.PolicyDocument.Statement.some((statement) =>
            [statement.Action].flat().includes(SEND_ACTION),
          ),
        );
    expect(TEXT_TOPIC_SUBSCRIBERS.map((subscriber) => subscriber.name)).toEqual([
      'text-replies',
      'text-delivery-events',
    ]);
    expect(subscribers.map(canSend)).toEqual([true, false]);
  });

  it('leave no unacknowledged cdk-nag finding', () => {
    // Prepare
    const { topics, subscribers } = buildTopics();

    // Act
    const findings = [topics, ...subscribers].flatMap(
      (construct) => new AwsSolutionsChecks().validateScope(construct).violations,
    );

    // Assess
    expect(findings.map((violation) => violation.ruleName)).toEqual([]);
  });
});

/**
 * The deployed app with the texting setting: every function granted `text:send` (routes, queue
 * consumers, scheduled jobs, the replies subscriber) and no other may call SendTextMessage, only
 * on the stage's two ARNs; the topics' ARNs are outputs; and synth, which runs cdk-nag, passes.
 */
import { routes as routeTable } from '#shared/api/routes';
import { QUEUE_CONSUMERS } from '#shared/jobs/queue-consumers';
import { SCHEDULED_JOBS } from '#shared/jobs/scheduled-jobs';
import { TEXT_TOPIC_SUBSCRIBERS } from '#shared/jobs/text-topics';
import { resourcesAcross, synthDealflow, type SynthesizedDealflow } from './support/synth-dealflow';

const PHONE_NUMBER_ID = 'phone-0123456789abcdef0123456789abcdef';

let synthesized: SynthesizedDealflow;
beforeAll(() => {
  // Throws on any cdk-nag finding, as `cdk synth` does.
  synthesized = synthDealflow({
    smsOriginationIdentity: PHONE_NUMBER_ID,
    smsConfigurationSet: 'dealflow-test',
  });
});
afterAll(() => synthesized.cleanup());

/** The descriptions of the functions that declare `text:send`, as each kind of function writes them. */
const grantedDescriptions = () =>
  [
    ...routeTable
      .filter((route) => route.grants.includes('text:send'))
      .map((route) => `${route.id}: ${route.method} ${route.path}`),
    ...QUEUE_CONSUMERS.filter((consumer) => consumer.grants.includes('text:send')).map(
      (consumer) => consumer.description,
    ),
    ...SCHEDULED_JOBS.filter((job) => job.grants.includes('text:send')).map(
      (job) => `${job.name}: ${job.description}`,
    ),
    ...TEXT_TOPIC_SUBSCRIBERS.filter((subscriber) => subscriber.grants.includes('text:send')).map(
      (subscriber) => subscriber.description,
    ),
  ].sort();

type Statement = { Action: string | string[]; Resource: unknown };

describe('texts with the texting setting', () => {
  it('tell exactly the functions granted text:send where to send from', () => {
    // Act
    const told = resourcesAcross(synthesized.allTemplates(), 'AWS::Lambda::Function')
      .filter(({ resource }) => {
        const variables = (resource.Properties?.['Environment'] as { Variables?: Record<string, unknown> })
          ?.Variables;
        return (
          variables?.['SMS_ORIGINATION_IDENTITY'] === PHONE_NUMBER_ID &&
          variables['SMS_CONFIGURATION_SET'] === 'dealflow-test'
        );
      })
      .map(({ resource }) => resource.Properties?.['Description'] as string)
      .sort();

    // Assess
    expect(grantedDescriptions().length).toBeGreaterThanOrEqual(4);
    expect(told).toEqual(grantedDescriptions());
  });

  it('allow SendTextMessage once per granted function, only on the identity and the configuration set', () => {
    // Act
    const statements = resourcesAcross(synthesized.allTemplates(), 'AWS::IAM::Policy')
      .flatMap(
        ({ resource }) => (resource.Properties?.['PolicyDocument'] as { Statement: Statement[] }).Statement,
      )
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('sms-voice:')));

    // Assess
    expect(statements).toHaveLength(grantedDescriptions().length);
    for (const statement of statements) {
      expect(statement.Action).toBe('sms-voice:SendTextMessage');
      const arns = JSON.stringify(statement.Resource);
      expect(statement.Resource).toHaveLength(2);
      expect(arns).toContain(`:phone-number/${PHONE_NUMBER_ID}`);
      expect(arns).toContain(':configuration-set/dealflow-test');
      expect(arns).not.toContain('*');
    }
  });

  it('output the ARNs of the replies and delivery-events topics', () => {
    // Act
    const outputs = synthesized.template.findOutputs('*') as Record<string, { Value: unknown }>;

    // Assess
    expect(outputs['TextRepliesTopicArn']?.Value).toEqual({
      Ref: expect.stringMatching(/^TextTopicsTextReplies/),
    });
    expect(outputs['TextDeliveryEventsTopicArn']?.Value).toEqual({
      Ref: expect.stringMatching(/^TextTopicsTextDeliveryEvents/),
    });
  });
});

/**
 * Texts in AWS (docs/text-alerts.md "In AWS"): the origination identity and configuration set the
 * stage config names, as the ARNs the `text:send` grant is limited to, and the two SNS topics the
 * messaging service publishes to: the phone number's two-way channel (replies) and the
 * configuration set's event destination (delivery events). Their policies let the messaging service
 * publish to them on behalf of this account only (other accounts' messages are refused).
 */
import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { TEXT_TOPIC_SUBSCRIBERS, type TextTopicSubscriber } from '#shared/jobs/text-topics';
import { pascalCase } from './construct-ids';
import type { TextingIdentity } from './route-function';

/** The service that sends texts and publishes replies and delivery events. */
export const SMS_SERVICE_PRINCIPAL = 'sms-voice.amazonaws.com';

/** What the stage config gives: a phone number or pool (id or ARN) and a configuration set name. */
export interface TextingSetting {
  originationIdentity: string;
  configurationSet: string;
}

/**
 * The identity and configuration set as `text:send` uses them: an id is made an ARN of this
 * stack's account and region (an ARN is taken as given).
 */
export function textingIdentity(scope: Construct, setting: TextingSetting): TextingIdentity {
  const stack = Stack.of(scope);
  const { originationIdentity, configurationSet } = setting;
  const originationIdentityArn = originationIdentity.startsWith('arn:')
    ? originationIdentity
    : stack.formatArn({
        service: 'sms-voice',
        resource: originationIdentity.startsWith('pool-') ? 'pool' : 'phone-number',
        resourceName: originationIdentity,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      });
  return {
    originationIdentity,
    originationIdentityArn,
    configurationSetName: configurationSet,
    configurationSetArn: stack.formatArn({
      service: 'sms-voice',
      resource: 'configuration-set',
      resourceName: configurationSet,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    }),
  };
}

export interface TextTopicsProps {
  stage: string;
}

/** The replies and delivery-events topics, encrypted with a key the messaging service may use. */
export class TextTopics extends Construct {
  readonly topics: Record<TextTopicSubscriber['name'], Topic>;
  readonly key: Key;

  constructor(scope: Construct, id: string, props: TextTopicsProps) {
    super(scope, id);
    const { account } = Stack.of(this);
    const fromThisAccount = { StringEquals: { 'aws:SourceAccount': account } };
    const service = new ServicePrincipal(SMS_SERVICE_PRINCIPAL);
    this.key = new Key(this, 'TopicKey', {
      description: `Encrypts the Dealflow ${props.stage} text reply and delivery event topics`,
      enableKeyRotation: true,
    });
    // The service encrypts what it publishes with the topic's key, on behalf of this account only.
    this.key.addToResourcePolicy(
      new PolicyStatement({
        principals: [service],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: fromThisAccount,
      }),
    );
    this.topics = Object.fromEntries(
      TEXT_TOPIC_SUBSCRIBERS.map((subscriber) => {
        const topic = new Topic(this, pascalCase(subscriber.name), {
          displayName: `Dealflow ${props.stage} ${subscriber.name}`,
          masterKey: this.key,
          enforceSSL: true,
        });
        topic.addToResourcePolicy(
          new PolicyStatement({
            principals: [service],
            actions: ['sns:Publish'],
            resources: [topic.topicArn],
            conditions: fromThisAccount,
          }),
        );
        return [subscriber.name, topic];
      }),
    ) as Record<TextTopicSubscriber['name'], Topic>;
  }
}

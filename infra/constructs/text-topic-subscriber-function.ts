/**
 * The Lambda subscribed to a text topic (shared/src/jobs/text-topics.ts): made like a queue
 * consumer (`addEventHandlerFunction`), invoked by SNS with one message at a time. A message SNS cannot
 * deliver, or the function fails on after Lambda's retries, is parked in a dead-letter queue of its
 * own, like a queue consumer's.
 */
import { Duration } from 'aws-cdk-lib';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { TEXT_TOPIC_SUBSCRIBER_TIMEOUT_SECONDS } from '#shared/jobs/text-topics';
import { acknowledgeNag } from './nag';
import { addEventHandlerFunction, type EventHandlerFunctionProps } from './event-handler-function';

/** Lambda's retries of a failed asynchronous invocation before the message is parked. */
export const TEXT_TOPIC_SUBSCRIBER_RETRIES = 2;

/** Its handler module exports `handler` taking an SNSEvent. */
export interface TextTopicSubscriberFunctionProps extends EventHandlerFunctionProps {
  topic: ITopic;
}

export class TextTopicSubscriberFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: TextTopicSubscriberFunctionProps) {
    super(scope, id);

    ({
      function: this.function,
      role: this.role,
      logGroup: this.logGroup,
    } = addEventHandlerFunction(this, props, Duration.seconds(TEXT_TOPIC_SUBSCRIBER_TIMEOUT_SECONDS)));

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // The longest SQS allows, to leave time to inspect and replay.
      retentionPeriod: Duration.days(14),
    });
    acknowledgeNag(
      this.deadLetterQueue,
      'AwsSolutions-SQS3',
      "This queue is itself the dead-letter queue of the SNS subscription and of the function's failed invocations; nothing consumes it.",
    );
    props.topic.addSubscription(
      new LambdaSubscription(this.function, { deadLetterQueue: this.deadLetterQueue }),
    );
    this.function.configureAsyncInvoke({
      retryAttempts: TEXT_TOPIC_SUBSCRIBER_RETRIES,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });
  }
}

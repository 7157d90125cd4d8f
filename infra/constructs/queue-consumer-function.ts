/**
 * The Lambda that consumes a work queue: made like every event handler (`addEventHandlerFunction`)
 * and driven by the queue with ReportBatchItemFailures, so one failing message is retried alone.
 */
import { Duration } from 'aws-cdk-lib';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { QUEUE_CONSUMER_TIMEOUT_SECONDS } from '#shared/jobs/queue-consumers';
import { addEventHandlerFunction, type EventHandlerFunctionProps } from './event-handler-function';

/** The consumer's timeout; its queue hides a message six times as long (queue-consumers.ts). */
export const QUEUE_CONSUMER_TIMEOUT = Duration.seconds(QUEUE_CONSUMER_TIMEOUT_SECONDS);

export interface QueueConsumerFunctionProps extends EventHandlerFunctionProps {
  queue: IQueue;
  batchSize?: number;
  /** Most invocations at once (QueueConsumerDefinition.maxConcurrency); unbounded when absent. */
  maxConcurrency?: number;
}

export class QueueConsumerFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: QueueConsumerFunctionProps) {
    super(scope, id);

    ({
      function: this.function,
      role: this.role,
      logGroup: this.logGroup,
    } = addEventHandlerFunction(this, props, QUEUE_CONSUMER_TIMEOUT));
    this.function.addEventSource(
      new SqsEventSource(props.queue, {
        batchSize: props.batchSize ?? 10,
        reportBatchItemFailures: true,
        ...(props.maxConcurrency === undefined ? {} : { maxConcurrency: props.maxConcurrency }),
      }),
    );
  }
}

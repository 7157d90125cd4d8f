/**
 * A work queue with its dead-letter queue, for asynchronous work (webhook delivery, notifications):
 * a message that fails `maxReceiveCount` times is parked for inspection instead of retried forever.
 */
import { Duration } from 'aws-cdk-lib';
import { Queue as SqsQueue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface QueueProps {
  /** At least the consumer's timeout, so a message is not redelivered while still being handled. */
  visibilityTimeout?: Duration;
  /** Deliveries before a message moves to the dead-letter queue. */
  maxReceiveCount?: number;
}

/** An encrypted, TLS-only SQS queue with an encrypted, TLS-only dead-letter queue. */
export class Queue extends Construct {
  readonly queue: SqsQueue;
  readonly deadLetterQueue: SqsQueue;

  constructor(scope: Construct, id: string, props: QueueProps = {}) {
    super(scope, id);

    this.deadLetterQueue = new SqsQueue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // The longest SQS allows, to leave time to inspect and redrive.
      retentionPeriod: Duration.days(14),
    });

    this.queue = new SqsQueue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: props.visibilityTimeout ?? Duration.seconds(60),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: props.maxReceiveCount ?? 5 },
    });
  }
}

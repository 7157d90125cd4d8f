/**
 * The queues of the local stack and the consumer handler each one drives, as infra declares them
 * (queue construct with a dead-letter queue). Empty until a feature adds asynchronous work; an
 * entry here is all the local stack needs: it creates the queue, puts its URL in the functions'
 * environment under `urlVariable`, and invokes `functions/src/<handler>.ts` with SQS batches.
 */
export interface QueueConsumerDefinition {
  /** Queue name, also the last segment of its URL. */
  name: string;
  /** Consumer module under functions/src, without extension; it exports `handler`. */
  handler: `${string}/handlers/${string}`;
  /** Environment variable that carries the queue URL to the functions that send to it. */
  urlVariable: string;
  batchSize?: number;
  visibilityTimeoutSeconds?: number;
  maxReceiveCount?: number;
}

export const QUEUE_CONSUMERS: readonly QueueConsumerDefinition[] = [];

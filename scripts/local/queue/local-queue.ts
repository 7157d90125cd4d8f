/**
 * An in-process stand-in for an SQS queue with a Lambda consumer and a dead-letter queue, with the
 * rules the deployed pair follows:
 * - the consumer gets an SQSEvent batch (up to `batchSize` records);
 * - when it throws, every message of the batch becomes visible again after the visibility
 *   timeout; when it answers `batchItemFailures` (ReportBatchItemFailures), only those do;
 * - a message received `maxReceiveCount` times without success moves to the dead-letter list.
 * One batch runs at a time per queue, which keeps local runs easy to follow.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Context, SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import { createLambdaContext } from '../gateway/lambda-context';

export type QueueConsumer = (
  event: SQSEvent,
  context: Context,
) => Promise<SQSBatchResponse | void> | SQSBatchResponse | void;

export interface LocalQueueOptions {
  name: string;
  consumer: QueueConsumer;
  region?: string;
  accountId?: string;
  batchSize?: number;
  visibilityTimeoutMs?: number;
  maxReceiveCount?: number;
  /** The consumer function's timeout; its context counts down from it. */
  consumerTimeoutMs?: number;
  log?: (line: string) => void;
}

export interface SendOptions {
  messageAttributes?: SQSMessageAttributes;
  delayMs?: number;
  messageGroupId?: string;
  messageDeduplicationId?: string;
}

interface StoredMessage {
  messageId: string;
  body: string;
  messageAttributes: SQSMessageAttributes;
  sentAt: number;
  firstReceivedAt?: number;
  receiveCount: number;
  visibleAt: number;
  groupId?: string;
  deduplicationId?: string;
}

/** A message that exhausted its receives, as the dead-letter queue holds it. */
export interface DeadLetter {
  messageId: string;
  body: string;
  messageAttributes: SQSMessageAttributes;
  receiveCount: number;
  lastError?: string;
}

export class LocalQueue {
  readonly name: string;
  readonly arn: string;
  private readonly options: Required<Omit<LocalQueueOptions, 'log' | 'consumer'>> &
    Pick<LocalQueueOptions, 'log' | 'consumer'>;
  private readonly messages: StoredMessage[] = [];
  private readonly dead: DeadLetter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];
  private settleWaiters: (() => void)[] = [];

  constructor(options: LocalQueueOptions) {
    this.options = {
      region: 'us-east-2',
      accountId: '000000000000',
      batchSize: 10,
      visibilityTimeoutMs: 30_000,
      maxReceiveCount: 3,
      consumerTimeoutMs: 30_000,
      ...options,
    };
    this.name = options.name;
    this.arn = `arn:aws:sqs:${this.options.region}:${this.options.accountId}:${options.name}`;
  }

  /** Enqueues a message; answers its id. */
  send(body: string, options: SendOptions = {}): string {
    if (this.stopped) throw new Error(`Queue ${this.name} is stopped`);
    const messageId = randomUUID();
    const now = Date.now();
    this.messages.push({
      messageId,
      body,
      messageAttributes: options.messageAttributes ?? {},
      sentAt: now,
      receiveCount: 0,
      visibleAt: now + (options.delayMs ?? 0),
      ...(options.messageGroupId ? { groupId: options.messageGroupId } : {}),
      ...(options.messageDeduplicationId ? { deduplicationId: options.messageDeduplicationId } : {}),
    });
    this.schedule();
    return messageId;
  }

  /** Messages moved to the dead-letter queue, oldest first. */
  get deadLetters(): readonly DeadLetter[] {
    return this.dead;
  }

  /** Messages still waiting or in flight. */
  get depth(): number {
    return this.messages.length;
  }

  /** Resolves once every message was consumed or dead-lettered. */
  drain(): Promise<void> {
    if (this.messages.length === 0 && !this.running) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Stops delivering; messages still queued are kept but never delivered. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /**
   * Resolves once no batch is being consumed and no message is due now: the work sent so far is
   * done, while messages sent with a delay, or waiting out a visibility timeout before a retry, may
   * still be waiting (unlike `drain`, which waits for those too).
   */
  settled(): Promise<void> {
    if (!this.running && !this.hasDueMessage()) return Promise.resolve();
    return new Promise((resolve) => this.settleWaiters.push(resolve));
  }

  private hasDueMessage(): boolean {
    const now = Date.now();
    return this.messages.some((message) => message.visibleAt <= now);
  }

  private schedule(): void {
    if (this.stopped || this.running) return;
    if (!this.hasDueMessage()) {
      const settled = this.settleWaiters.splice(0);
      for (const resolve of settled) resolve();
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.messages.length === 0) {
      const waiters = this.idleWaiters.splice(0);
      for (const resolve of waiters) resolve();
      return;
    }
    const nextVisible = Math.min(...this.messages.map((message) => message.visibleAt));
    const delay = Math.max(0, nextVisible - Date.now());
    this.timer = setTimeout(() => void this.deliver(), delay);
  }

  private async deliver(): Promise<void> {
    this.timer = undefined;
    if (this.stopped || this.running) return;
    const now = Date.now();
    const batch = this.messages
      .filter((message) => message.visibleAt <= now)
      .slice(0, this.options.batchSize);
    if (batch.length === 0) {
      this.schedule();
      return;
    }
    this.running = true;
    for (const message of batch) {
      message.receiveCount += 1;
      message.firstReceivedAt ??= now;
      message.visibleAt = now + this.options.visibilityTimeoutMs;
    }
    let failedIds: Set<string>;
    let lastError: string | undefined;
    try {
      const context = createLambdaContext({
        functionName: `${this.name}-consumer`,
        region: this.options.region,
        timeoutMs: this.options.consumerTimeoutMs,
      });
      const answer = await this.options.consumer(this.event(batch), context);
      failedIds = new Set((answer?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
      if (failedIds.size > 0) lastError = 'reported in batchItemFailures';
    } catch (error) {
      failedIds = new Set(batch.map((message) => message.messageId));
      lastError = error instanceof Error ? error.message : String(error);
      this.options.log?.(`[queue ${this.name}] consumer failed: ${lastError}`);
    }
    for (const message of batch) {
      if (!failedIds.has(message.messageId)) {
        this.remove(message);
      } else if (message.receiveCount >= this.options.maxReceiveCount) {
        this.remove(message);
        this.dead.push({
          messageId: message.messageId,
          body: message.body,
          messageAttributes: message.messageAttributes,
          receiveCount: message.receiveCount,
          ...(lastError ? { lastError } : {}),
        });
        this.options.log?.(
          `[queue ${this.name}] message ${message.messageId} moved to the dead-letter queue`,
        );
      }
    }
    this.running = false;
    this.schedule();
  }

  private remove(message: StoredMessage): void {
    const index = this.messages.indexOf(message);
    if (index !== -1) this.messages.splice(index, 1);
  }

  private event(batch: StoredMessage[]): SQSEvent {
    return {
      Records: batch.map((message): SQSRecord => ({
        messageId: message.messageId,
        receiptHandle: `${message.messageId}#${message.receiveCount}`,
        body: message.body,
        attributes: {
          ApproximateReceiveCount: String(message.receiveCount),
          SentTimestamp: String(message.sentAt),
          SenderId: 'AIDALOCALSTACK000000',
          ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt ?? message.sentAt),
          ...(message.groupId ? { MessageGroupId: message.groupId } : {}),
          ...(message.deduplicationId ? { MessageDeduplicationId: message.deduplicationId } : {}),
        },
        messageAttributes: message.messageAttributes,
        md5OfBody: createHash('md5').update(message.body).digest('hex'),
        eventSource: 'aws:sqs',
        eventSourceARN: this.arn,
        awsRegion: this.options.region,
      })),
    };
  }
}

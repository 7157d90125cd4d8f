/**
 * The webhook delivery queue's consumer (SQS event source, ReportBatchItemFailures): each message
 * is one attempt of one delivery (webhook-delivery.service.ts). A message that throws — DynamoDB or
 * SQS unavailable, or a body that is not one of ours — is reported failed, so SQS redelivers it
 * and, after the queue's maxReceiveCount, parks it in the dead-letter queue. A receiver's failure
 * never throws: it is logged and retried on the schedule.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { env } from '../../lib/env';
import { logger, withInvocationKeys } from '../../lib/logger';
import { processWebhookMessage } from '../webhook-delivery.service';
import { sendWebhookQueueMessage, webhookQueueMessageSchema } from '../webhook-queue';

// Parsed while the module loads, like every route handler: a misconfigured consumer fails at once.
const { WEBHOOK_ALLOW_LOOPBACK_RECEIVER } = env();

export const handler = withInvocationKeys(
  { consumer: 'webhooks' },
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const results = await Promise.allSettled(
      event.Records.map((record) =>
        processWebhookMessage(webhookQueueMessageSchema.parse(JSON.parse(record.body)), {
          now: () => new Date(),
          enqueue: sendWebhookQueueMessage,
          allowLoopbackReceiver: WEBHOOK_ALLOW_LOOPBACK_RECEIVER,
        }),
      ),
    );
    const batchItemFailures = results.flatMap((result, index) => {
      if (result.status === 'fulfilled') return [];
      const record = event.Records[index]!;
      logger.error('Webhook message failed; SQS will retry it', {
        feature: 'webhooks',
        messageId: record.messageId,
        error: String(result.reason),
      });
      return [{ itemIdentifier: record.messageId }];
    });
    return { batchItemFailures };
  },
);

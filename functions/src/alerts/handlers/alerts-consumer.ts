/**
 * The deal alerts queue's consumer (SQS, ReportBatchItemFailures): each message is a listing that
 * was listed or turned active; a message that fails is reported alone and comes back after the
 * visibility timeout (its work is idempotent), and ends in the dead-letter queue after its last try.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger, withInvocationKeys } from '../../lib/logger';
import { fanOutListing } from '../alert-fanout.service';
import { alertsQueueMessageSchema } from '../alerts-queue';

export const handler = withInvocationKeys(
  { consumer: 'alerts' },
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await fanOutListing(alertsQueueMessageSchema.parse(JSON.parse(record.body)), new Date());
      } catch (error) {
        logger.error('Deal alerts not handled; the message will be retried', {
          messageId: record.messageId,
          receiveCount: record.attributes.ApproximateReceiveCount,
          error: String(error),
        });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  },
);

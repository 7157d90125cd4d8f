/**
 * The deal alerts queue's consumer (SQS, ReportBatchItemFailures): each message is a listing that
 * was listed or turned active, a slice of such a listing's buyers, or a slice of a digest window's
 * buyers (alerts-queue.ts); a message that fails is reported alone and comes back after the
 * visibility timeout (its work is idempotent), and ends in the dead-letter queue after its last try.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger, withInvocationKeys } from '../../lib/logger';
import { sendDigestSlice } from '../alert-delivery.service';
import { fanOutListing } from '../alert-fanout.service';
import { alertsQueueBodySchema, type AlertsQueueBody } from '../alerts-queue';

/** Does what one message asks. */
const handle = (message: AlertsQueueBody, now: Date) =>
  'digest' in message ? sendDigestSlice(message, now) : fanOutListing(message, now);

export const handler = withInvocationKeys(
  { consumer: 'alerts' },
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await handle(alertsQueueBodySchema.parse(JSON.parse(record.body)), new Date());
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

/**
 * The notifications queue's consumer (SQS, ReportBatchItemFailures): each message is one event;
 * a message that fails is reported alone and comes back after the visibility timeout, the others
 * of the batch are done. A message that is not an event we know fails every time and ends in the
 * dead-letter queue, where it can be inspected.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger, withInvocationKeys } from '../../lib/logger';
import { deliverFeedbackNotification } from '../feedback-delivery';
import { deliverNotification } from '../notification-delivery';
import { isFeedbackMessage, notificationMessageSchema } from '../notification-message';

export const handler = withInvocationKeys(
  { consumer: 'notifications' },
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        const message = notificationMessageSchema.parse(JSON.parse(record.body));
        await (isFeedbackMessage(message)
          ? deliverFeedbackNotification(message)
          : deliverNotification(message));
      } catch (error) {
        logger.error('Notification not delivered; it will be retried', {
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

/**
 * The photo renditions queue's consumer (SQS, ReportBatchItemFailures). S3 sends the queue an event
 * when a checked listing photo is stored (infra/constructs/photo-renditions.ts; locally the S3
 * stand-in does, docs/local-stack.md); each of its records gets its renditions. A photo that cannot
 * be read, or is gone, is logged and skipped: a retry cannot help. Any other failure (S3 refused)
 * reports the message, which comes back after the visibility timeout and ends in the dead-letter
 * queue if it keeps failing.
 */
import type { S3Event, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { isRenditionSource } from '#shared/deals/photo-renditions';
import { logger, withInvocationKeys } from '../../lib/logger';
import { UnreadablePhotoError } from '../photo-renditions';
import { storePhotoRenditions } from '../photo-renditions.service';

/**
 * The photo keys of an S3 event notification: created objects only, keys decoded (S3 sends them
 * URL-encoded with `+` for spaces). S3's test event on setting up the notification has no records.
 */
export function createdPhotoKeys(notification: Partial<S3Event>): string[] {
  return (notification.Records ?? [])
    .filter((record) => record.eventName.startsWith('ObjectCreated:'))
    .map((record) => decodeURIComponent(record.s3.object.key.replace(/\+/g, ' ')))
    .filter(isRenditionSource);
}

async function handlePhoto(photoKey: string): Promise<void> {
  try {
    const outcome = await storePhotoRenditions(photoKey);
    if (outcome === 'photo-missing') logger.warn('Photo gone before its renditions were made', { photoKey });
  } catch (error) {
    if (!(error instanceof UnreadablePhotoError)) throw error;
    // The browser falls back to the original, so nothing shows broken.
    logger.error('Photo renditions not made: the photo cannot be read', { photoKey, error: error.message });
  }
}

export const handler = withInvocationKeys(
  { consumer: 'photo-renditions' },
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        for (const photoKey of createdPhotoKeys(JSON.parse(record.body) as Partial<S3Event>)) {
          await handlePhoto(photoKey);
        }
      } catch (error) {
        logger.error('Photo renditions not made; they will be retried', {
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

/**
 * The local S3 stand-in's part of the photo renditions path (docs/local-stack.md "Photo
 * renditions"): as the deployed bucket's notification does, every object stored under a checked
 * listing photo's key becomes an S3 event message on the renditions queue, whose consumer is the
 * deployed handler (deal-photos/handlers/make-photo-renditions). The message is queued as the object
 * is stored; the renditions are made after the upload is answered.
 */
import type { S3Event } from 'aws-lambda';
import { isRenditionSource } from '#shared/deals/photo-renditions';

/** Encodes a key as S3 writes it in event notifications (URL-encoded, spaces as `+`). */
const notificationKey = (key: string) => encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+');

/**
 * The notification the deployed bucket would send for this stand-in event (s3rver's, keys not
 * encoded), keeping only checked listing photos stored; null when nothing in it is one.
 */
export function photoRenditionNotification(event: S3Event): S3Event | null {
  const records = event.Records.filter(
    (record) => record.eventName.startsWith('ObjectCreated:') && isRenditionSource(record.s3.object.key),
  ).map((record) => ({
    ...record,
    s3: { ...record.s3, object: { ...record.s3.object, key: notificationKey(record.s3.object.key) } },
  }));
  return records.length > 0 ? { Records: records } : null;
}

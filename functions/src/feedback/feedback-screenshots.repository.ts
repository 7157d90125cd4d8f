/**
 * The only module of feedback that talks to S3 itself: presigned GET links for admins, and removing a
 * feedback's screenshot. (Upload policies and the checks of an upload are the shared image upload
 * module's: users/uploads.service.ts.)
 */
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../lib/clients';
import { env } from '../lib/env';

/** How long an admin's screenshot link works: long enough to open it, short enough not to share it. */
export const SCREENSHOT_LINK_SECONDS = 5 * 60;

/** A presigned GET of the screenshot, valid SCREENSHOT_LINK_SECONDS. */
export function screenshotLink(key: string): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key }), {
    expiresIn: SCREENSHOT_LINK_SECONDS,
  });
}

/** Removes the screenshot (nothing happens when there is none; throws when S3 refuses). */
export async function deleteScreenshot(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key }));
}

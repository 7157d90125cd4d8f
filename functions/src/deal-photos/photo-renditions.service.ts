/**
 * Makes and stores the renditions of one listing photo (docs/decisions/photo-renditions.md), from
 * its checked copy to the keys `renditionKey` names. Idempotent: a retry or a duplicate event
 * rewrites the same keys with the same bytes, and nothing leaves the system, so no claim is needed.
 */
import { renditionKey } from '#shared/deals/photo-renditions';
import { readImage, writeImage } from '../users/uploads.service';
import { renderPhotoRenditions } from './photo-renditions';

/** What became of a photo: renditions stored, or none because the photo is gone. */
export type PhotoRenditionsOutcome = 'stored' | 'photo-missing';

/**
 * Reads the photo, draws its renditions and stores each. A photo deleted since its event has
 * nothing to draw from; unreadable bytes throw UnreadablePhotoError (retrying cannot help).
 */
export async function storePhotoRenditions(photoKey: string): Promise<PhotoRenditionsOutcome> {
  const photo = await readImage(photoKey);
  if (!photo) return 'photo-missing';
  const renditions = await renderPhotoRenditions(photo);
  await Promise.all(
    renditions.map(({ width, body }) => writeImage(renditionKey(photoKey, width), body, 'image/webp')),
  );
  return 'stored';
}

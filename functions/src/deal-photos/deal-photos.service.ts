/**
 * Listing photos: uploaded from the browser with a presigned POST (the same policy building as
 * profile images), then named by key in the listing body. A key is accepted only under the
 * uploader's own prefix and only once its bytes are an allowed image; the listing stores the key of
 * the checked copy, without metadata.
 */
import { DEAL_PHOTO_MAX_BYTES, type DEAL_PHOTO_CONTENT_TYPES } from '#shared/deals/deal-photos';
import type { UploadPolicy } from '#shared/users/profile';
import { BadRequestError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { acceptUploadedImage, createImageUploadPolicy, isKeyUnder } from '../users/uploads.service';

/** Every listing photo a user uploads is under this prefix. */
export const dealPhotoPrefix = (userId: string) => `deal-photos/${userId}/`;

/** POST /api/deals/photo-uploads: a presigned POST for one photo under the caller's prefix. */
export function createDealPhotoUpload(
  principal: Principal,
  request: { contentType: (typeof DEAL_PHOTO_CONTENT_TYPES)[number] },
  now: Date,
): Promise<UploadPolicy> {
  return createImageUploadPolicy(
    dealPhotoPrefix(principal.userId),
    request.contentType,
    DEAL_PHOTO_MAX_BYTES,
    now,
  );
}

/**
 * Checks the photos of a listing being saved and answers the keys to store, in the same order. Keys
 * it already had are kept as they are; a new key must be under the owner's prefix (or, when an admin
 * edits, the admin's own) and an image fit to use, which answers its checked key (acceptUploadedImage).
 */
export async function acceptDealPhotos(options: {
  photos: readonly string[] | undefined;
  ownerId: string;
  callerId: string;
  previous?: readonly string[];
}): Promise<string[] | undefined> {
  const prefixes = [dealPhotoPrefix(options.ownerId), dealPhotoPrefix(options.callerId)];
  const added = (options.photos ?? []).filter((key) => !options.previous?.includes(key));
  for (const key of added) {
    if (!prefixes.some((prefix) => isKeyUnder(key, prefix))) {
      throw new BadRequestError(`The photo ${key} was not uploaded for this listing.`);
    }
  }
  const checked = new Map(
    await Promise.all(
      added.map(async (key) => [key, await acceptUploadedImage(key, DEAL_PHOTO_MAX_BYTES)] as const),
    ),
  );
  return options.photos?.map((key) => checked.get(key) ?? key);
}

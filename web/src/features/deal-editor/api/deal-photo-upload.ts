/**
 * Uploads one listing photo: ask the API for a presigned POST (its policy enforces the type and
 * size again), then post the file straight to storage with progress.
 */
import { createDealPhotoUpload } from '#shared/api/routes/deal-photos.routes';
import { DEAL_PHOTO_CONTENT_TYPES, DEAL_PHOTO_MAX_BYTES } from '#shared/deals/deal-photos';
import { callRoute } from '../../../lib/api/app-api-client';
import { postToPresignedUrl } from '../../../lib/api/presigned-post';

type PhotoContentType = (typeof DEAL_PHOTO_CONTENT_TYPES)[number];

/** Why a file is refused before any request (a `validation.<key>`), or null when it may go. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!(DEAL_PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'fileTypeInvalid';
  if (file.size > DEAL_PHOTO_MAX_BYTES) return 'fileTooLarge';
  if (file.size === 0) return 'fileEmpty';
  return null;
}

/** Uploads the photo and answers its storage key, for the listing's `photos`. */
export async function uploadDealPhoto(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const policy = await callRoute(createDealPhotoUpload, {
    body: { contentType: file.type as PhotoContentType, size: file.size },
  });
  await postToPresignedUrl(policy, file, onProgress);
  return policy.key;
}

/**
 * Uploads one listing photo: ask the API for a presigned POST (its policy enforces the type and
 * size again), then post the file straight to storage with progress.
 */
import { createDealPhotoUpload } from '#shared/api/routes/deal-photos.routes';
import { DEAL_PHOTO_CONTENT_TYPES, DEAL_PHOTO_MAX_BYTES } from '#shared/deals/deal-photos';
import { callRoute } from '../../../lib/api/app-api-client';
import { uploadWithPolicy } from '../../../lib/api/upload-with-policy';
import { fileProblem } from '../../../lib/files/file-problem';

type PhotoContentType = (typeof DEAL_PHOTO_CONTENT_TYPES)[number];

const PHOTO_PROBLEM_KEYS = {
  invalidType: 'fileTypeInvalid',
  tooLarge: 'fileTooLarge',
  empty: 'fileEmpty',
} as const;

/** Why a file is refused before any request (a `validation.<key>`), or null when it may go. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  const problem = fileProblem(file, { types: DEAL_PHOTO_CONTENT_TYPES, maxBytes: DEAL_PHOTO_MAX_BYTES });
  return problem && PHOTO_PROBLEM_KEYS[problem];
}

/** Uploads the photo and answers its storage key, for the listing's `photos`. */
export async function uploadDealPhoto(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return uploadWithPolicy(
    file,
    () =>
      callRoute(createDealPhotoUpload, {
        body: { contentType: file.type as PhotoContentType, size: file.size },
      }),
    onProgress,
  );
}

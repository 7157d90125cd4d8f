/**
 * Uploads an image the way the API allows: ask for a presigned POST (the server refuses a file over
 * the limit or of another type before signing), post the file straight to S3 with progress, then
 * tell the API to use it.
 */
import { createUpload, setProfileImage } from '#shared/api/routes/users.routes';
import {
  IMAGE_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  type ImageContentType,
  type UploadKind,
} from '#shared/users/profile';
import type { User } from '#shared/users/user';
import { callRoute } from '../../../lib/api/app-api-client';
import { postToPresignedUrl } from '../../../lib/api/presigned-post';

/** Why a file is refused before any request: `imageTypeInvalid` or `fileTooLarge` (validation keys). */
export function imageFileProblem(file: { type: string; size: number }, kind: UploadKind): string | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'imageTypeInvalid';
  if (file.size > UPLOAD_MAX_BYTES[kind]) return kind === 'companyLogo' ? 'logoTooLarge' : 'pictureTooLarge';
  if (file.size === 0) return 'fileEmpty';
  return null;
}

export async function uploadImage(
  file: File,
  kind: UploadKind,
  onProgress: (fraction: number) => void,
): Promise<User> {
  const policy = await callRoute(createUpload, {
    body: { kind, contentType: file.type as ImageContentType, size: file.size },
  });
  await postToPresignedUrl(policy, file, onProgress);
  return callRoute(setProfileImage, { body: { kind, key: policy.key } });
}

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
import { uploadWithPolicy } from '../../../lib/api/upload-with-policy';
import { fileProblem } from '../../../lib/files/file-problem';

/** Why a file is refused before any request: `imageTypeInvalid` or `fileTooLarge` (validation keys). */
export function imageFileProblem(file: { type: string; size: number }, kind: UploadKind): string | null {
  const problem = fileProblem(file, { types: IMAGE_CONTENT_TYPES, maxBytes: UPLOAD_MAX_BYTES[kind] });
  if (problem === 'invalidType') return 'imageTypeInvalid';
  if (problem === 'tooLarge') return kind === 'companyLogo' ? 'logoTooLarge' : 'pictureTooLarge';
  return problem && 'fileEmpty';
}

export async function uploadImage(
  file: File,
  kind: UploadKind,
  onProgress: (fraction: number) => void,
): Promise<User> {
  const key = await uploadWithPolicy(
    file,
    () =>
      callRoute(createUpload, {
        body: { kind, contentType: file.type as ImageContentType, size: file.size },
      }),
    onProgress,
  );
  return callRoute(setProfileImage, { body: { kind, key } });
}

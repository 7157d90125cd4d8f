/**
 * Uploads an image the way the API allows: ask for a presigned POST (the server refuses a file over
 * the limit or of another type before signing), post the file straight to S3 with progress, then
 * tell the API to use it.
 */
import { createUpload, setProfileImage } from '../../../../../shared/src/api/routes/users.routes';
import {
  IMAGE_CONTENT_TYPES,
  UPLOAD_MAX_BYTES,
  type ImageContentType,
  type UploadKind,
} from '../../../../../shared/src/profile';
import type { User } from '../../../../../shared/src/user';
import { callRoute } from '../../../lib/api/app-api-client';

/** Why a file is refused before any request: `imageTypeInvalid` or `fileTooLarge` (validation keys). */
export function imageFileProblem(file: { type: string; size: number }, kind: UploadKind): string | null {
  if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'imageTypeInvalid';
  if (file.size > UPLOAD_MAX_BYTES[kind]) return kind === 'companyLogo' ? 'logoTooLarge' : 'pictureTooLarge';
  if (file.size === 0) return 'fileEmpty';
  return null;
}

/** Posts the form to S3, reporting progress from 0 to 1 (fetch cannot report upload progress). */
function postForm(url: string, form: FormData, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`Upload refused with ${request.status}`));
    request.onerror = () => reject(new Error('Upload failed'));
    request.send(form);
  });
}

export async function uploadImage(
  file: File,
  kind: UploadKind,
  onProgress: (fraction: number) => void,
): Promise<User> {
  const policy = await callRoute(createUpload, {
    body: { kind, contentType: file.type as ImageContentType, size: file.size },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  // S3 reads every field before the file: the file goes last.
  form.append('file', file);
  await postForm(policy.url, form, onProgress);
  onProgress(1);
  return callRoute(setProfileImage, { body: { kind, key: policy.key } });
}

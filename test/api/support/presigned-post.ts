/** Browser-like uploads for the API tests: a presigned POST form sent to the local S3. */
import type { UploadPolicy } from '#shared/users/profile';
import { callApi } from './local-stack';

/** Posts the file with the policy's fields (changed by `change`), as the browser does. */
export function postFile(
  policy: Pick<UploadPolicy, 'url' | 'fields'>,
  file: Buffer,
  change: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...policy.fields, ...change })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)]), 'upload');
  return fetch(policy.url, { method: 'POST', body: form });
}

/** Asks for a listing photo upload as `token`'s holder and posts `file` to it; answers its policy. */
export async function uploadListingPhoto(
  token: string,
  file: Buffer,
  contentType: 'image/jpeg' | 'image/png' | 'image/webp' = 'image/jpeg',
): Promise<UploadPolicy> {
  const answer = await callApi('/api/deals/photo-uploads', {
    method: 'POST',
    token,
    body: JSON.stringify({ contentType, size: file.length }),
  });
  if (answer.status !== 201)
    throw new Error(`The photo upload was refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  const policy = answer.body as UploadPolicy;
  const stored = await postFile(policy, file);
  if (stored.status !== 204) throw new Error(`The local S3 refused the photo: ${stored.status}`);
  return policy;
}

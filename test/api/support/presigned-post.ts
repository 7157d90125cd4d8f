/** Browser-like uploads for the API tests: a presigned POST form sent to the local S3. */
import type { UploadPolicy } from '#shared/users/profile';

/** Posts the file with the policy's fields (changed by `change`), as the browser does. */
export function postFile(
  policy: Pick<UploadPolicy, 'url' | 'fields'>,
  file: Buffer,
  change: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...policy.fields, ...change })) form.append(name, value);
  form.append('file', new Blob([file]), 'upload');
  return fetch(policy.url, { method: 'POST', body: form });
}

/**
 * Posts a file straight to storage with a presigned POST policy the API answered. XMLHttpRequest,
 * unlike fetch, reports upload progress, which the upload fields show.
 */

/** What a presigned POST needs: the form's action and its signed fields. */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/** Storage refused the file: its policy did not allow it (too large, another type, expired). */
export class StorageRefusedError extends Error {
  override name = 'StorageRefusedError';
  constructor(readonly status: number) {
    super(`Upload refused with ${status}`);
  }
}

/**
 * Posts the file with the policy's fields, reporting progress from 0 to 1; rejects with a
 * StorageRefusedError when storage refuses it, and with the signal's reason when it is aborted
 * (the upload stops).
 */
export function postToPresignedUrl(
  policy: PresignedPost,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  // Storage reads every policy field before the file: the file goes last.
  form.append('file', file);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    request.onloadend = () => signal?.removeEventListener('abort', abort);
    request.onabort = () => reject(signal?.reason ?? new Error('Upload aborted'));
    request.open('POST', policy.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new StorageRefusedError(request.status));
    };
    request.onerror = () => reject(new Error('Upload failed'));
    request.send(form);
  });
}

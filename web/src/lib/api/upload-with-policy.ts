/** One presigned upload from start to end, as every upload field does it. */
import { postToPresignedUrl, type PresignedPost } from './presigned-post';

/**
 * The whole presigned upload: ask the API for a policy (it refuses a file over the limit or of
 * another type before signing), post the file with progress, and answer the policy's storage key.
 * An aborted `signal` stops it, the file's upload included.
 */
export async function uploadWithPolicy(
  file: Blob,
  requestPolicy: () => Promise<PresignedPost & { key: string }>,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const policy = await requestPolicy();
  signal?.throwIfAborted();
  await postToPresignedUrl(policy, file, onProgress, signal);
  return policy.key;
}

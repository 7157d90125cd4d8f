/**
 * Why an upload was refused, as a translated message key (`errors.upload.*` in common): by storage
 * (the presigned POST's policy: size, type, expiry) or by the API when the file was used
 * (docs/requirements.md#r9-7-1). Null for any other failure, which the caller words itself.
 */
import type { ErrorCode } from '#shared/core/errors';
import type { CommonTranslationKey } from '../toast/toast-store';
import { ApiRequestError } from './api-errors';
import { StorageRefusedError } from './presigned-post';

const UPLOAD_ERROR_KEYS: Partial<Record<ErrorCode, CommonTranslationKey>> = {
  UPLOAD_NOT_FOUND: 'errors.upload.notFound',
  UPLOAD_TOO_LARGE: 'errors.upload.tooLarge',
  UPLOAD_NOT_IMAGE: 'errors.upload.notImage',
};

/** The message key explaining this upload refusal, or null when it is not one. */
export function uploadErrorKey(error: unknown): CommonTranslationKey | null {
  if (error instanceof StorageRefusedError) return 'errors.upload.refusedByStorage';
  if (error instanceof ApiRequestError && error.code) return UPLOAD_ERROR_KEYS[error.code] ?? null;
  return null;
}

import { ApiRequestError } from '../../../lib/api/api-errors';

/**
 * Why a ZIP's figures could not be shown: the caller may not see them (403), the API refuses the ZIP
 * as malformed (400), it knows no such ZIP (404 ZIP_NOT_FOUND), or anything else (worth a retry).
 */
export type ZipDemandFailure = 'forbidden' | 'invalid' | 'unknown' | 'failed';

export function zipDemandFailureOf(error: unknown): ZipDemandFailure {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.status === 403) return 'forbidden';
  if (error.status === 400) return 'invalid';
  // Only the ZIP's own 404: a missing route (an API without this page yet) is a failure, not an unknown ZIP.
  if (error.code === 'ZIP_NOT_FOUND') return 'unknown';
  return 'failed';
}

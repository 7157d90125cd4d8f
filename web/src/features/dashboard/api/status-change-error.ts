import { ApiRequestError } from '../../../lib/api/api-errors';

/** The dialog's message for a failed status change (docs/requirements.md#r8-6). */
export type StatusChangeFailure = 'notAllowed' | 'failed';

/** 409 STATUS_CHANGE_NOT_ALLOWED (the table refused it, or another change landed first) or anything else. */
export function statusChangeFailureOf(error: unknown): StatusChangeFailure {
  return error instanceof ApiRequestError && error.code === 'STATUS_CHANGE_NOT_ALLOWED'
    ? 'notAllowed'
    : 'failed';
}

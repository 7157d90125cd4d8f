/** How /requestAccess answers a refusal (docs/requirements.md#r8-3 waitlist messages). */
import { ApiRequestError } from '../../../lib/api/api-errors';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form/field-errors';

export const REQUEST_ACCESS_FIELDS = ['firstName', 'lastName', 'email', 'role', 'note'] as const;
export type RequestAccessField = (typeof REQUEST_ACCESS_FIELDS)[number];

export type RequestAccessFailure =
  /** docs/requirements.md#r8-3: no more users allowed. Shown on the page. */
  | { kind: 'full' }
  | { kind: 'rate-limited' }
  | { kind: 'invalid-fields'; fieldErrors: FieldErrors<RequestAccessField> }
  /** Anything else: the "Request Failed / Failed to add to waitlist" toast. */
  | { kind: 'failed' };

export function classifyRequestAccessError(error: unknown): RequestAccessFailure {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed' };
  if (error.code === 'WAITLIST_FULL') return { kind: 'full' };
  if (error.code === 'RATE_LIMITED') return { kind: 'rate-limited' };
  const fieldErrors = serverFieldErrors(error, REQUEST_ACCESS_FIELDS);
  return Object.keys(fieldErrors).length > 0 ? { kind: 'invalid-fields', fieldErrors } : { kind: 'failed' };
}

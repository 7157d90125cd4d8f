/**
 * The `offers` namespace key that explains a failed interest or offer call (docs/requirements.md#r8-5): one
 * message per error code the deal-flow routes answer, a network message, and a generic one for the rest.
 */
import { ApiRequestError, NetworkError } from '../../lib/api/api-errors';

const EXPLAINED_CODES = [
  'DEAL_NOT_TAKING_OFFERS',
  'DEAL_NOT_FOUND',
  'OFFER_NOT_FOUND',
  'OFFER_ALREADY_ACCEPTED',
  'OFFER_NOT_PENDING',
  'VALIDATION_FAILED',
  'FORBIDDEN',
  'CALL_ALREADY_REQUESTED',
  'RATE_LIMITED',
] as const;

export type DealFlowErrorKey = `errors.${(typeof EXPLAINED_CODES)[number] | 'network' | 'unknown'}`;

/** `errors.<CODE>` for a code the app explains, `errors.network` offline, else `errors.unknown`. */
export function dealFlowErrorKey(error: unknown): DealFlowErrorKey {
  if (error instanceof NetworkError) return 'errors.network';
  if (error instanceof ApiRequestError) {
    const code = EXPLAINED_CODES.find((known) => known === error.code);
    if (code) return `errors.${code}`;
    if (error.status === 403) return 'errors.FORBIDDEN';
  }
  return 'errors.unknown';
}

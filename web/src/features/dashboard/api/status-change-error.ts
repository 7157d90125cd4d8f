import { apiErrorSchema } from '#shared/core/errors';
import { ApiRequestError } from '../../../lib/api/api-errors';

/** The dialog's message for a failed status change (docs/requirements.md#r8-6). */
export type StatusChangeFailure = 'notAllowed' | 'failed';

/** 409 STATUS_CHANGE_NOT_ALLOWED (the table refused it, or another change landed first) or anything else. */
export function statusChangeFailureOf(error: unknown): StatusChangeFailure {
  return error instanceof ApiRequestError && error.code === 'STATUS_CHANGE_NOT_ALLOWED'
    ? 'notAllowed'
    : 'failed';
}

/** What a change off the market would close (docs/requirements.md#r4-9), as the 409 counts them. */
export interface OffersToClose {
  openOffers: number;
  acceptedOffer: boolean;
}

/** The offers a refused change would close, when it was refused for the seller to confirm that. */
export function offersToCloseOf(error: unknown): OffersToClose | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'OPEN_OFFERS_TO_CLOSE') return null;
  const related = apiErrorSchema.safeParse(error.data).data?.related;
  return { openOffers: related?.openOffers ?? 0, acceptedOffer: related?.acceptedOffer ?? false };
}

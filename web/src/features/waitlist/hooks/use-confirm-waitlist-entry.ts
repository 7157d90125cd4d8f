import { useMutation } from '@tanstack/react-query';
import { confirmWaitlistEntry } from '#shared/api/routes/waitlist.routes';
import type { ConfirmWaitlistEntryBody } from '#shared/waitlist/waitlist';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';

/** Why a confirmation link did not confirm: a wrong, expired or malformed link; a full list; anything else. */
export type ConfirmWaitlistFailure = 'invalid-link' | 'full' | 'failed';

export class ConfirmWaitlistError extends Error {
  override name = 'ConfirmWaitlistError';
  constructor(
    readonly failure: ConfirmWaitlistFailure,
    options?: ErrorOptions,
  ) {
    super('Failed to confirm the waitlist entry', options);
  }
}

function classify(error: unknown): ConfirmWaitlistFailure {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.code === 'WAITLIST_FULL') return 'full';
  if (error.code === 'LINK_INVALID' || error.status === 400) return 'invalid-link';
  return 'failed';
}

/** Confirms a waitlist entry from the link in its e-mail (docs/requirements.md#r1-5-waitlist-confirm). */
export function useConfirmWaitlistEntry() {
  return useMutation({
    mutationFn: async (body: ConfirmWaitlistEntryBody) => {
      try {
        return await callRoute(confirmWaitlistEntry, { body });
      } catch (error) {
        throw new ConfirmWaitlistError(classify(error), { cause: error });
      }
    },
  });
}

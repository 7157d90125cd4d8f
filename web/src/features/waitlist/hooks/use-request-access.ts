import { useMutation } from '@tanstack/react-query';
import { requestAccess } from '#shared/api/routes/waitlist.routes';
import type { RequestAccessBody } from '#shared/waitlist/waitlist';
import { callRoute } from '../../../lib/api/app-api-client';
import { showToast } from '../../../lib/toast/toast-store';
import { classifyRequestAccessError, type RequestAccessFailure } from '../api/request-access-errors';

export class RequestAccessError extends Error {
  override name = 'RequestAccessError';
  readonly failure: RequestAccessFailure;
  constructor(failure: RequestAccessFailure, options?: ErrorOptions) {
    super('Failed to add to waitlist', options);
    this.failure = failure;
  }
}

/** Joins the waitlist; failures the page cannot explain raise the docs/requirements.md#r8-3 toast. */
export function useRequestAccess() {
  return useMutation({
    mutationFn: async (body: RequestAccessBody) => {
      try {
        return await callRoute(requestAccess, { body });
      } catch (error) {
        throw new RequestAccessError(classifyRequestAccessError(error), { cause: error });
      }
    },
    onError: (error) => {
      if (error instanceof RequestAccessError && error.failure.kind !== 'failed') return;
      showToast({
        variant: 'error',
        title: 'toasts.waitlistFailed.title',
        description: 'toasts.waitlistFailed.description',
      });
    },
  });
}

/**
 * A buyer's interest and offer on the listing page (docs/requirements.md#r1-9): express or withdraw interest,
 * and submit an offer, then refresh the page's data. docs/requirements.md#r8-5: an offer that was saved but
 * whose refresh failed is a success with a warning, never an error (the buyer must not send it twice).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DealDetail } from '#shared/deals/deal-api';
import {
  expressInterest,
  requestCall,
  submitOffer,
  withdrawInterest,
} from '#shared/api/routes/offers.routes';
import type { CallRequestInput } from '#shared/offers/call-request';
import type { OfferInput } from '#shared/offers/offer-schema';
import { callRoute } from '../../../lib/api/app-api-client';
import { fetchDealDetail } from './deal-queries';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

/** Toggles the caller's interest and writes the answer (state and count) into the cached listing. */
export function useInterestToggle(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interested: boolean) =>
      callRoute(interested ? expressInterest : withdrawInterest, { params: { dealId } }),
    onSuccess: (state) => {
      queryClient.setQueryData<DealDetail>(dealQueryKeys.detail(dealId), (detail) =>
        detail
          ? {
              ...detail,
              deal: { ...detail.deal, interestCount: state.interestCount },
              viewer: { ...detail.viewer, isInterested: state.interested },
            }
          : detail,
      );
      void queryClient.invalidateQueries({ queryKey: dealQueryKeys.myInterests });
    },
  });
}

/** How a sent offer ended: saved and the page refreshed, or saved but the refresh failed. */
export type OfferSent = 'refreshed' | 'refreshFailed';

/**
 * Submits the offer, then reads the listing again once (its offer count, a status that changed).
 * The mutation fails only when the offer was not saved; a failed refresh answers 'refreshFailed'.
 */
export function useSubmitOffer(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OfferInput): Promise<OfferSent> => {
      await callRoute(submitOffer, { params: { dealId }, body });
      // Everything under `deals` is stale now (the buyer's own offers among it); the listing is
      // read again here, once, so the page knows whether it is up to date.
      await queryClient.invalidateQueries({ queryKey: dealQueryKeys.all, refetchType: 'none' });
      try {
        await queryClient.fetchQuery({
          queryKey: dealQueryKeys.detail(dealId),
          queryFn: ({ signal }) => fetchDealDetail(dealId, signal),
          retry: false,
          staleTime: 0,
        });
        return 'refreshed';
      } catch {
        return 'refreshFailed';
      }
    },
  });
}

/** Sends the buyer's call request to the listing's seller (one per listing and day). */
export function useRequestCall(dealId: string) {
  return useMutation({
    mutationFn: (body: CallRequestInput) => callRoute(requestCall, { params: { dealId }, body }),
  });
}

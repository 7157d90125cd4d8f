/**
 * The seller's side of a listing's deal flow (docs/requirements.md#r1-9, docs/requirements.md#r2-7
 * "interested buyers and received offers tables"): its offers and interested buyers a page at a time, every
 * page for the CSV export, and accepting or declining an offer. Owner and admins only: the API answers 403 to
 * others.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  acceptOffer,
  declineOffer,
  listDealInterests,
  listDealOffers,
} from '#shared/api/routes/offers.routes';
import { DEAL_FLOW_MAX_PAGE_SIZE, type Interest, type Offer } from '#shared/offers/offer-schema';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { readAllPages } from '../../../lib/api/read-all-pages';
import { retryUnlessFinal } from '../../../lib/query/retry-unless-final';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

/** Why the page cannot show a listing's offers: no access (403), no such listing (404/400), or else. */
export type DealOffersFailure = 'forbidden' | 'notFound' | 'failed';

export function dealOffersFailureOf(error: unknown): DealOffersFailure {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.status === 403) return 'forbidden';
  if (error.status === 404 || error.status === 400) return 'notFound';
  return 'failed';
}

/** Rows per page on screen; the export reads the biggest pages the API gives. */
export const DEAL_OFFERS_PAGE_SIZE = 50;

const pageQuery = (cursor: string | null, limit = DEAL_OFFERS_PAGE_SIZE) => ({
  limit,
  ...(cursor ? { cursor } : {}),
});

/** The listing's offers, newest first. */
export function useDealOffers(dealId: string) {
  return useInfiniteQuery({
    queryKey: dealQueryKeys.offers(dealId),
    queryFn: ({ pageParam, signal }) =>
      callRoute(listDealOffers, { params: { dealId }, query: pageQuery(pageParam), signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    retry: retryUnlessFinal,
  });
}

/** The listing's interested buyers, newest first (read once the caller is known to manage it). */
export function useDealInterests(dealId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: dealQueryKeys.interests(dealId),
    queryFn: ({ pageParam, signal }) =>
      callRoute(listDealInterests, { params: { dealId }, query: pageQuery(pageParam), signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    retry: retryUnlessFinal,
    enabled,
  });
}

/** Every offer of the listing, newest first. */
export const fetchAllOffers = (dealId: string): Promise<Offer[]> =>
  readAllPages((cursor) =>
    callRoute(listDealOffers, { params: { dealId }, query: pageQuery(cursor, DEAL_FLOW_MAX_PAGE_SIZE) }),
  );

/** Every interested buyer of the listing, newest first. */
export const fetchAllInterests = (dealId: string): Promise<Interest[]> =>
  readAllPages((cursor) =>
    callRoute(listDealInterests, {
      params: { dealId },
      query: pageQuery(cursor, DEAL_FLOW_MAX_PAGE_SIZE),
    }),
  );

/**
 * Accepts or declines one of the listing's offers. Everything under `deals` is stale afterwards:
 * an acceptance takes the listing to pending (its page, the dashboard, the buyer's offers).
 */
export function useOfferDecision(dealId: string, decision: 'accept' | 'decline') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (offerId: string) =>
      callRoute(decision === 'accept' ? acceptOffer : declineOffer, { params: { dealId, offerId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealQueryKeys.all }),
  });
}

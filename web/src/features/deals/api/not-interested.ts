/**
 * A buyer's "Not interested" on a listing (docs/buyer-matching.md): PUT says so, DELETE takes it
 * back. The answer is written into the cached listing; the buyer's alerts (which drop the listing)
 * and anything else under `deals` are marked stale and read again when next shown.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearNotInterested, markNotInterested } from '#shared/api/routes/buyer-matches.routes';
import type { DealDetail } from '#shared/deals/deal-api';
import { callRoute } from '../../../lib/api/app-api-client';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

/** Sets (true) or clears (false) the caller's "Not interested" on the listing. */
export function useNotInterestedToggle(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notInterested: boolean) =>
      callRoute(notInterested ? markNotInterested : clearNotInterested, { params: { dealId } }),
    onSuccess: async (state) => {
      await queryClient.invalidateQueries({ queryKey: dealQueryKeys.all, refetchType: 'none' });
      queryClient.setQueryData<DealDetail>(dealQueryKeys.detail(dealId), (detail) =>
        detail ? { ...detail, viewer: { ...detail.viewer, isNotInterested: state.notInterested } } : detail,
      );
    },
  });
}

import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { changeDealStatus, deleteDeal } from '#shared/api/routes/deals.routes';
import type { MyDeal } from '#shared/deals/deal-api';
import type { StatusChange } from '#shared/deals/deal-status';
import { callRoute } from '../../../lib/api/app-api-client';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

interface MyDealPage {
  items: MyDeal[];
  nextCursor: string | null;
}

/**
 * Changes a listing's status. Whatever the answer, the listings are refetched: on success the row
 * shows the new status, and a refused change (409) usually means the status changed elsewhere.
 */
export function useChangeDealStatus(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusChange) => callRoute(changeDealStatus, { params: { dealId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dealQueryKeys.all }),
  });
}

/**
 * Soft-deletes a listing; its row leaves the table at once, then the listings are refetched.
 * `confirmCloseOffers` confirms closing its open offers (asked after a 409 OPEN_OFFERS_TO_CLOSE).
 */
export function useDeleteDeal(dealId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ confirmCloseOffers }: { confirmCloseOffers: boolean }) =>
      callRoute(deleteDeal, {
        params: { dealId },
        query: confirmCloseOffers ? { confirmCloseOffers: 'true' } : {},
      }),
    onSuccess: () => {
      queryClient.setQueryData<InfiniteData<MyDealPage>>(dealQueryKeys.mine, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter((deal) => deal.dealId !== dealId),
              })),
            }
          : data,
      );
      return queryClient.invalidateQueries({ queryKey: dealQueryKeys.all });
    },
  });
}

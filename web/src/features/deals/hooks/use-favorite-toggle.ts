import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addFavorite, removeFavorite } from '#shared/api/routes/deals.routes';
import { callRoute } from '../../../lib/api/app-api-client';
import { showToast, type CommonTranslationKey } from '../../../lib/toast/toast-store';
import { applyFavoriteState } from '../api/favorite-cache';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

export interface FavoriteToggleInput {
  dealId: string;
  /** The state the buyer asks for. */
  favorite: boolean;
  /** The count shown now, from which the optimistic count is computed. */
  currentCount: number;
}

/**
 * Saves or removes a favourite. The cards and the detail page change at once (optimistic), take the
 * server's count when it answers, and go back with an error toast when it fails.
 */
export function useFavoriteToggle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dealId, favorite }: FavoriteToggleInput) =>
      callRoute(favorite ? addFavorite : removeFavorite, { params: { dealId } }),
    onMutate: async ({ dealId, favorite, currentCount }) => {
      await queryClient.cancelQueries({ queryKey: dealQueryKeys.all });
      const snapshot = queryClient.getQueriesData({ queryKey: dealQueryKeys.all });
      applyFavoriteState(queryClient, {
        dealId,
        isFavorite: favorite,
        favoriteCount: Math.max(0, currentCount + (favorite ? 1 : -1)),
      });
      return { snapshot };
    },
    onSuccess: (state) => applyFavoriteState(queryClient, state),
    onError: (_error, _input, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) queryClient.setQueryData(queryKey, data);
      showToast({ variant: 'error', title: 'deals:favorite.failed' as CommonTranslationKey });
    },
    // A query the cancel above stopped before its first answer (a new filter still loading) shows
    // the previous results as a placeholder, which no cache update reaches: ask it again, so its
    // cards come from the server as it is after the favourite.
    // Not awaited: the favourite is settled already, whatever that page's answer takes.
    onSettled: () => {
      void queryClient.refetchQueries({
        queryKey: dealQueryKeys.all,
        type: 'active',
        predicate: (query) => query.state.data === undefined,
      });
    },
  });
}

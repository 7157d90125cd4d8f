/**
 * Writes a listing's favourite state into every cached query that shows it (browse pages and the
 * detail), so the card and the detail page agree without refetching.
 */
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { DealDetail, DealPage, FavoriteState } from '#shared/deals/deal-api';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';
import { browseQueryKeys } from './deal-queries';

function withFavoriteInPages(data: InfiniteData<DealPage> | undefined, state: FavoriteState) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item.dealId === state.dealId
          ? { ...item, isFavorite: state.isFavorite, favoriteCount: state.favoriteCount }
          : item,
      ),
    })),
  };
}

function withFavoriteInDetail(data: DealDetail | undefined, state: FavoriteState) {
  if (!data) return data;
  return {
    ...data,
    deal: { ...data.deal, favoriteCount: state.favoriteCount },
    viewer: { ...data.viewer, isFavorite: state.isFavorite },
  };
}

/** Puts the favourite state of one listing into the browse pages and its detail. */
export function applyFavoriteState(queryClient: QueryClient, state: FavoriteState): void {
  queryClient.setQueriesData<InfiniteData<DealPage>>({ queryKey: browseQueryKeys.all }, (data) =>
    withFavoriteInPages(data, state),
  );
  queryClient.setQueryData<DealDetail>(dealQueryKeys.detail(state.dealId), (data) =>
    withFavoriteInDetail(data, state),
  );
}

/**
 * Favourites (docs/requirements.md#r2-3 browse "favourites"): any signed-in user saves a listing they can
 * see. Both directions are idempotent: saving a favourite twice, or removing one that is not there,
 * answers the current state without counting anything twice.
 */
import type { FavoriteState } from '#shared/deals/deal-api';
import { isBrowsable } from '../db/entities/deal.entity';
import type { Principal } from '../lib/http/principal';
import { loadVisibleDeal } from './deal-access';
import { addFavorite, removeFavorite } from './deal-activity.repository';
import { findDeal } from './deals.repository';

async function stateAfter(
  dealId: string,
  isFavorite: boolean,
  fallbackCount: number,
): Promise<FavoriteState> {
  const deal = await findDeal(dealId);
  return { dealId, isFavorite, favoriteCount: Math.max(0, deal?.favoriteCount ?? fallbackCount) };
}

/** PUT /api/deals/{dealId}/favorite. */
export async function saveFavorite(principal: Principal, dealId: string, now: Date): Promise<FavoriteState> {
  const { deal } = await loadVisibleDeal(principal, dealId);
  await addFavorite(principal.userId, dealId, now.toISOString(), isBrowsable(deal.status));
  return stateAfter(dealId, true, deal.favoriteCount);
}

/** DELETE /api/deals/{dealId}/favorite. */
export async function dropFavorite(principal: Principal, dealId: string): Promise<FavoriteState> {
  const { deal } = await loadVisibleDeal(principal, dealId);
  await removeFavorite(principal.userId, dealId, isBrowsable(deal.status));
  return stateAfter(dealId, false, deal.favoriteCount);
}

/**
 * A user's favourite listings, under the user's partition.
 *
 * Access patterns:
 * - the user's favourites, newest first (browse favourites filter): Query pk=USER#<userId>,
 *   sk begins_with FAVORITE#, backwards; then BatchGet the listings
 * - which of a page's listings are favourites: BatchGet pk=USER#<userId>, sk=FAVORITE#<dealId>
 * - save: one transaction of the Put (`attribute_not_exists(pk)`), ADD favoriteCount 1 on the
 *   listing and ADD the day's favorites 1
 * - remove: Delete (`attribute_exists(pk)`) with ADD favoriteCount -1 conditioned
 *   `favoriteCount > 0`; the day's favorites count favourites made that day and are not taken back
 */
import { USER_PREFIX } from './user.entity';

export const DEAL_FAVORITE_ENTITY = 'DealFavorite';

/** Sort-key prefix of a user's favourite listings (under the user's partition). */
export const FAVORITE_PREFIX = 'FAVORITE#';

/** A user's favourite listing, newest first when read backwards (favourites filter). */
export const favoriteKey = (userId: string, dealId: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `${FAVORITE_PREFIX}${dealId}`,
});

/** A user's favourite listing. */
export function toFavoriteItem(userId: string, dealId: string, at: string) {
  return { ...favoriteKey(userId, dealId), entity: DEAL_FAVORITE_ENTITY, userId, dealId, createdAt: at };
}

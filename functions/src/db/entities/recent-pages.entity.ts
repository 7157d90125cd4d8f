/**
 * A user's recent pages: one item per user holding the whole list (at most 10 entries), so a batch
 * of visits is one read and one conditional write and the list never needs a query or a clean-up.
 *
 * Access patterns:
 * - get a user's recent pages: GetItem pk=USER#<userId>, sk=RECENT_PAGES
 * - record a batch of visits (the web app sends them together): Put of the same key, conditioned
 *   on the version read (optimistic locking)
 */
import * as z from 'zod';
import { recentPageEntrySchema, type RecentPage } from '#shared/users/recent-pages';
import { USER_PREFIX } from './user.entity';

export const RECENT_PAGES_ENTITY = 'RecentPages';

/** The one item holding a user's recent pages (a list of at most 10). */
export const recentPagesKey = (userId: string) => ({ pk: `${USER_PREFIX}${userId}`, sk: 'RECENT_PAGES' });

export const recentPagesRecordSchema = z.object({
  userId: z.string(),
  items: z.array(recentPageEntrySchema),
  version: z.number().int(),
});
export type RecentPagesRecord = z.infer<typeof recentPagesRecordSchema>;

export function toRecentPagesItem(userId: string, items: readonly RecentPage[], version: number) {
  return { ...recentPagesKey(userId), entity: RECENT_PAGES_ENTITY, userId, items, version };
}

export function fromRecentPagesItem(item: Record<string, unknown>): RecentPagesRecord {
  return recentPagesRecordSchema.parse(item);
}

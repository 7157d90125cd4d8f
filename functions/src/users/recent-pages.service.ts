/**
 * Recent pages (docs/requirements.md#r3-10, docs/requirements.md#r9-15): 10 per user, newest first, one entry
 * per URL.
 */
import { withRecentPages, type RecentPage, type RecentPageInput } from '#shared/users/recent-pages';
import { ConflictError } from '../lib/errors';
import { retry } from '../lib/retry';
import { findRecentPages, saveRecentPages } from './recent-pages.repository';

/** Attempts before giving up when other writes keep winning (two tabs navigating at once). */
const MAX_ATTEMPTS = 3;

export async function listRecentPages(userId: string): Promise<RecentPage[]> {
  return (await findRecentPages(userId)).items;
}

/**
 * Puts the visited pages (oldest first) at the front of the list, the last one in front; an older
 * entry for the same URL is dropped. One read and one write, however many pages the client batched.
 */
export async function recordRecentPages(
  userId: string,
  pages: readonly RecentPageInput[],
  now: string,
): Promise<RecentPage[]> {
  const visits = pages.map(({ title, url, route }) => ({
    title,
    url,
    ...(route ? { route } : {}),
    visitedAt: now,
  }));
  const saved = await retry(
    async () => {
      const { items, version } = await findRecentPages(userId);
      const next = withRecentPages(items, visits);
      return (await saveRecentPages(userId, next, version)) ? next : null;
    },
    { attempts: MAX_ATTEMPTS, retryIf: (next) => next === null },
  );
  if (!saved) throw new ConflictError();
  return saved;
}

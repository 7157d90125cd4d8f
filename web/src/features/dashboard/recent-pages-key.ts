/**
 * The recent-pages cache entry, apart from its query so that the recorder (in the app shell, around
 * every page) does not bring the users route table into the shell.
 */
import type { RecentPage } from '#shared/users/recent-pages';

export const RECENT_PAGES_QUERY_KEY = ['users', 'me', 'recent-pages'] as const;

export interface RecentPagesAnswer {
  items: RecentPage[];
}

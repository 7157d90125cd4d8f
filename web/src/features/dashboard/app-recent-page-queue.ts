/** The app's one recent-page queue: sessionStorage and the app's API client. */
import { ApiRequestError } from '../../lib/api/api-errors';
import { callRoute } from '../../lib/api/app-api-client';
import { readStorage, writeStorage, removeStorage } from '../../lib/storage/browser-storage';
import { SESSION_STORAGE_KEYS } from '../../lib/storage/storage-keys';
import { createRecentPageQueue } from './recent-page-queue';

const KEY = SESSION_STORAGE_KEYS.recentPagesQueue;

export const recentPageQueue = createRecentPageQueue({
  read: () => readStorage('session', KEY),
  write: (value) => (value === null ? removeStorage('session', KEY) : writeStorage('session', KEY, value)),
  send: async (pages, { keepalive }) => {
    // The users route table (and every profile schema with it) loads here, not with the app shell.
    const { recordRecentPage } = await import('#shared/api/routes/users.routes');
    return (await callRoute(recordRecentPage, { body: { pages }, keepalive })).items;
  },
  isRetryable: (error) => !(error instanceof ApiRequestError && error.status < 500),
});

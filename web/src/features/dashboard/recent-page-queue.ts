/**
 * The recent-page visits the server has not heard of yet (docs/requirements.md#r3-10). Recording
 * each page view on its own was a request per page; instead visits wait in memory and in
 * sessionStorage (a reload loses none) and go together in one request: right away when nothing
 * was sent in the last RECENT_PAGES_FLUSH_INTERVAL_MS, else once that interval is over, and at
 * once when the tab hides or the dashboard reads the list.
 */
import * as z from 'zod';
import {
  RECENT_PAGES_BATCH_MAX,
  recentPageSchema,
  type RecentPage,
  type RecentPageInput,
} from '#shared/users/recent-pages';

/** At most one recording request per this many milliseconds while the user browses. */
export const RECENT_PAGES_FLUSH_INTERVAL_MS = 30_000;

const storedQueueSchema = z.object({
  userId: z.string(),
  pages: z.array(recentPageSchema).max(RECENT_PAGES_BATCH_MAX),
});
type StoredQueue = z.infer<typeof storedQueueSchema>;

export interface RecentPageQueueDependencies {
  /** The stored queue (JSON), or null. */
  read(): string | null;
  /** Stores the queue; null removes it. */
  write(value: string | null): void;
  /** Records the visits, oldest first; answers the user's list. */
  send(pages: RecentPageInput[], options: { keepalive: boolean }): Promise<RecentPage[]>;
  /** Whether a failed send may work later (no answer, a server error) rather than being refused. */
  isRetryable(error: unknown): boolean;
}

export interface RecentPageQueue {
  /** Queues a visit of the user's and schedules the next send. */
  add(userId: string, page: RecentPageInput): void;
  /** The user's visits not sent yet, oldest first. */
  pending(userId: string): RecentPageInput[];
  /**
   * Sends the user's queued visits now; answers their list, or null when nothing was queued.
   * Visits queued by another user (who signed out in this tab) are dropped, never sent as this one.
   */
  flush(userId: string, options?: { keepalive?: boolean }): Promise<RecentPage[] | null>;
  /** Calls the listener with the user's list after every send that worked; answers the unsubscribe. */
  onSent(listener: (items: RecentPage[]) => void): () => void;
}

/** The queue with one more visit: a URL visited again moves to the end, the newest ones kept. */
function queuedWith(pages: readonly RecentPageInput[], page: RecentPageInput): RecentPageInput[] {
  return [...pages.filter((queued) => queued.url !== page.url), page].slice(-RECENT_PAGES_BATCH_MAX);
}

export function createRecentPageQueue(dependencies: RecentPageQueueDependencies): RecentPageQueue {
  let queue: StoredQueue | null | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  const listeners = new Set<(items: RecentPage[]) => void>();

  const load = (): StoredQueue | null => {
    if (queue === undefined) {
      try {
        const stored = dependencies.read();
        queue = stored === null ? null : storedQueueSchema.parse(JSON.parse(stored));
      } catch {
        queue = null;
      }
    }
    return queue;
  };
  const store = (next: StoredQueue | null) => {
    queue = next && next.pages.length > 0 ? next : null;
    dependencies.write(queue ? JSON.stringify(queue) : null);
  };
  const pending = (userId: string) => {
    const current = load();
    return current?.userId === userId ? current.pages : [];
  };

  const flush: RecentPageQueue['flush'] = async (userId, options = {}) => {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending(userId);
    // Taken (or, another user's, dropped): visits queued from here on wait for the next send.
    store(null);
    if (batch.length === 0) return null;
    lastSentAt = Date.now();
    try {
      const items = await dependencies.send(batch, { keepalive: options.keepalive ?? false });
      for (const listener of listeners) listener(items);
      return items;
    } catch (error) {
      // Put the visits back before any queued meanwhile, for the next send.
      if (dependencies.isRetryable(error)) {
        store({ userId, pages: pending(userId).reduce(queuedWith, batch) });
      }
      throw error;
    }
  };

  const schedule = (userId: string) => {
    if (timer !== undefined) return;
    const wait = Math.max(0, lastSentAt + RECENT_PAGES_FLUSH_INTERVAL_MS - Date.now());
    timer = setTimeout(() => {
      timer = undefined;
      // The list is a convenience: a failed send waits for the next visit, hide or dashboard.
      flush(userId).catch(() => undefined);
    }, wait);
  };

  return {
    add(userId, page) {
      store({ userId, pages: queuedWith(pending(userId), page) });
      schedule(userId);
    },
    pending,
    flush,
    onSent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

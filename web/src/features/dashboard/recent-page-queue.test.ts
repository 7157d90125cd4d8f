import type { RecentPage, RecentPageInput } from '#shared/users/recent-pages';
import {
  createRecentPageQueue,
  RECENT_PAGES_FLUSH_INTERVAL_MS,
  type RecentPageQueueDependencies,
} from './recent-page-queue';

const page = (n: number): RecentPageInput => ({ title: `Page ${n}`, url: `/page/${n}` });

/** A queue over a fake storage and a fake server; `storage` outlives it, as sessionStorage a reload. */
function setup(
  storage: { value: string | null } = { value: null },
  overrides: Partial<RecentPageQueueDependencies> = {},
) {
  const sent: { pages: RecentPageInput[]; keepalive: boolean }[] = [];
  const queue = createRecentPageQueue({
    read: () => storage.value,
    write: (value) => {
      storage.value = value;
    },
    send: async (pages, { keepalive }) => {
      sent.push({ pages, keepalive });
      return pages.map((entry): RecentPage => ({ ...entry, visitedAt: 'now' })).reverse();
    },
    isRetryable: () => true,
    ...overrides,
  });
  return { queue, sent, storage };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('recent page queue', () => {
  it('sends the first visit at once, then the visits of the next interval together', async () => {
    const { queue, sent } = setup();

    queue.add('user-1', page(1));
    await jest.advanceTimersByTimeAsync(0);
    queue.add('user-1', page(2));
    queue.add('user-1', page(3));
    queue.add('user-1', page(2));
    await jest.advanceTimersByTimeAsync(RECENT_PAGES_FLUSH_INTERVAL_MS - 1);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);

    expect(sent.map((request) => request.pages.map((entry) => entry.url))).toEqual([
      ['/page/1'],
      ['/page/3', '/page/2'],
    ]);
  });

  it('keeps the visits not sent yet in storage, so the page after a reload sends them', async () => {
    const first = setup();
    first.queue.add('user-1', page(1));
    await jest.advanceTimersByTimeAsync(0);
    first.queue.add('user-1', page(2));

    const reloaded = setup(first.storage);
    expect(reloaded.queue.pending('user-1')).toEqual([page(2)]);
    await expect(reloaded.queue.flush('user-1')).resolves.toEqual([{ ...page(2), visitedAt: 'now' }]);
    expect(first.storage.value).toBeNull();
  });

  it('sends at most the newest 10 visits, one per URL', async () => {
    const { queue, sent } = setup();
    queue.add('user-1', page(0));
    await jest.advanceTimersByTimeAsync(0);
    for (let n = 1; n <= 12; n++) queue.add('user-1', page(n));
    await queue.flush('user-1', { keepalive: true });
    expect(sent[1]).toEqual({
      pages: Array.from({ length: 10 }, (_, index) => page(index + 3)),
      keepalive: true,
    });
  });

  it("never sends another user's visits", async () => {
    const { queue, sent } = setup();
    queue.add('user-1', page(1));
    await expect(queue.flush('user-2')).resolves.toBeNull();
    await jest.advanceTimersByTimeAsync(RECENT_PAGES_FLUSH_INTERVAL_MS);
    expect(sent).toEqual([]);
    expect(queue.pending('user-1')).toEqual([]);
  });

  it('keeps the visits of a send that may work later, before those queued meanwhile', async () => {
    let fail = true;
    const { queue } = setup(undefined, {
      send: async () => {
        if (fail) throw new Error('offline');
        return [];
      },
    });
    queue.add('user-1', page(1));
    const flushing = queue.flush('user-1');
    queue.add('user-1', page(2));
    await expect(flushing).rejects.toThrow('offline');
    expect(queue.pending('user-1')).toEqual([page(1), page(2)]);
    fail = false;
    await queue.flush('user-1');
    expect(queue.pending('user-1')).toEqual([]);
  });

  it('drops the visits of a send the server refused', async () => {
    const { queue } = setup(undefined, {
      send: () => Promise.reject(new Error('400')),
      isRetryable: () => false,
    });
    queue.add('user-1', page(1));
    await expect(queue.flush('user-1')).rejects.toThrow('400');
    expect(queue.pending('user-1')).toEqual([]);
  });

  it('tells listeners the list after each send', async () => {
    const { queue } = setup();
    const listener = jest.fn();
    const stop = queue.onSent(listener);
    queue.add('user-1', page(1));
    await jest.advanceTimersByTimeAsync(0);
    stop();
    queue.add('user-1', page(2));
    await queue.flush('user-1');
    expect(listener.mock.calls).toEqual([[[{ ...page(1), visitedAt: 'now' }]]]);
  });
});

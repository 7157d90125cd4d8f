import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { sampleDeal } from '#shared/deals/deal-samples';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';
import { SessionContext } from '../../../lib/session/session-context';
import { fakeApi } from '../../../test/fake-api';
import { makeSession } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { recentPageQueue } from '../app-recent-page-queue';
import { RecentPages } from '../components/recent-pages';
import { RECENT_PAGE_DEBOUNCE_MS, useRecentPageRecorder } from './use-recent-page-recorder';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const WAIT = { timeout: 4000 };

/** A page that records visits; at `errorAt` it is an error page (a status page, as not-found and 403 are). */
function Page({ errorAt }: { errorAt?: string }) {
  useRecentPageRecorder();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      {pathname === errorAt && <section className="page status-page">Not found</section>}
      <button type="button" onClick={() => void navigate('/deals/b')}>
        Go
      </button>
      <RecentPages />
    </>
  );
}

function renderAt(path: string, { errorAt, queryClient = newQueryClient() }: RenderOptions = {}) {
  const user = makeUser();
  render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider
        value={makeSession({ status: 'authenticated', user, validatedAt: Date.now() })}
      >
        <MemoryRouter initialEntries={[path]}>
          <Page errorAt={errorAt} />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

interface RenderOptions {
  errorAt?: string;
  queryClient?: QueryClient;
}

function newQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

const dealPage = (dealId: string) => ({ name: 'dealDetail', params: { dealId } });

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('useRecentPageRecorder', () => {
  it('shows the page just visited on the list at once and records it in a batch', async () => {
    const api = fakeApi({
      listRecentPages: () => ({ items: [] }),
      recordRecentPage: ({ body }) => ({
        items: body!.pages.map((page) => ({ ...page, visitedAt: '2026-11-20T12:00:00.000Z' })),
      }),
    });
    renderAt('/deals/a');

    expect(await screen.findByRole('link', { name: '/deals/a' }, WAIT)).toHaveAttribute('href', '/deals/a');
    await waitFor(() => expect(api.calls('recordRecentPage')).toHaveLength(1));
    expect(api.calls('recordRecentPage')[0]!.body).toEqual({
      pages: [{ title: '/deals/a', url: '/deals/a', route: dealPage('a') }],
    });
  });

  it('names a listing page by the address the page read, so the list words it in any language', async () => {
    const api = fakeApi({
      listRecentPages: () => ({ items: [] }),
      recordRecentPage: ({ body }) => ({
        items: body!.pages.map((page) => ({ ...page, visitedAt: '2026-11-20T12:00:00.000Z' })),
      }),
    });
    const queryClient = newQueryClient();
    queryClient.setQueryData(dealQueryKeys.detail('c'), { deal: sampleDeal({ streetAddress: '12 Oak St' }) });
    renderAt('/deals/c', { queryClient });

    expect(await screen.findByRole('link', { name: '12 Oak St' }, WAIT)).toHaveAttribute('href', '/deals/c');
    act(() => setVisibility('hidden'));
    await waitFor(() =>
      expect(api.calls('recordRecentPage').at(-1)?.body?.pages).toContainEqual({
        title: '/deals/c',
        url: '/deals/c',
        route: { name: 'dealDetail', params: { dealId: 'c', address: '12 Oak St' } },
      }),
    );
  });

  it('skips an error page (not found, no access, a failed load) and records the next one', async () => {
    const api = fakeApi({
      listRecentPages: () => ({ items: [] }),
      recordRecentPage: ({ body }) => ({
        items: body!.pages.map((page) => ({ ...page, visitedAt: '2026-11-20T12:00:00.000Z' })),
      }),
    });
    jest.useFakeTimers();
    try {
      renderAt('/deals/missing', { errorAt: '/deals/missing' });
      await act(() => jest.advanceTimersByTimeAsync(RECENT_PAGE_DEBOUNCE_MS));

      expect(recentPageQueue.pending('user-1').map((page) => page.url)).not.toContain('/deals/missing');
    } finally {
      jest.useRealTimers();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));

    expect(await screen.findByRole('link', { name: '/deals/b' }, WAIT)).toBeInTheDocument();
    act(() => setVisibility('hidden'));
    await waitFor(() =>
      expect(
        api
          .calls('recordRecentPage')
          .at(-1)
          ?.body?.pages.map((page) => page.url),
      ).toContain('/deals/b'),
    );
    const recorded = api
      .calls('recordRecentPage')
      .flatMap((call) => call.body!.pages.map((page) => page.url));
    expect(recorded).not.toContain('/deals/missing');
    expect(screen.queryByRole('link', { name: '/deals/missing' })).not.toBeInTheDocument();
  });

  it('sends what is queued, with keepalive, when the tab hides', async () => {
    const api = fakeApi({
      listRecentPages: () => ({ items: [] }),
      recordRecentPage: () => ({ items: [] }),
    });
    renderAt('/deals/a');
    await screen.findByRole('link', { name: '/deals/a' }, WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await screen.findByRole('link', { name: '/deals/b' }, WAIT);

    act(() => setVisibility('hidden'));

    await waitFor(() =>
      expect(api.calls('recordRecentPage').at(-1)).toMatchObject({
        body: {
          pages: expect.arrayContaining([{ title: '/deals/b', url: '/deals/b', route: dealPage('b') }]),
        },
        keepalive: true,
      }),
    );
    expect(api.calls('recordRecentPage').length).toBeLessThanOrEqual(2);
  });

  it('has the dashboard send the queued visits and show their answer instead of reading the list', async () => {
    const api = fakeApi({
      recordRecentPage: ({ body }) => ({
        items: body!.pages.map((page) => ({ ...page, visitedAt: '2026-11-20T12:00:00.000Z' })),
      }),
    });
    recentPageQueue.add('user-1', { title: 'Profile', url: '/profile?tab=company' });

    renderAt('/dashboard');

    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile?tab=company',
    );
    expect(api.calls('recordRecentPage')[0]!.body!.pages).toContainEqual({
      title: 'Profile',
      url: '/profile?tab=company',
    });
    expect(api.calls('listRecentPages')).toHaveLength(0);
  });
});

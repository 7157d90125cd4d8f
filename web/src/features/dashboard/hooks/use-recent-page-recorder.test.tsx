import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { SessionContext } from '../../../lib/session/session-context';
import { fakeApi } from '../../../test/fake-api';
import { makeSession } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { recentPageQueue } from '../app-recent-page-queue';
import { RecentPages } from '../components/recent-pages';
import { useRecentPageRecorder } from './use-recent-page-recorder';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const WAIT = { timeout: 4000 };

function Page() {
  useRecentPageRecorder();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/deals/b')}>
        Go
      </button>
      <RecentPages />
    </>
  );
}

function renderAt(path: string) {
  const user = makeUser();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider
        value={makeSession({ status: 'authenticated', user, validatedAt: Date.now() })}
      >
        <MemoryRouter initialEntries={[path]}>
          <Page />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

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
      pages: [{ title: '/deals/a', url: '/deals/a' }],
    });
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
        body: { pages: expect.arrayContaining([{ title: '/deals/b', url: '/deals/b' }]) },
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

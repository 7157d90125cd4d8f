import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { DealAnalytics } from '#shared/deals/deal-api';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { SessionContext } from '../../../lib/session/session-context';
import { sampleDeal } from '#shared/deals/deal-samples';
import { fakeApi } from '../../../test/fake-api';
import { makeSession } from '../../../test/render';
import { makeUser } from '../../../test/users';
import DealAnalyticsPage from './deal-analytics-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

/** Three days of activity: the API answers 30, but the page charts whatever it gets. */
const ANALYTICS: DealAnalytics = {
  dealId: 'deal-1',
  totals: { views: 42, uniqueViewers: 17, favorites: 5, interests: 3, offers: 1 },
  daily: [
    { date: '2026-03-03', views: 2, uniqueViewers: 2, favorites: 0, interests: 0, offers: 0 },
    { date: '2026-03-04', views: 9, uniqueViewers: 6, favorites: 1, interests: 1, offers: 0 },
    { date: '2026-03-05', views: 4, uniqueViewers: 3, favorites: 0, interests: 0, offers: 1 },
  ],
};

const LISTING = {
  deal: sampleDeal({ streetAddress: '12 Oak St' }),
  seller: {
    firstName: 'Sam',
    lastName: 'Seller',
    companyName: null,
    companyLogoKey: null,
    callBookingLink: null,
  },
  viewer: { isFavorite: false, canManage: true, acceptsOffers: true },
};

/** Answers the analytics and, for its address, the listing. */
const answerAnalytics = () => fakeApi({ getDealAnalytics: () => ANALYTICS, getDeal: () => LISTING });

/** The page at its real route pattern, so the listing id comes from the URL. */
function renderPage() {
  const user = makeUser({ roles: ['originator'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider
        value={makeSession({ status: 'authenticated', user, validatedAt: Date.now() })}
      >
        <MemoryRouter initialEntries={['/deals/deal-1/analytics']}>
          <Routes>
            <Route
              path="/deals/:dealId/analytics"
              element={
                <DealAnalyticsPage
                  unauthorized={<p>Unauthorized state</p>}
                  notFound={<p>Not found state</p>}
                />
              }
            />
          </Routes>
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

describe('DealAnalyticsPage', () => {
  beforeEach(() => jest.mocked(callRoute).mockReset());

  it('shows the totals since listing', async () => {
    answerAnalytics();
    renderPage();

    const totals = await screen.findByTestId('analytics-totals');

    expect(within(totals).getByTestId('total-views')).toHaveTextContent('Views42');
    expect(within(totals).getByTestId('total-uniqueViewers')).toHaveTextContent('Unique viewers17');
    expect(within(totals).getByTestId('total-offers')).toHaveTextContent('Offers1');
    expect(jest.mocked(callRoute).mock.calls[0]?.[1]).toMatchObject({ params: { dealId: 'deal-1' } });
  });

  it('names the listing by its street address in the heading and the document title', async () => {
    answerAnalytics();
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analytics for 12 Oak St' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Analytics for 12 Oak St · Dealflow');
  });

  it('draws one labelled chart per series with a summary of its busiest day', async () => {
    answerAnalytics();
    renderPage();

    const views = await screen.findByRole('img', { name: /Views per day over the last 3 days/ });

    expect(views).toHaveAccessibleName(
      'Views per day over the last 3 days 15 in all; the busiest day was March 4, 2026 with 9.',
    );
    expect(views.querySelectorAll('rect')).toHaveLength(3);
    expect(screen.getAllByRole('img')).toHaveLength(5);
  });

  it('gives screen readers the numbers as a table, one row per day', async () => {
    answerAnalytics();
    renderPage();

    const table = await screen.findByRole('table', { name: 'Activity per day over the last 3 days' });
    const rows = within(table).getAllByRole('row');

    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByRole('rowheader')).toHaveTextContent('March 4, 2026');
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['9', '6', '1', '1', '0']);
  });

  it('shows the unauthorized state when the API answers 403', async () => {
    jest
      .mocked(callRoute)
      .mockRejectedValue(new ApiRequestError(403, 'Forbidden', '{}', { code: 'FORBIDDEN' }));
    renderPage();

    expect(await screen.findByText('Unauthorized state')).toBeInTheDocument();
  });

  it('shows the not-found state when the API answers 404, without retrying', async () => {
    jest
      .mocked(callRoute)
      .mockRejectedValue(new ApiRequestError(404, 'Not Found', '{}', { code: 'DEAL_NOT_FOUND' }));
    renderPage();

    expect(await screen.findByText('Not found state')).toBeInTheDocument();
    expect(callRoute).toHaveBeenCalledTimes(1);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ZipDemandDetail } from '#shared/demand/demand';
import type { Role } from '#shared/users/roles';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { pagePatterns } from '../../../lib/paths/paths';
import { SessionContext } from '../../../lib/session/session-context';
import { fakeApi } from '../../../test/fake-api';
import { makeSession } from '../../../test/render';
import { makeUser } from '../../../test/users';
import ZipAnalyticsPage from './zip-analytics-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

/** A ZIP as the API discloses it: some figures withheld (null), as the small-count rule does. */
function makeDetail(overrides: Partial<ZipDemandDetail> = {}): ZipDemandDetail {
  return {
    zipCode: '78701',
    city: 'Austin',
    state: 'TX',
    location: { lat: 30.27, lng: -97.74 },
    figures: { buyers: 42, averageDownPayment: 25_000, averageMonthlyPayment: null },
    updatedAt: '2026-03-05',
    breakdown: {
      buyBoxType: [
        { value: 'cash', buyers: 30 },
        { value: 'none', buyers: null },
        { value: 'creative', buyers: null },
      ],
      financingType: [{ value: 'conventional', buyers: 42 }],
      propertyType: [{ value: 'singleFamily', buyers: 40 }],
    },
    trend: [
      { month: '2026-01', buyers: null, averageDownPayment: null, averageMonthlyPayment: null },
      { month: '2026-02', buyers: 12, averageDownPayment: null, averageMonthlyPayment: null },
      { month: '2026-03', buyers: 42, averageDownPayment: 25_000, averageMonthlyPayment: null },
    ],
    listings: { active: 3, medianPrice: 350_000 },
    nearby: [
      { zipCode: '78702', city: 'Austin', state: 'TX', distanceMiles: 1.6, buyers: 15 },
      { zipCode: '78703', city: 'Austin', state: 'TX', distanceMiles: 2.4, buyers: null },
    ],
    ...overrides,
  };
}

function CurrentPath() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-path">{`${pathname}${search}`}</output>;
}

/** The page at its real route pattern, so the ZIP comes from the URL; other pages render nothing. */
function renderPage(path: string, roles: Role[] | null = ['originator']) {
  const session = roles
    ? makeSession({ status: 'authenticated', user: makeUser({ roles }), validatedAt: Date.now() })
    : makeSession({ status: 'unauthenticated' });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pagePatterns.zipAnalytics} element={<ZipAnalyticsPage />} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { currentPath: () => screen.getByTestId('current-path').textContent };
}

const notFound = () =>
  new ApiRequestError(404, 'Not Found', '', {
    code: 'ZIP_NOT_FOUND',
    message: 'We have no ZIP code like this one.',
  });

describe('ZipAnalyticsPage', () => {
  it.each<Role>(['originator', 'owner', 'admin'])(
    'shows a %s the ZIP by its number and place',
    async (role) => {
      const api = fakeApi({ getZipDemand: () => makeDetail() });
      renderPage('/zip/78701/analytics', [role]);

      expect(
        await screen.findByRole('heading', { level: 1, name: 'ZIP 78701 — Austin, TX' }),
      ).toBeInTheDocument();
      expect(api.calls('getZipDemand')).toEqual([expect.objectContaining({ params: { zipCode: '78701' } })]);
      expect(document.title).toBe('ZIP code analytics · Dealflow');
    },
  );

  it('sends a buyer to /unauthorized without asking the API', () => {
    const api = fakeApi({});
    const { currentPath } = renderPage('/zip/78701/analytics', ['buyer']);

    expect(currentPath()).toBe('/unauthorized');
    expect(api.calls('getZipDemand')).toHaveLength(0);
  });

  it('sends the caller to /unauthorized when the API refuses them, without retrying', async () => {
    const api = fakeApi({
      getZipDemand: () => {
        throw new ApiRequestError(403, 'Forbidden', '', { code: 'FORBIDDEN', message: 'x' });
      },
    });
    const { currentPath } = renderPage('/zip/78701/analytics', ['owner']);

    await waitFor(() => expect(currentPath()).toBe('/unauthorized'));
    expect(api.calls('getZipDemand')).toHaveLength(1);
  });

  it('sends a visitor to sign in', () => {
    fakeApi({});
    const { currentPath } = renderPage('/zip/78701/analytics', null);

    expect(currentPath()).toBe('/auth');
  });

  it('shows a malformed ZIP its own page without calling the API, and opens a typed ZIP once it has 5 digits', async () => {
    const api = fakeApi({ getZipDemand: () => makeDetail() });
    const { currentPath } = renderPage('/zip/abcde/analytics');

    expect(screen.getByRole('heading', { level: 1, name: 'That is not a ZIP code' })).toBeInTheDocument();
    expect(screen.getByText('“abcde” is not a ZIP code: a ZIP code has 5 digits.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the buyer map' })).toHaveAttribute('href', '/buyers');
    expect(api.calls('getZipDemand')).toHaveLength(0);

    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    await userEvent.type(input, '7870');
    await userEvent.click(screen.getByRole('button', { name: 'Show its analytics' }));

    expect(input).toHaveAccessibleDescription('Enter a ZIP code of 5 digits.');
    expect(input).toHaveFocus();
    expect(currentPath()).toBe('/zip/abcde/analytics');

    await userEvent.type(input, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Show its analytics' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ZIP 78701 — Austin, TX' }),
    ).toBeInTheDocument();
    expect(currentPath()).toBe('/zip/78701/analytics');
  });

  it('says a ZIP the API does not know is not one we have, without retrying, and offers the same form', async () => {
    const api = fakeApi({
      getZipDemand: () => {
        throw notFound();
      },
    });
    renderPage('/zip/00000/analytics');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We have no ZIP code like this one' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toBeInTheDocument();
    expect(api.calls('getZipDemand')).toHaveLength(1);
  });

  it('shows the figures, a withheld average as a dash with why, and a hidden count as "Fewer than 11"', async () => {
    fakeApi({
      getZipDemand: () =>
        makeDetail({ figures: { buyers: null, averageDownPayment: null, averageMonthlyPayment: null } }),
    });
    renderPage('/zip/78701/analytics');

    const figures = await screen.findByTestId('zip-figures');

    expect(within(figures).getByTestId('figure-buyers')).toHaveTextContent('BuyersFewer than 11');
    expect(within(figures).getByTestId('figure-averageDownPayment')).toHaveTextContent(
      'Average down payment—Not shown: fewer than 11 buyers gave one.',
    );
    expect(within(figures).getByTestId('figure-updatedAt')).toHaveTextContent('Last updatedMarch 5, 2026');
  });

  it('shows the amounts when given, and "No buyers yet" before any buyer named the ZIP', async () => {
    fakeApi({
      getZipDemand: () =>
        makeDetail({
          figures: { buyers: 0, averageDownPayment: 25_000, averageMonthlyPayment: 1_800 },
          updatedAt: null,
        }),
    });
    renderPage('/zip/78701/analytics');

    const figures = await screen.findByTestId('zip-figures');

    expect(within(figures).getByTestId('figure-buyers')).toHaveTextContent('Buyers0');
    expect(within(figures).getByTestId('figure-averageDownPayment')).toHaveTextContent('$25,000');
    expect(within(figures).getByTestId('figure-averageMonthlyPayment')).toHaveTextContent('$1,800');
    expect(within(figures).getByTestId('figure-updatedAt')).toHaveTextContent('Last updatedNo buyers yet');
  });

  it('lists each breakdown with the profile wording and hidden values as "Fewer than 11"', async () => {
    fakeApi({ getZipDemand: () => makeDetail() });
    renderPage('/zip/78701/analytics');

    const section = await screen.findByTestId('breakdown-buyBoxType');
    const rows = within(section)
      .getAllByRole('listitem')
      .map((row) => row.textContent);

    expect(within(section).getByRole('heading', { level: 3, name: 'Buy box type' })).toBeInTheDocument();
    expect(rows).toEqual(['Cash deals30', 'Not givenFewer than 11', 'Creative-finance dealsFewer than 11']);
    expect(within(screen.getByTestId('breakdown-propertyType')).getByRole('listitem')).toHaveTextContent(
      'Single family40',
    );
  });

  it('draws the trend with a hatched month and gives its numbers as a table', async () => {
    fakeApi({ getZipDemand: () => makeDetail() });
    renderPage('/zip/78701/analytics');

    const chart = await screen.findByRole('img', { name: /Buyers per month over the last 3 months/ });
    const table = screen.getByRole('table', { name: 'Buyers per month over the last 3 months' });
    const rows = within(table).getAllByRole('row').slice(1);

    expect(chart).toHaveAccessibleName(
      'Buyers per month over the last 3 months 42 in March 2026, the latest month.',
    );
    expect(chart.querySelectorAll('rect.bar-chart__bar')).toHaveLength(3);
    expect(chart.querySelectorAll('rect.bar-chart__bar--hidden')).toHaveLength(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'January 2026Fewer than 11',
      'February 202612',
      'March 202642',
    ]);
  });

  it('says when the trend has no snapshot yet', async () => {
    fakeApi({ getZipDemand: () => makeDetail({ trend: [] }) });
    renderPage('/zip/78701/analytics');

    expect(await screen.findByText('The trend starts after the first monthly snapshot.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the active listings with their median price and a link to browse them', async () => {
    fakeApi({ getZipDemand: () => makeDetail() });
    renderPage('/zip/78701/analytics');

    const listings = await screen.findByTestId('section-listings');

    expect(within(listings).getByTestId('listings-active')).toHaveTextContent('Listings3');
    expect(within(listings).getByTestId('listings-median')).toHaveTextContent('Median price$350,000');
    expect(within(listings).getByRole('link', { name: 'See these listings' })).toHaveAttribute(
      'href',
      '/deals?zip=78701',
    );
  });

  it('shows a dash for the median price when the ZIP has no listings', async () => {
    fakeApi({ getZipDemand: () => makeDetail({ listings: { active: 0, medianPrice: null } }) });
    renderPage('/zip/78701/analytics');

    expect(await screen.findByTestId('listings-median')).toHaveTextContent(
      'Median price—No listings in this ZIP code right now.',
    );
  });

  it('links each nearby ZIP to its page, with its place, distance in whole miles and buyers', async () => {
    fakeApi({ getZipDemand: () => makeDetail() });
    renderPage('/zip/78701/analytics');

    const nearby = await screen.findByTestId('zip-nearby');
    const items = within(nearby).getAllByRole('listitem');

    expect(within(items[0]!).getByRole('link', { name: '78702' })).toHaveAttribute(
      'href',
      '/zip/78702/analytics',
    );
    expect(items[0]).toHaveTextContent('78702Austin, TX2 mi awayBuyers: 15');
    expect(items[1]).toHaveTextContent('78703Austin, TX2 mi awayBuyers: Fewer than 11');
  });

  it('says when no nearby ZIP has buyers', async () => {
    fakeApi({ getZipDemand: () => makeDetail({ nearby: [] }) });
    renderPage('/zip/78701/analytics');

    expect(await screen.findByText('No nearby ZIP codes with buyers')).toBeInTheDocument();
  });

  it('shows a loading state, then an error with a retry that loads the figures', async () => {
    let failing = true;
    fakeApi({
      getZipDemand: () => {
        if (failing) throw new ApiRequestError(500, 'Server Error', '', { code: 'INTERNAL', message: 'x' });
        return makeDetail();
      },
    });
    renderPage('/zip/78701/analytics');

    expect(screen.getByTestId('zip-skeletons')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading buyer analytics');

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'ZIP 78701 — Austin, TX' }),
    ).toBeInTheDocument();
  });
});

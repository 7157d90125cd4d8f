import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BuyerDemand } from '#shared/demand/demand';
import type { Role } from '#shared/users/roles';
import { saveCsv } from '../../../lib/files/save-csv';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { makeUser } from '../../../test/users';
import { makeZipRow, makeZipRows } from '../test/zip-rows';
import BuyersPage from './buyers-page';

// Many rows and typed searches in jsdom: slower than the 5 s default on a busy machine.
jest.setTimeout(30_000);

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
jest.mock('../../../lib/files/save-csv', () => ({ saveCsv: jest.fn() }));
// maplibre needs WebGL, which jsdom lacks: the map chunk is replaced by a marker of what it was given.
jest.mock('./buyer-demand-map', () => ({
  __esModule: true,
  default: ({ rows }: { rows: readonly unknown[] }) => (
    <div data-testid="buyer-demand-map">{rows.length} points</div>
  ),
}));

const seller = makeUser({ roles: ['originator'] });
const answer = (rows: BuyerDemand['rows']) => () => ({ segment: 'all' as const, state: null, rows });

// The map is a lazy chunk: its first import in a test run can take longer than findBy's default second.
const findMap = () => screen.findByTestId('buyer-demand-map', {}, { timeout: 5000 });

const renderPage = (path = '/buyers') => renderWithProviders(<BuyersPage />, { path, user: seller });

describe('BuyersPage', () => {
  it.each<Role>(['originator', 'owner', 'admin'])('shows the buyer map to a %s', async (role) => {
    fakeApi({ getBuyerDemand: answer([makeZipRow()]) });

    renderWithProviders(<BuyersPage />, { path: '/buyers', user: makeUser({ roles: [role] }) });

    expect(screen.getByRole('heading', { level: 1, name: 'Where buyers want to buy' })).toBeInTheDocument();
    expect(await findMap()).toHaveTextContent('1 points');
    expect(document.title).toBe('Buyers · Dealflow');
  });

  it('sends a buyer to /unauthorized without asking for the figures', () => {
    const api = fakeApi({});

    const { currentPath } = renderWithProviders(<BuyersPage />, {
      path: '/buyers',
      user: makeUser({ roles: ['buyer'] }),
    });

    expect(currentPath()).toBe('/unauthorized');
    expect(api.calls('getBuyerDemand')).toHaveLength(0);
  });

  it('sends a signed-out visitor to sign in', () => {
    fakeApi({});

    const { currentPath } = renderWithProviders(<BuyersPage />, { path: '/buyers', user: null });

    expect(currentPath()).toBe('/auth');
  });

  it('asks for the segment and state chosen in the filters', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ getBuyerDemand: answer([makeZipRow()]) });
    renderPage();
    await findMap();

    await user.selectOptions(screen.getByLabelText('Buyers'), 'Financing: FHA');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');

    await waitFor(() =>
      expect(api.calls('getBuyerDemand').at(-1)).toMatchObject({
        query: { segment: 'financingType:fha', state: 'TX' },
      }),
    );
    expect(api.calls('getBuyerDemand')[0]).toMatchObject({ query: { segment: 'all' } });
  });

  it('opens on the filters and tab of its URL', async () => {
    const api = fakeApi({ getBuyerDemand: answer([makeZipRow()]) });

    renderPage('/buyers?tab=analytics&segment=buyBoxType:both&state=ca');

    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Analytics by ZIP' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Buyers')).toHaveValue('buyBoxType:both');
    expect(api.calls('getBuyerDemand')[0]).toMatchObject({
      query: { segment: 'buyBoxType:both', state: 'CA' },
    });
  });

  it('sums up the map in words: ZIPs with buyers and those with fewer than 11', async () => {
    fakeApi({
      getBuyerDemand: answer([
        makeZipRow(),
        makeZipRow({ zipCode: '78702', buyers: null }),
        makeZipRow({ zipCode: '78703' }),
      ]),
    });

    renderPage();

    expect(await screen.findByTestId('demand-summary')).toHaveTextContent(
      '3 ZIP codes with buyers; 1 with fewer than 11',
    );
  });

  it('says so when no buyer matches the filters', async () => {
    fakeApi({ getBuyerDemand: answer([]) });

    renderPage();

    expect(await screen.findByText('No buyers match these filters yet')).toBeInTheDocument();
    expect(screen.queryByTestId('buyer-demand-map')).not.toBeInTheDocument();
  });

  it('says "Error loading buyer analytics" when the figures cannot be read', async () => {
    fakeApi({ getBuyerDemand: () => Promise.reject(new Error('offline')) });

    renderPage('/buyers?tab=analytics');

    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading buyer analytics');
  });
});

describe('the Analytics by ZIP tab', () => {
  const openTable = async (rows: BuyerDemand['rows']) => {
    const user = userEvent.setup();
    fakeApi({ getBuyerDemand: answer(rows) });
    renderPage('/buyers?tab=analytics');
    await screen.findByRole('table');
    return user;
  };
  const zipsShown = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

  it('shows a hidden count as "Fewer than 11" and a missing average as "—", ZIPs linking to their page', async () => {
    await openTable([
      makeZipRow({ zipCode: '78702', buyers: null, averageDownPayment: null, averageMonthlyPayment: null }),
    ]);

    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: '78702' })).toHaveAttribute('href', '/zip/78702/analytics');
    expect(row).toHaveTextContent('Fewer than 11');
    expect(within(row).getAllByText('—')).toHaveLength(2);
    expect(screen.getByText(/Averages show for “All buyers” only/)).toBeInTheDocument();
  });

  it('sorts by a column both ways, saying so with aria-sort, hidden counts as the smallest', async () => {
    const user = await openTable([
      makeZipRow({ zipCode: '78701', buyers: 12 }),
      makeZipRow({ zipCode: '78702', buyers: null }),
      makeZipRow({ zipCode: '78703', buyers: 40 }),
    ]);
    const buyersHeader = screen.getByRole('columnheader', { name: /Buyers/ });

    expect(buyersHeader).toHaveAttribute('aria-sort', 'descending');
    expect(zipsShown()).toEqual(['78703', '78701', '78702']);

    await user.click(within(buyersHeader).getByRole('button'));
    expect(buyersHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(zipsShown()).toEqual(['78702', '78701', '78703']);

    const zipHeader = screen.getByRole('columnheader', { name: /ZIP/ });
    await user.click(within(zipHeader).getByRole('button'));
    expect(zipHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(buyersHeader).toHaveAttribute('aria-sort', 'none');
    expect(zipsShown()).toEqual(['78701', '78702', '78703']);
  });

  it('switches from the map to the table by its tab', async () => {
    const user = userEvent.setup();
    fakeApi({ getBuyerDemand: answer([makeZipRow()]) });
    renderPage();
    await findMap();

    await user.click(screen.getByRole('tab', { name: 'Analytics by ZIP' }));

    expect(screen.getByRole('tab', { name: 'Analytics by ZIP' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByTestId('buyer-demand-map')).not.toBeInTheDocument();
  });

  it('pages 25 rows at a time', async () => {
    const user = await openTable(makeZipRows(60));

    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(zipsShown()).toHaveLength(25);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(zipsShown()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('searches by ZIP start or city and announces how many match', async () => {
    const user = await openTable([
      makeZipRow({ zipCode: '78701', city: 'Austin' }),
      makeZipRow({ zipCode: '77002', city: 'Houston' }),
      makeZipRow({ zipCode: '78205', city: 'San Antonio' }),
    ]);

    await user.type(screen.getByRole('searchbox', { name: 'Search by ZIP or city' }), '78');
    expect(zipsShown()).toEqual(['78701', '78205']);
    expect(screen.getByTestId('zip-demand-count')).toHaveTextContent('2 ZIP codes');

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'houst');
    expect(zipsShown()).toEqual(['77002']);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'Dallas');
    expect(screen.getByTestId('zip-demand-count')).toHaveTextContent('No ZIP code or city matches “Dallas”');
  });

  it('exports every filtered row in the order shown, not only the page', async () => {
    const user = await openTable([...makeZipRows(30), makeZipRow({ zipCode: '78702', buyers: null })]);

    await user.type(screen.getByRole('searchbox', { name: 'Search by ZIP or city' }), '1');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(saveCsv).toHaveBeenCalledTimes(1);
    const [text, fileName] = jest.mocked(saveCsv).mock.calls[0]!;
    const lines = text.trimEnd().split('\r\n');
    expect(fileName).toBe('buyers-by-zip.csv');
    expect(lines[0]).toBe(
      'ZIP,City,State,Buyers,Avg. down payment,Avg. monthly payment,Active listings,Updated',
    );
    // 30 ZIPs 10001–10030 match "1", most buyers first; 78702 does not.
    expect(lines).toHaveLength(31);
    expect(lines[1]).toBe('10030,City 30,NY,129,35000,2100,3,2026-11-20');
    expect(text).not.toContain('78702');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { browseDeals } from '#shared/api/routes/deals.routes';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { stubScreenMatching, unstubScreen } from '../../../test/media';
import { makeDealPage, makeDealSummary, renderDeals } from '../test/deal-fixtures';
import { ONE_CARD_PER_ROW } from '../photo-sizes';
import BrowsePage from './browse-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
const callRouteMock = jest.mocked(callRoute);
const lastQuery = () =>
  (callRouteMock.mock.calls.at(-1)?.[1] as unknown as { query: Record<string, string> }).query;

describe('BrowsePage', () => {
  afterEach(unstubScreen);

  const renderSixCovers = async () => {
    const deals = Array.from({ length: 6 }, (_, n) =>
      makeDealSummary({ dealId: `deal-${n}`, streetAddress: `${n} Oak St`, coverPhotoKey: `p/${n}.jpg` }),
    );
    callRouteMock.mockResolvedValue(makeDealPage(deals));
    renderDeals(<BrowsePage />, '/deals');
    await screen.findAllByTestId('deal-card');
    return deals
      .map((deal) => screen.getByRole('img', { name: `Photo of ${deal.streetAddress}` }))
      .map((cover) => [cover.getAttribute('loading'), cover.getAttribute('fetchpriority')]);
  };

  it('loads the first cover first, the rest of the first row at once, and the others lazily', async () => {
    // Act
    const loading = await renderSixCovers();

    // Assess
    expect(loading).toEqual([
      ['eager', 'high'],
      ...Array.from({ length: 3 }, () => ['eager', 'auto']),
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('loads only the first cover at once where the cards stand one per row', async () => {
    // Prepare
    stubScreenMatching(ONE_CARD_PER_ROW.grid);

    // Act
    const loading = await renderSixCovers();

    // Assess
    expect(loading).toEqual([['eager', 'high'], ...Array.from({ length: 5 }, () => ['lazy', 'auto'])]);
  });

  it('renders the arrived results in a pass of their own, after one that keeps the skeletons', async () => {
    // Prepare: what each commit put on screen
    const commits: string[] = [];
    const record = () => {
      const cards = document.querySelectorAll('[data-testid="deal-card"]').length;
      const skeletons = document.querySelector('[data-testid="deal-skeletons"]') !== null;
      commits.push(cards > 0 ? 'cards' : skeletons ? 'skeletons' : 'other');
    };
    callRouteMock.mockResolvedValue(makeDealPage([makeDealSummary({ streetAddress: '1 Oak St' })]));

    // Act
    renderDeals(
      <Profiler id="browse" onRender={record}>
        <BrowsePage />
      </Profiler>,
      '/deals',
    );
    await screen.findByTestId('deal-card');

    // Assess: the commit that received the results still showed the skeletons; the cards came after
    const firstCards = commits.indexOf('cards');
    expect(commits.slice(0, firstCards)).toEqual(expect.arrayContaining(['skeletons']));
    expect(firstCards).toBeGreaterThan(commits.indexOf('skeletons') + 1);
  });

  it('reads the filters from the URL, shows them and sends them to the API', async () => {
    // Prepare
    callRouteMock.mockResolvedValue(makeDealPage([makeDealSummary()]));

    // Act
    renderDeals(
      <BrowsePage />,
      '/deals?q=pool&state=TX&financeType=SubTo&maxPrice=1000000&tags=wholesale&bogus=1',
    );

    // Assess
    expect(await screen.findByTestId('deal-card')).toBeInTheDocument();
    expect(callRouteMock).toHaveBeenCalledWith(browseDeals, {
      query: { q: 'pool', maxPrice: '1000000', financeType: 'SubTo', state: 'TX', tags: 'wholesale' },
      signal: expect.any(AbortSignal),
    });
    expect(screen.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('pool');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.getByLabelText('Finance type')).toHaveValue('SubTo');
    expect(screen.getByLabelText('Budget')).toHaveValue('1000000');
    expect(screen.getByRole('checkbox', { name: 'Wholesale' })).toBeChecked();
  });

  it('writes the search, the selects and the sort into the URL, which then drives the query', async () => {
    // Prepare
    const user = userEvent.setup();
    callRouteMock.mockResolvedValue(makeDealPage([makeDealSummary()]));
    const { location } = renderDeals(<BrowsePage />, '/deals');
    await screen.findByTestId('deal-card');

    // Act
    await user.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'pool{Enter}');
    await user.selectOptions(screen.getByLabelText('Budget'), '1500000');
    await user.selectOptions(screen.getByLabelText('Beds'), '3');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-desc');

    // Assess
    expect(location()).toBe('/deals?q=pool&maxPrice=1500000&minBeds=3&sort=price-desc');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ q: 'pool', maxPrice: '1500000', minBeds: '3', sort: 'price-desc' }),
    );
  });

  it('writes tags, favourites, the city and the view into the URL', async () => {
    // Prepare
    const user = userEvent.setup();
    callRouteMock.mockResolvedValue(makeDealPage([makeDealSummary()]));
    const { location } = renderDeals(<BrowsePage />, '/deals?state=TX');
    await screen.findByTestId('deal-card');

    // Act
    await user.click(screen.getByRole('checkbox', { name: 'Off market' }));
    await user.click(screen.getByRole('checkbox', { name: 'Favourites only' }));
    await user.type(screen.getByLabelText('City'), 'Waco{Enter}');
    await user.click(screen.getByRole('button', { name: 'List' }));

    // Assess
    expect(location()).toBe('/deals?state=TX&city=Waco&tags=off-market&favorites=true&view=list');
    await waitFor(() =>
      expect(lastQuery()).toEqual({ state: 'TX', city: 'Waco', tags: 'off-market', favorites: 'true' }),
    );
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Filters (4)' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('refuses a malformed ZIP without changing the URL', async () => {
    // Prepare
    const user = userEvent.setup();
    callRouteMock.mockResolvedValue(makeDealPage([]));
    const { location } = renderDeals(<BrowsePage />, '/deals?state=TX');

    // Act
    await user.type(screen.getByLabelText('ZIP code'), '123{Enter}');

    // Assess
    expect(await screen.findByText('Enter a 5-digit ZIP code.')).toBeInTheDocument();
    expect(location()).toBe('/deals?state=TX');
  });

  it('offers to clear the filters when nothing matches', async () => {
    // Prepare
    const user = userEvent.setup();
    callRouteMock.mockResolvedValue(makeDealPage([]));
    const { location } = renderDeals(<BrowsePage />, '/deals?state=TX&minBaths=4&view=list');

    // Act
    await screen.findByTestId('browse-empty');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);

    // Assess
    expect(location()).toBe('/deals?view=list');
    expect(screen.getByText('No listings match your search.')).toBeInTheDocument();
  });

  it('loads the next page with "Load more"', async () => {
    // Prepare
    const user = userEvent.setup();
    callRouteMock
      .mockResolvedValueOnce(makeDealPage([makeDealSummary()], { nextCursor: 'page-2' }))
      .mockResolvedValueOnce(
        makeDealPage([makeDealSummary({ dealId: 'deal-2', streetAddress: '9 Elm St' })]),
      );
    renderDeals(<BrowsePage />, '/deals?state=TX');
    await screen.findByText('Showing the first 1 listing');

    // Act
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    // Assess
    expect(await screen.findByRole('link', { name: '9 Elm St' })).toBeInTheDocument();
    expect(lastQuery()).toEqual({ state: 'TX', cursor: 'page-2' });
    expect(screen.getByTestId('result-count')).toHaveTextContent('2 listings');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    // Prepare
    const user = userEvent.setup();
    callRouteMock
      .mockRejectedValueOnce(new ApiRequestError(500, 'Internal Server Error', '', undefined))
      .mockResolvedValueOnce(makeDealPage([makeDealSummary()]));
    renderDeals(<BrowsePage />);

    // Act
    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    // Assess
    expect(await screen.findByTestId('deal-card')).toBeInTheDocument();
    expect(screen.queryByText('We could not load the listings.')).not.toBeInTheDocument();
  });

  it('keeps reading when a page comes back empty with more to read', async () => {
    // Prepare: the first page hit the read cap before finding a match.
    callRouteMock
      .mockResolvedValueOnce(makeDealPage([], { nextCursor: 'page-2' }))
      .mockResolvedValueOnce(makeDealPage([makeDealSummary()]));

    // Act
    renderDeals(<BrowsePage />, '/deals?state=TX&minBaths=4');

    // Assess
    expect(await screen.findByTestId('deal-card')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ state: 'TX', minBaths: '4', cursor: 'page-2' });
    expect(screen.queryByTestId('browse-empty')).not.toBeInTheDocument();
  });

  it('says the ZIP code is unknown when the API refuses it, without retrying', async () => {
    // Prepare
    const refusal = {
      code: 'VALIDATION_FAILED',
      message: 'x',
      details: [{ path: 'query.zip', message: 'zipUnknown' }],
    };
    callRouteMock.mockRejectedValue(new ApiRequestError(400, 'Bad Request', '', refusal));

    // Act
    renderDeals(<BrowsePage />, '/deals?zip=00000&radius=25&view=list');

    // Assess
    expect(await screen.findByTestId('unknown-zip')).toHaveTextContent('We do not know that ZIP code.');
    expect(callRouteMock).toHaveBeenCalledTimes(1);
  });
});

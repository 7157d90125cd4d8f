import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browseDeals, listMapPoints } from '#shared/api/routes/deals.routes';
import type { MapPoint, MapPoints } from '#shared/deals/deal-api';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { makeDealPage, makeDealSummary, renderDeals } from '../test/deal-fixtures';
import type { DealsMapProps } from './deals-map';
import BrowsePage from './browse-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
// maplibre needs WebGL: a stand-in map reports a view and shows how many points it was given.
jest.mock('./deals-map', () => ({
  __esModule: true,
  default: ({ points, onViewChange }: DealsMapProps) => (
    <div data-testid="stand-in-map" data-points={points.length}>
      <button type="button" onClick={() => onViewChange({ west: -98, south: 30, east: -97, north: 31 })}>
        Settle the view
      </button>
    </div>
  ),
}));
const callRouteMock = jest.mocked(callRoute);

const point = (n: number): MapPoint => ({
  dealId: `deal-${n}`,
  lat: 30.27,
  lng: -97.74,
  purchasePrice: 300_000,
  streetAddress: `${n} Oak St`,
  city: 'Austin',
  state: 'TX',
  status: 'active',
});

/** The API answering one page of the list and these map points. */
function answer(mapPoints: MapPoints) {
  callRouteMock.mockImplementation((route) =>
    Promise.resolve(
      route === listMapPoints ? mapPoints : makeDealPage([makeDealSummary()], { nextCursor: 'page-2' }),
    ),
  );
}

const mapPointsQuery = () =>
  (callRouteMock.mock.calls.find(([route]) => route === listMapPoints)?.[1] as { query: unknown }).query;

describe('BrowsePage map view', () => {
  it('shows every listing matching the filters in the view, while the list keeps its page and "Load more"', async () => {
    // Prepare
    const user = userEvent.setup();
    answer({ points: Array.from({ length: 45 }, (_, n) => point(n)), capped: false });
    renderDeals(<BrowsePage />, '/deals?state=TX&sort=price-desc&view=map');

    // Act
    await user.click(await screen.findByRole('button', { name: 'Settle the view' }, { timeout: 10_000 }));

    // Assess
    await waitFor(() => expect(screen.getByTestId('stand-in-map')).toHaveAttribute('data-points', '45'));
    expect(screen.getByTestId('map-point-count')).toHaveTextContent('45 listings on the map');
    expect(mapPointsQuery()).toEqual({ state: 'TX', west: -98, south: 30, east: -97, north: 31 });
    expect(screen.getAllByTestId('deal-card')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it('asks nothing of the map points before the map has a view, nor in the grid', async () => {
    // Prepare
    answer({ points: [], capped: false });

    // Act
    renderDeals(<BrowsePage />, '/deals?state=TX');
    await screen.findByTestId('deal-card');

    // Assess
    expect(callRouteMock.mock.calls.map(([route]) => route)).toEqual([browseDeals]);
  });

  it('says to zoom in when the answer was capped', async () => {
    // Prepare
    const user = userEvent.setup();
    answer({ points: [point(1)], capped: true });
    renderDeals(<BrowsePage />, '/deals?view=map');

    // Act
    await user.click(await screen.findByRole('button', { name: 'Settle the view' }, { timeout: 10_000 }));

    // Assess
    expect(await screen.findByTestId('map-point-count')).toHaveTextContent(
      '1 listing on the map The map shows the first 1,000 listings in this area: zoom in to see them all.',
    );
  });

  it('offers a retry when the map points could not load', async () => {
    // Prepare
    const user = userEvent.setup();
    answer({ points: [point(1)], capped: false });
    callRouteMock.mockImplementationOnce(() => Promise.resolve(makeDealPage([makeDealSummary()])));
    callRouteMock.mockImplementationOnce(() =>
      Promise.reject(new ApiRequestError(500, 'Internal Server Error', '', undefined)),
    );
    renderDeals(<BrowsePage />, '/deals?view=map');
    await user.click(await screen.findByRole('button', { name: 'Settle the view' }, { timeout: 10_000 }));

    // Act
    await user.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 }));

    // Assess
    expect(await screen.findByTestId('map-point-count')).toHaveTextContent('1 listing on the map');
  });

  it('shows only the error, not the radius line, when the ZIP is unknown', async () => {
    // Prepare
    const refusal = {
      code: 'VALIDATION_FAILED',
      message: 'x',
      details: [{ path: 'query.zip', message: 'zipUnknown' }],
    };
    callRouteMock.mockRejectedValue(new ApiRequestError(400, 'Bad Request', '', refusal));
    const user = userEvent.setup();
    renderDeals(<BrowsePage />, '/deals?zip=00000&radius=25&view=map');
    await user.click(await screen.findByRole('button', { name: 'Settle the view' }, { timeout: 10_000 }));

    // Act
    await screen.findByTestId('unknown-zip');

    // Assess
    expect(screen.getByTestId('radius-status')).toHaveTextContent(/^$/);
    expect(screen.queryByText(/Listings within/)).not.toBeInTheDocument();
    await waitFor(() => expect(mapPointsQuery()).toBeDefined());
    expect(screen.queryByText('We could not load the listings on the map.')).not.toBeInTheDocument();
  });
});

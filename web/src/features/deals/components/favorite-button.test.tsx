import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addFavorite, removeFavorite } from '#shared/api/routes/deals.routes';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { showToast } from '../../../lib/toast/toast-store';
import { fakeApi, type FakeRoute } from '../../../test/fake-api';
import { makeDealDetail, makeDealPage, makeDealSummary, renderDeals } from '../test/deal-fixtures';
import BrowsePage from './browse-page';
import { DealDetailView } from './deal-detail-page';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
jest.mock('../../../lib/toast/toast-store', () => ({ showToast: jest.fn() }));
const callRouteMock = jest.mocked(callRoute);

/** Answers each route with its own result; a favourite call waits until `release` is called. */
function answerRoutes(favorite: FakeRoute<'addFavorite'>) {
  fakeApi({
    browseDeals: () => makeDealPage([makeDealSummary()]),
    getDeal: () => makeDealDetail(),
    addFavorite: favorite,
    removeFavorite: favorite,
  });
}

const cardFavorite = () => within(screen.getByTestId('deal-card')).getByTestId('favorite-button');
const detailFavorite = () => within(screen.getByTestId('detail-under-test')).getByTestId('favorite-button');

describe('FavoriteButton', () => {
  it('turns on at once on the card and on the detail page, then takes the count the server answers', async () => {
    // Prepare
    const user = userEvent.setup();
    let release: (value: { dealId: string; isFavorite: boolean; favoriteCount: number }) => void = () =>
      undefined;
    answerRoutes(() => new Promise((resolve) => (release = resolve)));
    renderDeals(
      <>
        <BrowsePage />
        <div data-testid="detail-under-test">
          <DealDetailView dealId="deal-1" />
        </div>
      </>,
    );
    await screen.findByTestId('deal-card');
    await waitFor(() => expect(detailFavorite()).toBeInTheDocument());

    // Act
    await user.click(cardFavorite());

    // Assess: optimistic on both before the server answers (the results may redraw in a deferred
    // render, so wait for it; the server still has not answered)…
    await waitFor(() => expect(cardFavorite()).toHaveAttribute('aria-pressed', 'true'));
    expect(cardFavorite()).toHaveTextContent('3');
    expect(detailFavorite()).toHaveAttribute('aria-pressed', 'true');
    expect(callRouteMock).toHaveBeenCalledWith(addFavorite, { params: { dealId: 'deal-1' } });
    // …then the server's count wins.
    release({ dealId: 'deal-1', isFavorite: true, favoriteCount: 7 });
    await waitFor(() => expect(cardFavorite()).toHaveTextContent('7'));
    expect(detailFavorite()).toHaveTextContent('7');
    expect(cardFavorite()).toHaveAccessibleName('Favourite 12 Oak St, Austin, TX 78701 (7 saved)');
  });

  it('goes back and says so when saving fails', async () => {
    // Prepare
    const user = userEvent.setup();
    answerRoutes(() => Promise.reject(new ApiRequestError(500, 'Internal Server Error', '', undefined)));
    renderDeals(<BrowsePage />);
    await screen.findByTestId('deal-card');

    // Act
    await user.click(cardFavorite());

    // Assess
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'error' })),
    );
    expect(cardFavorite()).toHaveAttribute('aria-pressed', 'false');
    expect(cardFavorite()).toHaveTextContent('2');
  });

  it('removes a favourite from the detail page', async () => {
    // Prepare
    const user = userEvent.setup();
    fakeApi({
      getDeal: () =>
        makeDealDetail({}, { viewer: { isFavorite: true, canManage: false, acceptsOffers: true } }),
      removeFavorite: () => ({ dealId: 'deal-1', isFavorite: false, favoriteCount: 1 }),
    });
    renderDeals(<DealDetailView dealId="deal-1" />);
    const button = await screen.findByTestId('favorite-button');

    // Act
    await user.click(button);

    // Assess
    expect(callRouteMock).toHaveBeenCalledWith(removeFavorite, { params: { dealId: 'deal-1' } });
    await waitFor(() =>
      expect(screen.getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(screen.getByTestId('favorite-button')).toHaveTextContent('1');
  });
});

import { screen } from '@testing-library/react';
import { browseDeals } from '#shared/api/routes/deals.routes';
import { callRoute } from '../../../lib/api/app-api-client';
import { createQueryClient } from '../../../lib/query/query-client';
import { removeStoredIdToken, storeIdToken } from '../../../lib/session/auth-storage';
import { tokenExpiringIn } from '../../../test/tokens';
import BrowsePage from '../components/browse-page';
import { makeDealPage, makeDealSummary, renderDeals } from '../test/deal-fixtures';
import { photoSrcSet } from '../../../components/listing-photo';
import { CARD_PHOTO_SIZES } from '../photo-sizes';
import { prefetchBrowseDeals } from './browse-prefetch';

/** The `<link rel="preload">` boot added for a photo, if any. */
const coverPreload = (photoKey: string) =>
  [...document.head.querySelectorAll('link[rel="preload"]')].find(
    (link) => link.getAttribute('imagesrcset') === photoSrcSet(photoKey),
  );

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
const callRouteMock = jest.mocked(callRoute);

describe('prefetchBrowseDeals', () => {
  afterEach(() => removeStoredIdToken());

  it('fetches the first page at boot into the query the browse page then shows without asking again', async () => {
    // Prepare: the app's own query client (its staleness decides whether the page asks again)
    storeIdToken(tokenExpiringIn(3600));
    callRouteMock.mockResolvedValue(makeDealPage([makeDealSummary({ streetAddress: '1 Oak St' })]));
    const queryClient = createQueryClient();

    // Act
    await prefetchBrowseDeals(queryClient, '?q=pool&state=TX&view=list');
    renderDeals(<BrowsePage />, '/deals?q=pool&state=TX&view=list', queryClient);

    // Assess
    expect(await screen.findByTestId('deal-card')).toHaveTextContent('1 Oak St');
    expect(callRouteMock).toHaveBeenCalledTimes(1);
    expect(callRouteMock).toHaveBeenCalledWith(browseDeals, {
      query: { q: 'pool', state: 'TX' },
      signal: expect.any(AbortSignal),
    });
  });

  it.each([
    ['grid', '', CARD_PHOTO_SIZES.grid],
    ['list', '?view=list', CARD_PHOTO_SIZES.list],
  ])(
    'starts the first cover with a photo (%s view) as the cards will ask for it',
    async (_view, search, sizes) => {
      // Prepare
      storeIdToken(tokenExpiringIn(3600));
      callRouteMock.mockResolvedValue(
        makeDealPage([
          makeDealSummary({ coverPhotoKey: null }),
          makeDealSummary({ coverPhotoKey: `deal-photos/u1/cover${search}.checked.jpg` }),
        ]),
      );

      // Act
      await prefetchBrowseDeals(createQueryClient(), search);

      // Assess
      const preload = coverPreload(`deal-photos/u1/cover${search}.checked.jpg`);
      expect(preload).toHaveAttribute('as', 'image');
      expect(preload).toHaveAttribute('imagesizes', sizes);
      expect(preload).toHaveAttribute('fetchpriority', 'high');
    },
  );

  it('starts no cover for the map view, which shows none', async () => {
    // Prepare
    storeIdToken(tokenExpiringIn(3600));
    callRouteMock.mockResolvedValue(
      makeDealPage([makeDealSummary({ coverPhotoKey: 'deal-photos/u1/map.checked.jpg' })]),
    );

    // Act
    await prefetchBrowseDeals(createQueryClient(), '?view=map');

    // Assess
    expect(coverPreload('deal-photos/u1/map.checked.jpg')).toBeUndefined();
  });

  it.each([
    ['no token is stored', null],
    ['the stored token needs renewing', tokenExpiringIn(60)],
  ])('leaves the request to the page when %s', async (_case, token) => {
    // Prepare
    if (token) storeIdToken(token);
    const queryClient = createQueryClient();

    // Act
    await prefetchBrowseDeals(queryClient, '');

    // Assess
    expect(callRouteMock).not.toHaveBeenCalled();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});

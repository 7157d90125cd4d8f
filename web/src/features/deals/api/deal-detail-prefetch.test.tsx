import { screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { createQueryClient } from '../../../lib/query/query-client';
import { removeStoredIdToken, storeIdToken } from '../../../lib/session/auth-storage';
import { meQueryOptions } from '../../../lib/session/me-query';
import { fakeApi } from '../../../test/fake-api';
import { tokenExpiringIn } from '../../../test/tokens';
import { makeUser } from '../../../test/users';
import { DealDetailView } from '../components/deal-detail-page';
import { makeDealDetail, renderDeals } from '../test/deal-fixtures';
import { photoSrcSet } from '../../../components/listing-photo';
import { SLIDE_SIZES } from '../photo-sizes';
import { prefetchDealDetailAfterMe } from './deal-detail-prefetch';

jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));

const DEAL_PATH = '/deals/deal-1';
/** Admins are never sent to complete a profile; a buyer without a phone number is. */
const STAYING_USER = makeUser({ roles: ['admin'] });
const REDIRECTED_USER = makeUser({ roles: ['buyer'], phoneNumber: null });

/** The session's own `me` request, as SessionProvider makes it; its failure is the session's business. */
const sessionAsksMe = (queryClient: QueryClient) =>
  queryClient.fetchQuery(meQueryOptions).catch(() => undefined);

describe('prefetchDealDetailAfterMe', () => {
  beforeEach(() => storeIdToken(tokenExpiringIn(3600)));
  afterEach(() => removeStoredIdToken());

  it('reads the listing as soon as `me` answers, into the query the page then shows without asking again', async () => {
    // Prepare
    const api = fakeApi({
      getMe: () => STAYING_USER,
      getDeal: () => makeDealDetail({ dealId: 'deal-1', streetAddress: '1 Oak St' }),
    });
    const queryClient = createQueryClient();
    prefetchDealDetailAfterMe(queryClient, { pathname: DEAL_PATH, search: '' }, () => DEAL_PATH);
    expect(api.calls('getDeal')).toHaveLength(0);

    // Act
    await sessionAsksMe(queryClient);
    renderDeals(<DealDetailView dealId="deal-1" />, DEAL_PATH, queryClient);

    // Assess
    expect(await screen.findByRole('heading', { name: '1 Oak St' })).toBeInTheDocument();
    expect(api.calls('getDeal')).toEqual([expect.objectContaining({ params: { dealId: 'deal-1' } })]);
  });

  it("starts the listing's cover photo as soon as the listing arrives, as the carousel will ask for it", async () => {
    // Prepare
    const photos = ['deal-photos/u1/a.checked.jpg', 'deal-photos/u1/b.checked.jpg'];
    fakeApi({
      getMe: () => STAYING_USER,
      getDeal: () => makeDealDetail({ dealId: 'deal-1', photos, coverPhotoIndex: 1 }),
    });
    const queryClient = createQueryClient();
    prefetchDealDetailAfterMe(queryClient, { pathname: DEAL_PATH, search: '' }, () => DEAL_PATH);

    // Act
    await sessionAsksMe(queryClient);

    // Assess
    await waitFor(() => {
      const preload = document.head.querySelector(`link[imagesrcset="${photoSrcSet(photos[1]!)}"]`);
      expect(preload).toHaveAttribute('imagesizes', SLIDE_SIZES);
    });
  });

  it('reads the listing at once when `me`, started at boot, answered before this prefetch began', async () => {
    // Prepare
    const api = fakeApi({ getMe: () => STAYING_USER, getDeal: () => makeDealDetail({ dealId: 'deal-1' }) });
    const queryClient = createQueryClient();
    await sessionAsksMe(queryClient);

    // Act
    prefetchDealDetailAfterMe(queryClient, { pathname: DEAL_PATH, search: '' }, () => DEAL_PATH);

    // Assess
    await waitFor(() =>
      expect(api.calls('getDeal')).toEqual([expect.objectContaining({ params: { dealId: 'deal-1' } })]),
    );
  });

  it.each([
    ['`me` sends the user to complete their profile', () => REDIRECTED_USER, DEAL_PATH],
    ['`me` is refused', () => Promise.reject(new ApiRequestError(401, 'Unauthorized', '', null)), DEAL_PATH],
    ['the visitor left the page before `me` answered', () => STAYING_USER, '/dashboard'],
  ])('does not read (nor count a view of) the listing when %s', async (_case, me, pathnameWhenMeAnswers) => {
    // Prepare
    const api = fakeApi({ getMe: me, getDeal: () => makeDealDetail({ dealId: 'deal-1' }) });
    const queryClient = createQueryClient();
    prefetchDealDetailAfterMe(queryClient, { pathname: DEAL_PATH, search: '' }, () => pathnameWhenMeAnswers);

    // Act
    await sessionAsksMe(queryClient);
    await sessionAsksMe(queryClient);

    // Assess
    expect(api.calls('getMe').length).toBeGreaterThan(0);
    expect(api.calls('getDeal')).toHaveLength(0);
  });

  it('leaves the request to the page when the stored token needs renewing', async () => {
    // Prepare
    storeIdToken(tokenExpiringIn(60));
    const api = fakeApi({ getMe: () => STAYING_USER, getDeal: () => makeDealDetail({ dealId: 'deal-1' }) });
    const queryClient = createQueryClient();

    // Act
    prefetchDealDetailAfterMe(queryClient, { pathname: DEAL_PATH, search: '' }, () => DEAL_PATH);
    await sessionAsksMe(queryClient);

    // Assess
    expect(api.calls('getDeal')).toHaveLength(0);
  });
});

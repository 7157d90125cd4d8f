/**
 * Valid requests for the deal routes in the authorization matrix. Routes that manage a listing act
 * on a fresh listing of the caller's own (when the caller may create one), so they succeed for
 * sellers and admins and only authorization refuses everybody else; routes any signed-in user may
 * call act on one active listing of the demo seller.
 */
import { callApi } from './local-stack';
import { createDealAs, validDealBody } from './deals';
import type { MatrixRequest, MatrixRequestFor } from './users-valid-requests';

let sellerDealId: Promise<string> | undefined;
/** One active listing of the demo seller, created on first use. */
const sellerDeal = () => (sellerDealId ??= createDealAs('seller@example.com').then((deal) => deal.dealId));

/** A fresh listing of the caller's, or (for a caller who may not create one) the seller's listing. */
async function ownDealParams(token: string | undefined): Promise<{ dealId: string }> {
  if (!token) return { dealId: 'unknown' };
  const { status, body } = await callApi('/api/deals', {
    method: 'POST',
    token,
    body: JSON.stringify(validDealBody()),
  });
  return { dealId: status === 201 ? (body as { dealId: string }).dealId : await sellerDeal() };
}

const visibleDealParams = async (token: string | undefined) => ({
  dealId: token ? await sellerDeal() : 'unknown',
});

export const DEALS_VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  createDeal: async () => ({ body: validDealBody() }),
  updateDeal: async (token) => ({ params: await ownDealParams(token), body: validDealBody() }),
  getDeal: async (token) => ({ params: await visibleDealParams(token) }),
  deleteDeal: async (token) => ({ params: await ownDealParams(token) }),
  changeDealStatus: async (token) => ({
    params: await ownDealParams(token),
    body: { to: 'pending', throughPlatform: true },
  }),
  listDealStatusHistory: async (token) => ({ params: await ownDealParams(token) }),
  browseDeals: {},
  listMapPoints: { query: { west: '-98', south: '30', east: '-97', north: '31' } },
  listMyDeals: {},
  addFavorite: async (token) => ({ params: await visibleDealParams(token) }),
  removeFavorite: async (token) => ({ params: await visibleDealParams(token) }),
  createDealPhotoUpload: { body: { contentType: 'image/png', size: 1024 } },
  getDealAnalytics: async (token) => ({ params: await ownDealParams(token) }),
};

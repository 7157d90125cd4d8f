/**
 * Valid requests for the buyer-matches routes in the authorization matrix. The seller's routes act
 * on a fresh listing of the caller's (or the demo seller's, for a caller who may not list), sending
 * to a buyer who is no candidate so nothing is e-mailed; a buyer's Not interested acts on a fresh
 * listing of the demo seller's, so the demo listings' buyer lists stay as other tests expect.
 */
import { createDealAs, createDealWithToken } from './deals';
import { emailOfToken } from './offers';
import type { MatrixRequest, MatrixRequestFor } from './users-valid-requests';

let sellerDealId: Promise<string> | undefined;
const sellerDeal = () => (sellerDealId ??= createDealAs('seller@example.com').then((deal) => deal.dealId));

/** A fresh listing of the caller's (or the seller's, for a caller who may not list). */
async function ownDealParams(token: string | undefined): Promise<{ dealId: string }> {
  if (!token) return { dealId: 'unknown' };
  const deal = await createDealWithToken(token).catch(() => null);
  return { dealId: deal ? deal.dealId : await sellerDeal() };
}

/** A fresh listing that is not the caller's own. */
async function othersDealParams(token: string | undefined): Promise<{ dealId: string }> {
  if (!token) return { dealId: 'unknown' };
  const owner = emailOfToken(token) === 'seller@example.com' ? 'admin@example.com' : 'seller@example.com';
  return { dealId: (await createDealAs(owner)).dealId };
}

export const BUYER_MATCHES_VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  listDealBuyers: async (token) => ({ params: await ownDealParams(token) }),
  sendDealToBuyers: async (token) => ({
    params: await ownDealParams(token),
    body: { buyerIds: ['no-such-buyer'] },
  }),
  markNotInterested: async (token) => ({ params: await othersDealParams(token) }),
  clearNotInterested: async (token) => ({ params: await othersDealParams(token) }),
};

/**
 * Valid requests for the interest and offer routes in the authorization matrix. Buyer-side routes
 * act on an active listing that is not the caller's own (the demo seller's, or the admin's for the
 * seller); routes of the listing's owner act on a fresh listing of the caller's with an offer by
 * the demo buyer, so only authorization refuses anyone.
 */
import { callApi } from './local-stack';
import { createDealAs, createDealWithToken, validDealBody } from './deals';
import { emailOfToken, postOffer, submitOfferAs, validOfferBody } from './offers';
import type { MatrixRequest, MatrixRequestFor } from './users-valid-requests';

let sellerDealId: Promise<string> | undefined;
let adminDealId: Promise<string> | undefined;
const sellerDeal = () => (sellerDealId ??= createDealAs('seller@example.com').then((deal) => deal.dealId));
const adminDeal = () => (adminDealId ??= createDealAs('admin@example.com').then((deal) => deal.dealId));

/** An active listing the caller may offer on: never their own. */
async function othersDealParams(token: string | undefined): Promise<{ dealId: string }> {
  if (!token) return { dealId: 'unknown' };
  return { dealId: emailOfToken(token) === 'seller@example.com' ? await adminDeal() : await sellerDeal() };
}

/** A fresh listing that is not the caller's own (buyers only may ask, so others need none). */
async function freshOthersDealParams(token: string | undefined): Promise<{ dealId: string }> {
  if (!token || emailOfToken(token) !== 'buyer@example.com') return othersDealParams(token);
  return { dealId: (await createDealAs('seller@example.com')).dealId };
}

/** A fresh listing of the caller's with one pending offer by the demo buyer (when they may list). */
async function ownDealWithOffer(token: string | undefined): Promise<{ dealId: string; offerId: string }> {
  if (!token) return { dealId: 'unknown', offerId: 'unknown' };
  const created = await callApi('/api/deals', {
    method: 'POST',
    token,
    body: JSON.stringify(validDealBody()),
  });
  if (created.status !== 201) return { dealId: await sellerDeal(), offerId: 'unknown' };
  const dealId = (created.body as { dealId: string }).dealId;
  const offer = await submitOfferAs('buyer@example.com', dealId);
  return { dealId, offerId: offer.offerId };
}

/** A pending offer of the caller's own on a listing that is not theirs, to withdraw. */
async function ownOfferParams(token: string | undefined): Promise<{ dealId: string; offerId: string }> {
  const { dealId } = await othersDealParams(token);
  if (!token) return { dealId, offerId: 'unknown' };
  const { status, body } = await postOffer(token, dealId);
  return { dealId, offerId: status === 201 ? (body as { offerId: string }).offerId : 'unknown' };
}

/** A fresh listing of the caller's (or the seller's, for a caller who may not list). */
async function ownDealParams(token: string | undefined): Promise<{ dealId: string }> {
  if (!token) return { dealId: 'unknown' };
  const deal = await createDealWithToken(token).catch(() => null);
  return { dealId: deal ? deal.dealId : await sellerDeal() };
}

export const OFFERS_VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  expressInterest: async (token) => ({ params: await othersDealParams(token) }),
  withdrawInterest: async (token) => ({ params: await othersDealParams(token) }),
  submitOffer: async (token) => ({ params: await othersDealParams(token), body: validOfferBody() }),
  listDealOffers: async (token) => ({ params: await ownDealParams(token) }),
  listDealInterests: async (token) => ({ params: await ownDealParams(token) }),
  acceptOffer: async (token) => ({ params: await ownDealWithOffer(token) }),
  declineOffer: async (token) => ({ params: await ownDealWithOffer(token) }),
  withdrawOffer: async (token) => ({ params: await ownOfferParams(token) }),
  // A fresh listing each time: a buyer may request one call per listing and day.
  requestCall: async (token) => ({ params: await freshOthersDealParams(token), body: {} }),
  listMyOffers: {},
  listMyInterests: {},
};

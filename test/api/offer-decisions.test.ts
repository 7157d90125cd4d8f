/**
 * Declining and withdrawing offers against the local stack (docs/requirements.md#r1-9): the seller declines a
 * pending offer (also a backup while the listing is pending), the buyer withdraws their own; decided offers,
 * other sellers and other buyers are refused, and a decision never overrides another.
 */
import type { MyOffer, Offer, OfferPage } from '#shared/offers/offer-schema';
import { callApi } from './support/local-stack';
import { changeStatusAs, createDealAs, demoToken } from './support/deals';
import { submitOfferAs } from './support/offers';

const post = async (email: string, path: string) =>
  callApi(path, { method: 'POST', token: await demoToken(email) });

const offerPath = (offer: Offer, action: 'accept' | 'decline' | 'withdraw') =>
  `/api/deals/${offer.dealId}/offers/${offer.offerId}/${action}`;

describe('declining an offer', () => {
  it('declines a pending offer for its seller and refuses a second decision', async () => {
    // Prepare
    const deal = await createDealAs('seller@example.com');
    const offer = await submitOfferAs('buyer@example.com', deal.dealId);

    // Act
    const byOtherSeller = await post('hybrid@example.com', offerPath(offer, 'decline'));
    const declined = await post('seller@example.com', offerPath(offer, 'decline'));
    const again = await post('seller@example.com', offerPath(offer, 'decline'));
    const accept = await post('seller@example.com', offerPath(offer, 'accept'));
    const withdraw = await post('buyer@example.com', offerPath(offer, 'withdraw'));
    const table = await callApi(`/api/deals/${deal.dealId}/offers`, {
      token: await demoToken('seller@example.com'),
    });

    // Assess
    expect(byOtherSeller.status).toBe(403);
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({ status: 'declined', decidedAt: expect.any(String) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'OFFER_NOT_PENDING' });
    expect(accept.body).toMatchObject({ code: 'OFFER_NOT_PENDING' });
    expect(withdraw.body).toMatchObject({ code: 'OFFER_NOT_PENDING' });
    expect((table.body as OfferPage).items.find((item) => item.offerId === offer.offerId)?.status).toBe(
      'declined',
    );
  });

  it('declines a backup offer while the listing is pending, never the accepted one', async () => {
    // Prepare
    const deal = await createDealAs('seller@example.com');
    const accepted = await submitOfferAs('buyer@example.com', deal.dealId);
    const backup = await submitOfferAs('hybrid@example.com', deal.dealId);
    expect((await post('seller@example.com', offerPath(accepted, 'accept'))).status).toBe(200);

    // Act
    const declineBackup = await post('admin@example.com', offerPath(backup, 'decline'));
    const declineAccepted = await post('seller@example.com', offerPath(accepted, 'decline'));

    // Assess
    expect(declineBackup.status).toBe(200);
    expect(declineAccepted.status).toBe(409);
    expect(declineAccepted.body).toMatchObject({ code: 'OFFER_NOT_PENDING' });
  });

  it('refuses on a sold listing and answers 404 for an unknown offer', async () => {
    // Prepare
    const deal = await createDealAs('seller@example.com');
    const offer = await submitOfferAs('buyer@example.com', deal.dealId);
    await changeStatusAs('seller@example.com', deal.dealId, 'sold', { confirmCloseOffers: true });

    // Act
    const onSold = await post('seller@example.com', offerPath(offer, 'decline'));
    const unknown = await post(
      'seller@example.com',
      `/api/deals/${deal.dealId}/offers/no-such-offer/decline`,
    );

    // Assess
    expect(onSold.status).toBe(409);
    expect(onSold.body).toMatchObject({ code: 'DEAL_NOT_TAKING_OFFERS' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'OFFER_NOT_FOUND' });
  });
});

describe('withdrawing an offer', () => {
  it("withdraws the buyer's own pending offer and shows it in their list", async () => {
    // Prepare
    const deal = await createDealAs('seller@example.com');
    const offer = await submitOfferAs('buyer@example.com', deal.dealId);

    // Act
    const byOtherBuyer = await post('hybrid@example.com', offerPath(offer, 'withdraw'));
    const bySeller = await post('seller@example.com', offerPath(offer, 'withdraw'));
    const withdrawn = await post('buyer@example.com', offerPath(offer, 'withdraw'));
    const again = await post('buyer@example.com', offerPath(offer, 'withdraw'));
    const accept = await post('seller@example.com', offerPath(offer, 'accept'));
    const mine = await callApi('/api/users/me/offers', { token: await demoToken('buyer@example.com') });

    // Assess
    expect(byOtherBuyer.status).toBe(404);
    expect(byOtherBuyer.body).toMatchObject({ code: 'OFFER_NOT_FOUND' });
    expect(bySeller.status).toBe(404);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', decidedAt: expect.any(String) });
    expect(again.body).toMatchObject({ code: 'OFFER_NOT_PENDING' });
    expect(accept.body).toMatchObject({ code: 'OFFER_NOT_PENDING' });
    const items = (mine.body as { items: MyOffer[] }).items;
    expect(items.find((item) => item.offerId === offer.offerId)?.status).toBe('withdrawn');
  });

  it('has nothing left to withdraw once the listing was canceled: the offer closed with it', async () => {
    // Prepare
    const deal = await createDealAs('seller@example.com');
    const offer = await submitOfferAs('buyer@example.com', deal.dealId);
    await changeStatusAs('seller@example.com', deal.dealId, 'canceled', {
      cancelReason: 'Seller backed out',
      confirmCloseOffers: true,
    });

    // Act
    const withdrawn = await post('buyer@example.com', offerPath(offer, 'withdraw'));

    // Assess
    expect(withdrawn.status).toBe(409);
    expect(withdrawn.body).toMatchObject({ code: 'OFFER_NOT_PENDING' });
  });

  it('lets exactly one of a racing decline and withdrawal land', async () => {
    // Prepare
    const deal = await createDealAs('seller@example.com');
    const offer = await submitOfferAs('buyer@example.com', deal.dealId);

    // Act
    const answers = await Promise.all([
      post('seller@example.com', offerPath(offer, 'decline')),
      post('buyer@example.com', offerPath(offer, 'withdraw')),
      post('seller@example.com', offerPath(offer, 'accept')),
    ]);

    // Assess
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(2);
  });
});

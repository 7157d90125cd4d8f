/**
 * A listing is never half-changed, and its open offers close when it leaves the market
 * (docs/requirements.md#r5-2, docs/requirements.md#r4-9): over-long words are refused up front,
 * a delete releases the address, and selling, canceling or deleting a listing with open offers
 * needs the seller's confirmation, closes the offers and tells their buyers.
 */
import type { MyOffer } from '#shared/offers/offer-schema';
import { WORD_MAX_BYTES } from '#shared/core/validation';
import { callApi } from './support/local-stack';
import { changeStatusAs, createDealAs, demoToken, validDealBody } from './support/deals';
import { mailAbout, notificationsAbout } from './support/notifications';
import { submitOfferAs } from './support/offers';

// Each test makes several listings, offers and decisions, and waits for the notifications consumer.
jest.setTimeout(30_000);

const SELLER = 'seller@example.com';
const BUYER = 'buyer@example.com';
const HYBRID = 'hybrid@example.com';
const json = (body: unknown) => JSON.stringify(body);

const changeStatus = async (dealId: string, body: Record<string, unknown>) =>
  callApi(`/api/deals/${dealId}/status`, {
    method: 'POST',
    token: await demoToken(SELLER),
    body: json(body),
  });
const deleteDeal = async (dealId: string, query = '') =>
  callApi(`/api/deals/${dealId}${query}`, { method: 'DELETE', token: await demoToken(SELLER) });
const accept = async (dealId: string, offerId: string) =>
  callApi(`/api/deals/${dealId}/offers/${offerId}/accept`, {
    method: 'POST',
    token: await demoToken(SELLER),
  });

/** The status of one of the buyer's offers, from their "my offers" list. */
async function myOfferStatus(email: string, offerId: string) {
  const { body } = await callApi('/api/users/me/offers?limit=100', { token: await demoToken(email) });
  return (body as { items: MyOffer[] }).items.find((item) => item.offerId === offerId)?.status;
}

/** The listing's status as its seller sees it. */
async function statusOf(dealId: string) {
  const { body } = await callApi(`/api/deals/${dealId}`, { token: await demoToken(SELLER) });
  return (body as { deal?: { status: string } }).deal?.status;
}

describe('words too long to index', () => {
  const longWord = 'w'.repeat(2048);

  it('refuses a 2,048-byte description word with 400 on create and edit, and leaves the listing as it was', async () => {
    // Prepare
    const deal = await createDealAs(SELLER);
    const token = await demoToken(SELLER);

    // Act
    const before = await callApi(`/api/deals/${deal.dealId}`, { token });
    const created = await callApi('/api/deals', {
      method: 'POST',
      token,
      body: json(validDealBody({ dealDescription: `Roomy house ${longWord}` })),
    });
    const edited = await callApi(`/api/deals/${deal.dealId}`, {
      method: 'PUT',
      token,
      body: json(
        validDealBody({ streetAddress: deal.streetAddress, dealDescription: `Roomy house ${longWord}` }),
      ),
    });
    const between = await callApi(`/api/deals/${deal.dealId}`, { token });
    const atTheCap = await callApi(`/api/deals/${deal.dealId}`, {
      method: 'PUT',
      token,
      body: json(
        validDealBody({
          streetAddress: deal.streetAddress,
          dealDescription: `Roomy ${'w'.repeat(WORD_MAX_BYTES)}`,
        }),
      ),
    });

    // Assess
    for (const refused of [created, edited]) {
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ path: 'body.dealDescription', message: 'wordTooLong' }],
      });
    }
    expect((between.body as { deal: unknown }).deal).toEqual((before.body as { deal: unknown }).deal);
    expect(atTheCap.status).toBe(200);
  });

  it('frees the address on delete, so another seller can list it', async () => {
    // Prepare
    const deal = await createDealAs(SELLER);

    // Act
    const deleted = await deleteDeal(deal.dealId);
    const relisted = await callApi('/api/deals', {
      method: 'POST',
      token: await demoToken(HYBRID),
      body: json(validDealBody({ streetAddress: deal.streetAddress })),
    });

    // Assess
    expect(deleted.status).toBe(204);
    expect(relisted.status).toBe(201);
  });
});

describe('a listing leaving the market with open offers', () => {
  it('asks the seller to confirm a cancel, then closes the offer and tells its buyer by e-mail and in the app', async () => {
    // Prepare
    const deal = await createDealAs(SELLER);
    const offer = await submitOfferAs(BUYER, deal.dealId);
    const cancel = { to: 'canceled', throughPlatform: true, cancelReason: 'Seller kept the house' };

    // Act
    const unconfirmed = await changeStatus(deal.dealId, cancel);
    const statusBetween = await statusOf(deal.dealId);
    const confirmed = await changeStatus(deal.dealId, { ...cancel, confirmCloseOffers: true });

    // Assess
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({
      code: 'OPEN_OFFERS_TO_CLOSE',
      related: { dealId: deal.dealId, openOffers: 1, acceptedOffer: false },
    });
    expect(statusBetween).toBe('active');
    expect(confirmed.status).toBe(200);
    expect(await myOfferStatus(BUYER, offer.offerId)).toBe('closed');
    const [notification] = await notificationsAbout(await demoToken(BUYER), deal.dealId, 1);
    expect(notification).toMatchObject({ kind: 'offerClosed', audience: 'buyer', offerId: offer.offerId });
    const [mail] = await mailAbout(BUYER, deal.streetAddress);
    expect(mail?.subject).toContain('your offer is closed');
  });

  it('answers 409 with the accepted offer when deleting a pending listing, and closes it once confirmed', async () => {
    // Prepare
    const deal = await createDealAs(SELLER);
    const offer = await submitOfferAs(BUYER, deal.dealId);
    expect((await accept(deal.dealId, offer.offerId)).status).toBe(200);

    // Act
    const unconfirmed = await deleteDeal(deal.dealId);
    const confirmed = await deleteDeal(deal.dealId, '?confirmCloseOffers=true');

    // Assess
    expect(unconfirmed.status).toBe(409);
    expect(unconfirmed.body).toMatchObject({
      code: 'OPEN_OFFERS_TO_CLOSE',
      related: { openOffers: 0, acceptedOffer: true },
    });
    expect(confirmed.status).toBe(204);
    expect(await myOfferStatus(BUYER, offer.offerId)).toBe('closed');
  });

  it('closes the backup offers of a sold listing and keeps the accepted one, the sale', async () => {
    // Prepare
    const deal = await createDealAs(SELLER);
    const backup = await submitOfferAs(HYBRID, deal.dealId);
    const sale = await submitOfferAs(BUYER, deal.dealId);
    expect((await accept(deal.dealId, sale.offerId)).status).toBe(200);

    // Act
    const unconfirmed = await changeStatus(deal.dealId, { to: 'sold', throughPlatform: true });
    await changeStatusAs(SELLER, deal.dealId, 'sold', { confirmCloseOffers: true });

    // Assess
    expect(unconfirmed.body).toMatchObject({
      code: 'OPEN_OFFERS_TO_CLOSE',
      related: { openOffers: 1, acceptedOffer: false },
    });
    expect(await myOfferStatus(HYBRID, backup.offerId)).toBe('closed');
    expect(await myOfferStatus(BUYER, sale.offerId)).toBe('accepted');
  });

  it('needs no confirmation when no offer is open', async () => {
    const deal = await createDealAs(SELLER);
    const offer = await submitOfferAs(BUYER, deal.dealId);
    await callApi(`/api/deals/${deal.dealId}/offers/${offer.offerId}/withdraw`, {
      method: 'POST',
      token: await demoToken(BUYER),
    });
    expect((await deleteDeal(deal.dealId)).status).toBe(204);
    expect(await myOfferStatus(BUYER, offer.offerId)).toBe('withdrawn');
  });
});

/**
 * Interest and offers against the local stack (docs/requirements.md#r1-9): every offer rule, who may act on
 * whose listing, interest once and withdrawn with its count, pending listings taking nothing new, the
 * owner's tables and the buyer's own lists.
 */
import type { Deal } from '#shared/deals/deal-api';
import type { InterestPage, InterestState, Offer, OfferPage } from '#shared/offers/offer-schema';
import { callApi } from './support/local-stack';
import { changeStatusAs, createDealAs, demoToken } from './support/deals';
import { dayFromToday, postOffer, submitOfferAs, validOfferBody } from './support/offers';

const asUser = async (email: string, path: string, method = 'GET', body?: unknown) =>
  callApi(path, {
    method,
    token: await demoToken(email),
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const interest = (email: string, dealId: string, method: 'PUT' | 'DELETE' = 'PUT') =>
  asUser(email, `/api/deals/${dealId}/interest`, method);

describe('offer validation', () => {
  let deal: Deal;
  beforeAll(async () => {
    deal = await createDealAs('seller@example.com');
  });

  it.each([
    ['a cash offer without a purchase price', { purchasePrice: undefined }, 'purchasePrice', 'required'],
    ['a cash offer with an entry fee', { entryFee: 5000 }, 'entryFee', 'entryFeeNotForCash'],
    [
      'a creative offer without an entry fee',
      { offerType: 'creative', purchasePrice: undefined },
      'entryFee',
      'required',
    ],
    ['an unknown offer type', { offerType: 'barter' }, 'offerType', 'offerTypeInvalid'],
    ['a missing offer type', { offerType: undefined }, 'offerType', 'required'],
    ['a zero purchase price', { purchasePrice: 0 }, 'purchasePrice', 'positiveNumber'],
    ['a negative entry fee', { offerType: 'creative', entryFee: -1 }, 'entryFee', 'positiveNumber'],
    ['a price that is text', { purchasePrice: '240000' }, 'purchasePrice', 'numberInvalid'],
    ['a price beyond the cap', { purchasePrice: 2_000_000_000 }, 'purchasePrice', 'numberTooLarge'],
    ['a missing close date', { closeOfEscrowDate: undefined }, 'closeOfEscrowDate', 'required'],
    [
      'a close date that is not a date',
      { closeOfEscrowDate: '15/01/2030' },
      'closeOfEscrowDate',
      'dateInvalid',
    ],
    ['a close date in the past', { closeOfEscrowDate: dayFromToday(-2) }, 'closeOfEscrowDate', 'dateInPast'],
    [
      'a close date over a year out',
      { closeOfEscrowDate: dayFromToday(367) },
      'closeOfEscrowDate',
      'dateTooFar',
    ],
    ['a message over 1000 characters', { message: 'x'.repeat(1001) }, 'message', 'messageTooLong'],
  ])('refuses %s', async (_, overrides, field, message) => {
    // Act
    const { status, body } = await postOffer(
      await demoToken('buyer@example.com'),
      deal.dealId,
      validOfferBody(overrides),
    );

    // Assess
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((body as { details: unknown[] }).details).toContainEqual({ path: `body.${field}`, message });
  });

  it('refuses fields the buyer may not set', async () => {
    // Act
    const { status, body } = await postOffer(
      await demoToken('buyer@example.com'),
      deal.dealId,
      validOfferBody({ status: 'accepted' }),
    );

    // Assess
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('takes a cash offer and a creative offer with the buyer as they are', async () => {
    // Act
    const cash = await submitOfferAs('buyer@example.com', deal.dealId);
    const creative = await submitOfferAs(
      'buyer@example.com',
      deal.dealId,
      validOfferBody({
        offerType: 'creative',
        purchasePrice: undefined,
        entryFee: 15_000,
        message: undefined,
      }),
    );

    // Assess
    expect(cash).toMatchObject({
      dealId: deal.dealId,
      offerType: 'cash',
      purchasePrice: 240_000,
      entryFee: null,
      status: 'pending',
      decidedAt: null,
      buyer: { firstName: 'Bea', lastName: 'Buyer', email: 'buyer@example.com', certifiedBuyer: false },
    });
    expect(creative).toMatchObject({
      offerType: 'creative',
      purchasePrice: null,
      entryFee: 15_000,
      message: null,
    });
  });
});

describe('who may express interest and make offers', () => {
  it('refuses the owner on their own listing with 403 and a clear message', async () => {
    // Prepare
    const deal = await createDealAs('seller@example.com');

    // Act
    const offer = await postOffer(await demoToken('seller@example.com'), deal.dealId);
    const interested = await interest('seller@example.com', deal.dealId);

    // Assess
    expect(offer.status).toBe(403);
    expect(offer.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot make an offer on your own listing.',
    });
    expect(interested.status).toBe(403);
    expect(interested.body).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot express interest in your own listing.',
    });
  });

  it.each(['pending', 'canceled'])('refuses interest and offers on a %s listing with 409', async (to) => {
    // Prepare
    const deal = await createDealAs('seller@example.com');
    await changeStatusAs('seller@example.com', deal.dealId, to);

    // Act
    const offer = await postOffer(await demoToken('buyer@example.com'), deal.dealId);
    const interested = await interest('buyer@example.com', deal.dealId);

    // Assess
    expect(offer.status).toBe(409);
    expect(offer.body).toMatchObject({ code: 'DEAL_NOT_TAKING_OFFERS' });
    expect(interested.status).toBe(409);
    expect(interested.body).toMatchObject({ code: 'DEAL_NOT_TAKING_OFFERS' });
  });

  it('answers 404 on a listing the buyer cannot see', async () => {
    // Act
    const { status, body } = await postOffer(await demoToken('buyer@example.com'), 'no-such-deal');

    // Assess
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'DEAL_NOT_FOUND' });
  });
});

describe('interest', () => {
  it('counts each buyer once, lists them for the owner, and withdraws idempotently', async () => {
    // Prepare
    const deal = await createDealAs('seller@example.com');

    // Act
    const first = await interest('buyer@example.com', deal.dealId);
    const again = await interest('buyer@example.com', deal.dealId);
    const other = await interest('hybrid@example.com', deal.dealId);
    const table = await asUser('seller@example.com', `/api/deals/${deal.dealId}/interests?sort=oldest`);
    const withdrawn = await interest('buyer@example.com', deal.dealId, 'DELETE');
    const withdrawnAgain = await interest('buyer@example.com', deal.dealId, 'DELETE');
    const analytics = await asUser('seller@example.com', `/api/deals/${deal.dealId}/analytics`);

    // Assess
    expect(first.body).toEqual({ dealId: deal.dealId, interested: true, interestCount: 1 });
    expect((again.body as InterestState).interestCount).toBe(1);
    expect((other.body as InterestState).interestCount).toBe(2);
    expect(table.status).toBe(200);
    const rows = (table.body as InterestPage).items;
    expect(rows.map((row) => row.buyer.email)).toEqual(['buyer@example.com', 'hybrid@example.com']);
    expect(rows[0]).toMatchObject({ buyer: { firstName: 'Bea', lastName: 'Buyer' } });
    // The seed certified hybrid@ (whether buyer@ holds the badge depends on which suites ran first).
    expect(rows[1]).toMatchObject({ buyer: { firstName: 'Hana', certifiedBuyer: true } });
    expect(rows[0]?.buyer.phoneNumber).toEqual(expect.any(String));
    expect(withdrawn.body).toEqual({ dealId: deal.dealId, interested: false, interestCount: 1 });
    expect(withdrawnAgain.status).toBe(200);
    expect((withdrawnAgain.body as InterestState).interestCount).toBe(1);
    expect(JSON.stringify(analytics.body)).toContain('"interests":2');
  });

  it('lists the buyer their own interests with the listing, newest first', async () => {
    // Prepare
    const older = await createDealAs('seller@example.com');
    const newer = await createDealAs('seller@example.com');
    await interest('hybrid@example.com', older.dealId);
    await interest('hybrid@example.com', newer.dealId);

    // Act
    const { status, body } = await asUser('hybrid@example.com', '/api/users/me/interests');

    // Assess
    expect(status).toBe(200);
    const items = (body as { items: { dealId: string; deal: { status: string; streetAddress: string } }[] })
      .items;
    const mine = items.filter((item) => [older.dealId, newer.dealId].includes(item.dealId));
    expect(mine.map((item) => item.dealId)).toEqual([newer.dealId, older.dealId]);
    expect(mine[0]?.deal).toMatchObject({ status: 'active', streetAddress: newer.streetAddress });
  });
});

describe('the received offers table', () => {
  let deal: Deal;
  let first: Offer;
  let second: Offer;
  beforeAll(async () => {
    deal = await createDealAs('seller@example.com');
    first = await submitOfferAs('buyer@example.com', deal.dealId);
    second = await submitOfferAs('hybrid@example.com', deal.dealId);
  });

  it.each([
    ['newest', ['second', 'first']],
    ['oldest', ['first', 'second']],
  ])('lists the offers to the owner, %s first', async (sort, order) => {
    // Act
    const { status, body } = await asUser(
      'seller@example.com',
      `/api/deals/${deal.dealId}/offers?sort=${sort}`,
    );

    // Assess
    expect(status).toBe(200);
    const byName: Record<string, string> = { first: first.offerId, second: second.offerId };
    expect((body as OfferPage).items.map((offer) => offer.offerId)).toEqual(
      order.map((name) => byName[name]),
    );
  });

  it('pages with a cursor', async () => {
    // Act
    const page1 = await asUser('seller@example.com', `/api/deals/${deal.dealId}/offers?limit=1`);
    const cursor = (page1.body as OfferPage).nextCursor ?? '';
    const page2 = await asUser(
      'seller@example.com',
      `/api/deals/${deal.dealId}/offers?limit=1&cursor=${cursor}`,
    );

    // Assess
    expect((page1.body as OfferPage).items.map((offer) => offer.offerId)).toEqual([second.offerId]);
    expect((page2.body as OfferPage).items.map((offer) => offer.offerId)).toEqual([first.offerId]);
  });

  it('shows them to an admin', async () => {
    // Act
    const { status } = await asUser('admin@example.com', `/api/deals/${deal.dealId}/offers`);

    // Assess
    expect(status).toBe(200);
  });

  it.each([
    ['another seller', 'hybrid@example.com', 403],
    ['a buyer', 'buyer@example.com', 403],
  ])('refuses %s', async (_, email, expected) => {
    // Act
    const offers = await asUser(email, `/api/deals/${deal.dealId}/offers`);
    const interests = await asUser(email, `/api/deals/${deal.dealId}/interests`);

    // Assess
    expect(offers.status).toBe(expected);
    expect(interests.status).toBe(expected);
  });

  it('answers 404 for an unknown listing', async () => {
    // Act
    const { status, body } = await asUser('seller@example.com', '/api/deals/no-such-deal/offers');

    // Assess
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'DEAL_NOT_FOUND' });
  });
});

describe('accepting an offer', () => {
  it('accepts one offer, takes the listing to pending and refuses everything after', async () => {
    // Prepare
    const deal = await createDealAs('seller@example.com');
    const offer = await submitOfferAs('buyer@example.com', deal.dealId);
    const backup = await submitOfferAs('hybrid@example.com', deal.dealId);
    const acceptPath = (offerId: string) => `/api/deals/${deal.dealId}/offers/${offerId}/accept`;

    // Act
    const accepted = await asUser('seller@example.com', acceptPath(offer.offerId), 'POST');
    const second = await asUser('seller@example.com', acceptPath(backup.offerId), 'POST');
    const unknown = await asUser('seller@example.com', acceptPath('no-such-offer'), 'POST');
    const byOtherSeller = await asUser('hybrid@example.com', acceptPath(backup.offerId), 'POST');
    const detail = await asUser('buyer@example.com', `/api/deals/${deal.dealId}`);
    const history = await asUser('seller@example.com', `/api/deals/${deal.dealId}/status-history`);
    const lateOffer = await postOffer(await demoToken('buyer@example.com'), deal.dealId);
    const lateInterest = await interest('buyer@example.com', deal.dealId);
    const mine = await asUser('buyer@example.com', '/api/users/me/offers');

    // Assess
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      offerId: offer.offerId,
      status: 'accepted',
      decidedAt: expect.any(String),
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'OFFER_ALREADY_ACCEPTED',
      message: 'An offer on this listing has already been accepted.',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'OFFER_NOT_FOUND' });
    expect(byOtherSeller.status).toBe(403);
    expect((detail.body as { deal: Deal }).deal.status).toBe('pending');
    const entries = (history.body as { items: { status: string; source: string; comments: string | null }[] })
      .items;
    expect(entries.at(-1)).toMatchObject({ status: 'pending', source: 'platform' });
    expect(entries.at(-1)?.comments).toContain(offer.offerId);
    expect(lateOffer.body).toMatchObject({ code: 'DEAL_NOT_TAKING_OFFERS' });
    expect(lateInterest.body).toMatchObject({ code: 'DEAL_NOT_TAKING_OFFERS' });
    const row = (body: unknown) =>
      (body as { items: { offerId: string; status: string; deal: { status: string } }[] }).items.find(
        (item) => item.offerId === offer.offerId,
      );
    expect(row(mine.body)).toMatchObject({ status: 'accepted', deal: { status: 'pending' } });
    expect(row(mine.body)).not.toHaveProperty('buyer');
  });

  it('takes offers again when the accepted one falls through, declining it', async () => {
    // Prepare: an accepted offer, then the listing back to active (the sale fell through).
    const deal = await createDealAs('seller@example.com');
    const first = await submitOfferAs('buyer@example.com', deal.dealId);
    const second = await submitOfferAs('hybrid@example.com', deal.dealId);
    const acceptPath = (offerId: string) => `/api/deals/${deal.dealId}/offers/${offerId}/accept`;
    expect((await asUser('seller@example.com', acceptPath(first.offerId), 'POST')).status).toBe(200);

    // Act
    await changeStatusAs('seller@example.com', deal.dealId, 'active');
    const accepted = await asUser('seller@example.com', acceptPath(second.offerId), 'POST');
    const offers = await asUser('seller@example.com', `/api/deals/${deal.dealId}/offers`);

    // Assess
    expect(accepted.status).toBe(200);
    const statusOf = (offerId: string) =>
      (offers.body as OfferPage).items.find((item) => item.offerId === offerId)?.status;
    expect(statusOf(first.offerId)).toBe('declined');
    expect(statusOf(second.offerId)).toBe('accepted');
  });
});

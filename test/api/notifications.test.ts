/**
 * Notifications against the local stack (docs/requirements.md#r1-10, docs/requirements.md#r4-4 "notifies both
 * parties", docs/requirements.md#r6-4): an accepted offer e-mails the buyer and the seller (read back from
 * the local SES store) and puts a notification in each one's list; mark read; the listing's history for its
 * owner and admins only.
 */
import type { Deal } from '#shared/deals/deal-api';
import type { DealNotificationPage } from '#shared/notifications/notification-api';
import type { Offer } from '#shared/offers/offer-schema';
import { changeStatusAs, createDealAs, demoToken } from './support/deals';
import { callApi } from './support/local-stack';
import { submitOfferAs } from './support/offers';
import {
  acceptedOffer,
  dealNotifications,
  historyOnceItHas,
  mailAbout,
  myNotifications,
  notificationsAbout,
} from './support/notifications';

const BUYER = 'buyer@example.com';
const SELLER = 'seller@example.com';

describe('an accepted offer', () => {
  let deal: Deal;
  let offer: Offer;
  beforeAll(async () => {
    ({ deal, offer } = await acceptedOffer(SELLER, BUYER));
  });

  it('e-mails the buyer that their offer was accepted, with a link to the listing', async () => {
    // Act
    const [mail] = await mailAbout(BUYER, `${deal.streetAddress}, ${deal.city}`);

    // Assess
    expect(mail?.subject).toBe(
      `Your offer on ${deal.streetAddress}, ${deal.city}, ${deal.state} ${deal.zipCode} was accepted`,
    );
    expect(mail?.body.text).toContain(`${process.env.DEALFLOW_URL}/deals/${deal.dealId}`);
  });

  it('e-mails the seller a confirmation naming the buyer', async () => {
    // Act
    const mails = await mailAbout(SELLER, deal.streetAddress, 2);

    // Assess
    const confirmation = mails.find((mail) => mail.subject.startsWith('You accepted an offer on'));
    expect(confirmation?.body.text).toContain('Bea Buyer');
    expect(confirmation?.body.text).toContain(`${process.env.DEALFLOW_URL}/deals/${deal.dealId}/offers`);
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^New offer on /));
  });

  it('never sends the same e-mail twice', async () => {
    // Prepare: everything the consumer sends about this listing has arrived.
    await historyOnceItHas(SELLER, deal.dealId, 6);

    // Act
    const toBuyer = await mailAbout(BUYER, deal.streetAddress);
    const toSeller = await mailAbout(SELLER, deal.streetAddress, 2);

    // Assess
    expect(toBuyer).toHaveLength(1);
    expect(toSeller).toHaveLength(2);
  });

  it("lists the notification in the buyer's and in the seller's notifications, unread", async () => {
    // Act
    const [toBuyer] = await notificationsAbout(await demoToken(BUYER), deal.dealId, 1);
    const toSeller = await notificationsAbout(await demoToken(SELLER), deal.dealId, 2);

    // Assess
    expect(toBuyer).toMatchObject({
      kind: 'offerAccepted',
      audience: 'buyer',
      offerId: offer.offerId,
      readAt: null,
      deal: { dealId: deal.dealId, streetAddress: deal.streetAddress, city: deal.city },
    });
    // Newest first: the acceptance, then the offer it accepted.
    expect(toSeller.map((item) => [item.kind, item.audience])).toEqual([
      ['offerAccepted', 'seller'],
      ['offerSubmitted', 'seller'],
    ]);
    expect((await myNotifications(await demoToken(SELLER))).unreadCount).toBeGreaterThanOrEqual(2);
  });

  it('marks one notification read, idempotently, and then all of them', async () => {
    // Prepare
    const token = await demoToken(SELLER);
    const [latest] = await notificationsAbout(token, deal.dealId, 2);
    const path = `/api/users/me/notifications/${latest!.notificationId}/read`;

    // Act
    const first = await callApi(path, { method: 'POST', token });
    const again = await callApi(path, { method: 'POST', token });
    const all = await callApi('/api/users/me/notifications/read', { method: 'POST', token });

    // Assess
    expect(first).toMatchObject({ status: 200, body: { marked: 1 } });
    expect(again).toMatchObject({ status: 200, body: { marked: 0 } });
    expect(all).toMatchObject({ status: 200, body: { unreadCount: 0 } });
    const after = await notificationsAbout(token, deal.dealId, 2);
    expect(after.every((item) => item.readAt !== null)).toBe(true);
  });

  it("answers 404 for another user's notification", async () => {
    // Prepare
    const [toBuyer] = await notificationsAbout(await demoToken(BUYER), deal.dealId, 1);

    // Act
    const { status } = await callApi(`/api/users/me/notifications/${toBuyer!.notificationId}/read`, {
      method: 'POST',
      token: await demoToken(SELLER),
    });

    // Assess
    expect(status).toBe(404);
    const [still] = await notificationsAbout(await demoToken(BUYER), deal.dealId, 1);
    expect(still?.readAt).toBeNull();
  });

  it('shows its owner who was notified, when and how, newest first', async () => {
    // Act
    const history = await historyOnceItHas(SELLER, deal.dealId, 6);

    // Assess
    const lines = history.map((item) => `${item.kind} ${item.recipientName} ${item.channel}`);
    expect(lines.sort()).toEqual(
      [
        'offerAccepted Bea Buyer email',
        'offerAccepted Bea Buyer inApp',
        'offerAccepted Sam Seller email',
        'offerAccepted Sam Seller inApp',
        'offerSubmitted Sam Seller email',
        'offerSubmitted Sam Seller inApp',
      ].sort(),
    );
    const times = history.map((item) => item.sentAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows the history to an admin', async () => {
    // Act
    const { status, body } = await dealNotifications(await demoToken('admin@example.com'), deal.dealId);

    // Assess
    expect(status).toBe(200);
    expect((body as DealNotificationPage).items.length).toBeGreaterThan(0);
  });

  it.each([
    ['another seller', 'hybrid@example.com'],
    ['the buyer', BUYER],
  ])('refuses the history to %s with 403', async (_, email) => {
    // Act
    const { status } = await dealNotifications(await demoToken(email), deal.dealId);

    // Assess
    expect(status).toBe(403);
  });
});

describe('a declined offer', () => {
  it('e-mails the buyer and tells them in the app', async () => {
    // Prepare
    const deal = await createDealAs(SELLER);
    const offer = await submitOfferAs(BUYER, deal.dealId);

    // Act
    const { status } = await callApi(`/api/deals/${deal.dealId}/offers/${offer.offerId}/decline`, {
      method: 'POST',
      token: await demoToken(SELLER),
    });

    // Assess
    expect(status).toBe(200);
    const [mail] = await mailAbout(BUYER, deal.streetAddress);
    expect(mail?.subject).toMatch(/^Your offer on .+ was declined$/);
    const [notification] = await notificationsAbout(await demoToken(BUYER), deal.dealId, 1);
    expect(notification).toMatchObject({ kind: 'offerDeclined', audience: 'buyer', offerId: offer.offerId });
  });

  it('tells the buyer when the sale of their accepted offer fell through (pending back to active)', async () => {
    // Prepare
    const { deal, offer } = await acceptedOffer(SELLER, BUYER);

    // Act
    await changeStatusAs(SELLER, deal.dealId, 'active');

    // Assess
    const mails = await mailAbout(BUYER, deal.streetAddress, 2);
    expect(mails.map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/ was declined$/));
    const notifications = await notificationsAbout(await demoToken(BUYER), deal.dealId, 2);
    expect(notifications).toContainEqual(
      expect.objectContaining({ kind: 'offerDeclined', audience: 'buyer', offerId: offer.offerId }),
    );
  });
});

describe('the notification lists', () => {
  it('page newest first with a cursor', async () => {
    // Prepare: two accepted offers, so the buyer has at least two notifications.
    await acceptedOffer(SELLER, BUYER);
    const { deal } = await acceptedOffer(SELLER, BUYER);
    const token = await demoToken(BUYER);
    await notificationsAbout(token, deal.dealId, 1);

    // Act
    const first = await myNotifications(token, '?limit=1');
    const second = await myNotifications(token, `?limit=1&cursor=${first.nextCursor}`);

    // Assess
    expect(first.items).toHaveLength(1);
    expect(second.items).toHaveLength(1);
    expect(first.items[0]!.createdAt >= second.items[0]!.createdAt).toBe(true);
    expect(second.items[0]!.notificationId).not.toBe(first.items[0]!.notificationId);
  });

  it('refuses a cursor that is not one of ours with 400', async () => {
    // Act
    const { status } = await callApi('/api/users/me/notifications?cursor=bm9wZQ', {
      token: await demoToken(BUYER),
    });

    // Assess
    expect(status).toBe(400);
  });
});

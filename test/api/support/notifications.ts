/**
 * Helpers of the notification API tests (docs/requirements.md#r1-10): an accepted offer on a fresh listing,
 * and waiting for what the notifications queue's consumer writes (it runs after the request answers).
 */
import type {
  DealNotificationPage,
  InAppNotification,
  InAppNotificationPage,
} from '#shared/notifications/notification-api';
import { mailTo } from './accounts';
import { createDealAs, demoToken } from './deals';
import { callApi } from './local-stack';
import { emailOfToken, submitOfferAs } from './offers';

/** Polls `read` until `done` holds for its answer; throws after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** GET /api/users/me/notifications with this token. */
export async function myNotifications(token: string, query = ''): Promise<InAppNotificationPage> {
  const { status, body } = await callApi(`/api/users/me/notifications${query}`, { token });
  if (status !== 200) throw new Error(`Could not list notifications: ${status} ${JSON.stringify(body)}`);
  return body as InAppNotificationPage;
}

/** The caller's in-app notifications about one listing, once `count` of them have arrived. */
export async function notificationsAbout(
  token: string,
  dealId: string,
  count: number,
): Promise<InAppNotification[]> {
  const page = await eventually(
    () => myNotifications(token, '?limit=100'),
    (answer) => answer.items.filter((item) => item.deal.dealId === dealId).length >= count,
  );
  return page.items.filter((item) => item.deal.dealId === dealId);
}

/** GET /api/deals/{dealId}/notifications with this token. */
export const dealNotifications = (token: string, dealId: string) =>
  callApi(`/api/deals/${dealId}/notifications`, { token });

/**
 * The listing's offer notification lines (as its owner, a demo account) once there are `count` of
 * them; alert senders write lines of their own to the same history.
 */
export async function historyOnceItHas(ownerEmail: string, dealId: string, count: number) {
  const token = await demoToken(ownerEmail);
  const page = await eventually(
    async () => (await dealNotifications(token, dealId)).body as DealNotificationPage,
    (answer) => answer.items.filter((item) => item.kind.startsWith('offer')).length >= count,
  );
  return page.items.filter((item) => item.kind.startsWith('offer'));
}

/** The mail sent to an address whose subject names the text (a listing's unique street address). */
export const mailAbout = (address: string, text: string, count = 1) =>
  eventually(
    async () => (await mailTo(address)).filter((mail) => mail.subject.includes(text)),
    (mails) => mails.length >= count,
  );

/**
 * A fresh listing of `sellerEmail` with an offer of `buyerEmail` that the seller accepted;
 * answers the listing and the offer.
 */
export async function acceptedOffer(sellerEmail: string, buyerEmail: string) {
  const deal = await createDealAs(sellerEmail);
  const offer = await submitOfferAs(buyerEmail, deal.dealId);
  const { status, body } = await callApi(`/api/deals/${deal.dealId}/offers/${offer.offerId}/accept`, {
    method: 'POST',
    token: await demoToken(sellerEmail),
  });
  if (status !== 200) throw new Error(`Could not accept the offer: ${status} ${JSON.stringify(body)}`);
  return { deal, offer };
}

/**
 * An in-app notification of the caller (for the authorization matrix): the caller offers on a
 * fresh listing of another account, which accepts it.
 */
export async function notificationOf(token: string | undefined): Promise<{ notificationId: string }> {
  if (!token) return { notificationId: 'unknown' };
  const email = emailOfToken(token);
  const seller = email === 'seller@example.com' ? 'admin@example.com' : 'seller@example.com';
  const { deal } = await acceptedOffer(seller, email);
  const [notification] = await notificationsAbout(token, deal.dealId, 1);
  return { notificationId: notification?.notificationId ?? 'unknown' };
}

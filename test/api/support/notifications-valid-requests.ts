/**
 * Valid requests for the notification routes in the authorization matrix: mark read acts on a
 * notification the caller really received; the history is of a fresh listing of the caller's.
 */
import { createDealWithToken } from './deals';
import { notificationOf } from './notifications';
import type { MatrixRequest, MatrixRequestFor } from './users-valid-requests';

/** A fresh listing of the caller's (or an unknown id, for a caller who may not list). */
async function ownDealParams(token: string | undefined): Promise<{ dealId: string }> {
  if (!token) return { dealId: 'unknown' };
  const deal = await createDealWithToken(token).catch(() => null);
  return { dealId: deal ? deal.dealId : 'unknown' };
}

export const NOTIFICATIONS_VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  listMyNotifications: {},
  markNotificationRead: async (token) => ({ params: await notificationOf(token) }),
  markAllNotificationsRead: {},
  listDealNotifications: async (token) => ({ params: await ownDealParams(token) }),
};

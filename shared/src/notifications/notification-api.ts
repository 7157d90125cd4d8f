/**
 * Notifications (docs/requirements.md#r4-4 "accepting an offer … notifies both parties",
 * docs/requirements.md#r6-4 "only the listing owner sees … notification history"): what the in-app
 * notification routes and the per-listing history answer. Docs: docs/notifications.md.
 */
import * as z from 'zod';
import { cursorPageQuerySchema, cursorPageSchema } from '../api/cursor-page';
import { dealSummarySchema } from '../deals/deal-api';

/**
 * What a notification is about. The offer kinds come from the notifications queue; `dealAlert` and
 * `dealDigest` are the buyers' alert e-mails and `callRequested` a buyer's call request e-mailed to the
 * seller, and `buyerOutreach` a listing a seller e-mailed to a chosen buyer ("Send",
 * docs/buyer-matching.md), which only appear in a listing's history.
 */
export const NOTIFICATION_KINDS = [
  'offerSubmitted',
  'offerAccepted',
  'offerDeclined',
  'offerClosed',
  'dealAlert',
  'dealDigest',
  'callRequested',
  'buyerOutreach',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** The kinds a user finds in their in-app list. */
export const IN_APP_NOTIFICATION_KINDS = [
  'offerSubmitted',
  'offerAccepted',
  'offerDeclined',
  'offerClosed',
] as const;
export const inAppNotificationKindSchema = z.enum(IN_APP_NOTIFICATION_KINDS);
export type InAppNotificationKind = z.infer<typeof inAppNotificationKindSchema>;

/** How a person was notified. */
export const NOTIFICATION_CHANNELS = ['email', 'inApp', 'text'] as const;
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS);
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

/** Which side of the offer the recipient is on: the same event reads differently to each. */
export const NOTIFICATION_AUDIENCES = ['buyer', 'seller'] as const;
export const notificationAudienceSchema = z.enum(NOTIFICATION_AUDIENCES);
export type NotificationAudience = z.infer<typeof notificationAudienceSchema>;

/** The listing a notification is about: enough to name it and link to it. */
export const notificationDealSchema = dealSummarySchema
  .pick({ dealId: true, streetAddress: true, city: true, state: true, zipCode: true })
  .meta({ id: 'NotificationDeal' });
export type NotificationDeal = z.infer<typeof notificationDealSchema>;

/** One in-app notification of the caller. */
export const inAppNotificationSchema = z
  .object({
    notificationId: z.string(),
    kind: inAppNotificationKindSchema,
    audience: notificationAudienceSchema,
    deal: notificationDealSchema,
    offerId: z.string().nullable(),
    createdAt: z.string(),
    /** When the recipient marked it read, or null while unread. */
    readAt: z.string().nullable(),
  })
  .meta({ id: 'InAppNotification' });
export type InAppNotification = z.infer<typeof inAppNotificationSchema>;

export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_MAX_PAGE_SIZE = 100;
/** The unread count stops here ("99+"): counting further would read every unread item. */
export const UNREAD_COUNT_CAP = 99;

/** Query of the notification lists: a cursor page, newest first. */
export const notificationPageQuerySchema = cursorPageQuerySchema(NOTIFICATION_MAX_PAGE_SIZE);
export type NotificationPageQuery = z.infer<typeof notificationPageQuerySchema>;

export const inAppNotificationPageSchema = z
  .object({
    items: z.array(inAppNotificationSchema),
    nextCursor: z.string().nullable(),
    /** Unread notifications of the caller, at most UNREAD_COUNT_CAP + 1 (shown as "99+"). */
    unreadCount: z.number().int().min(0),
  })
  .meta({ id: 'InAppNotificationPage' });
export type InAppNotificationPage = z.infer<typeof inAppNotificationPageSchema>;

export const notificationParamsSchema = z.object({ notificationId: z.string().min(1).max(64) });

/** Answer of mark read (one or all): how many changed, and the unread count after. */
export const markNotificationsReadResultSchema = z
  .object({ marked: z.number().int().min(0), unreadCount: z.number().int().min(0) })
  .meta({ id: 'MarkNotificationsReadResult' });
export type MarkNotificationsReadResult = z.infer<typeof markNotificationsReadResultSchema>;

/** One line of a listing's notification history: who was told what, when, and how. */
export const dealNotificationSchema = z
  .object({
    recipientId: z.string(),
    recipientName: z.string(),
    channel: notificationChannelSchema,
    kind: notificationKindSchema,
    sentAt: z.string(),
  })
  .meta({ id: 'DealNotification' });
export type DealNotification = z.infer<typeof dealNotificationSchema>;

export const dealNotificationPageSchema = cursorPageSchema(dealNotificationSchema, 'DealNotificationPage');
export type DealNotificationPage = z.infer<typeof dealNotificationPageSchema>;

/** Where a notification leads: sellers to the listing's offers, buyers to the listing. */
export function notificationPath(audience: NotificationAudience, dealId: string): string {
  const deal = `/deals/${encodeURIComponent(dealId)}`;
  return audience === 'seller' ? `${deal}/offers` : deal;
}

/** A listing's address on one line, as notifications name it. */
export const notificationAddress = (deal: Omit<NotificationDeal, 'dealId'>) =>
  `${deal.streetAddress}, ${deal.city}, ${deal.state} ${deal.zipCode}`;

/**
 * Every single-table key is built here and nowhere else (DESIGN §4.5). Entity modules call these;
 * handlers and services never write a `pk` themselves.
 */
export const USER_PREFIX = 'USER#';
export const EMAIL_PREFIX = 'EMAIL#';

/** Primary key of a user's profile item. */
export const userKey = (userId: string) => ({ pk: `${USER_PREFIX}${userId}`, sk: 'PROFILE' });

/** gsi1 key of a user's profile item: find a user by e-mail address. */
export const userByEmailKey = (email: string) => ({
  gsi1pk: `${EMAIL_PREFIX}${email.trim().toLowerCase()}`,
  gsi1sk: 'USER',
});

/** Rate-limit counter of one action by one subject (an e-mail address or an IP) in one window. */
export const rateLimitKey = (action: string, subject: string, windowStart: number) => ({
  pk: `RATE#${action}#${subject.trim().toLowerCase()}`,
  sk: `WINDOW#${windowStart}`,
});

// Invitation keys (invitations feature) go below.

/** Primary key of an invitation: the SHA-256 hash of its token, so the token itself is never stored. */
export const invitationKey = (tokenHash: string) => ({ pk: `INVITATION#${tokenHash}`, sk: 'INVITATION' });

/** gsi1 partition of the invitations one user generated. */
export const invitationsByInviterPartition = (inviterId: string) => `INVITER#${inviterId}`;

/** gsi1 key of an invitation: its inviter's invitations, in creation order. */
export const invitationByInviterKey = (inviterId: string, createdAt: string, invitationId: string) => ({
  gsi1pk: invitationsByInviterPartition(inviterId),
  gsi1sk: `INVITATION#${createdAt}#${invitationId}`,
});

/** gsi2 partition holding every invitation (admin list). */
export const ALL_INVITATIONS_PARTITION = 'INVITATIONS';

/** gsi2 key of an invitation: all invitations, in creation order. */
export const allInvitationsKey = (createdAt: string, invitationId: string) => ({
  gsi2pk: ALL_INVITATIONS_PARTITION,
  gsi2sk: `${createdAt}#${invitationId}`,
});

// Waitlist keys (waitlist feature) go below.

/** Primary key of a waitlist entry: its (lower-cased) e-mail, so a second request for one address collides. */
export const waitlistEntryKey = (email: string) => ({
  pk: `WAITLIST#${email.trim().toLowerCase()}`,
  sk: 'ENTRY',
});

/** gsi1 partition of a waitlist entry by its id (the id admins use in URLs). */
export const waitlistEntryByIdPartition = (entryId: string) => `WAITLIST_ENTRY#${entryId}`;

/** gsi1 key of a waitlist entry: find it by id. */
export const waitlistEntryByIdKey = (entryId: string) => ({
  gsi1pk: waitlistEntryByIdPartition(entryId),
  gsi1sk: 'ENTRY',
});

/** gsi2 partition holding every waitlist entry (admin list, oldest first). */
export const WAITLIST_PARTITION = 'WAITLIST';

/** gsi2 key of a waitlist entry: all entries in arrival order. */
export const waitlistListKey = (createdAt: string, entryId: string) => ({
  gsi2pk: WAITLIST_PARTITION,
  gsi2sk: `${createdAt}#${entryId}`,
});

/** gsi3 partition of the waitlist entries in one status. */
export const waitlistByStatusPartition = (status: string) => `WAITLIST_STATUS#${status}`;

/** gsi3 key of a waitlist entry: entries of one status in arrival order (rewritten when the status changes). */
export const waitlistByStatusKey = (status: string, createdAt: string, entryId: string) => ({
  gsi3pk: waitlistByStatusPartition(status),
  gsi3sk: `${createdAt}#${entryId}`,
});

/** The one counter of waiting entries, checked against WAITLIST_CAPACITY. */
export const waitlistCounterKey = () => ({ pk: 'WAITLIST_COUNTER', sk: 'COUNTER' });

// Profile and recent-page keys (users feature) go below.

/** Partition of gsi2 holding every user ordered by e-mail, for the admin's list and prefix search. */
export const USERS_BY_EMAIL_PARTITION = 'USERS#BY_EMAIL';
/** Partition of gsi3 holding every user ordered by last name, for the admin's prefix search. */
export const USERS_BY_LAST_NAME_PARTITION = 'USERS#BY_LAST_NAME';

/** gsi2 key of a user's profile item: sorted by lower-cased e-mail. */
export const userListByEmailKey = (email: string) => ({
  gsi2pk: USERS_BY_EMAIL_PARTITION,
  gsi2sk: email.trim().toLowerCase(),
});

/** gsi3 key of a user's profile item: sorted by lower-cased last name, the id keeping entries distinct. */
export const userListByLastNameKey = (lastName: string, userId: string) => ({
  gsi3pk: USERS_BY_LAST_NAME_PARTITION,
  gsi3sk: `${lastName.trim().toLowerCase()}#${userId}`,
});

/** The one item holding a user's recent pages (a list of at most 10). */
export const recentPagesKey = (userId: string) => ({ pk: `${USER_PREFIX}${userId}`, sk: 'RECENT_PAGES' });

// E-mail sign-in link keys (auth-challenge feature) go below.

/**
 * One outstanding sign-in link of an address, by the SHA-256 of its token: each link is deleted
 * when used, so several recent links may be open at once and each works once.
 */
export const emailSignInLinkKey = (email: string, tokenHash: string) => ({
  pk: `SIGNIN_LINK#${email.trim().toLowerCase()}`,
  sk: `TOKEN#${tokenHash}`,
});

// Deal keys (deals feature) go below. See docs/data-model.md "Deal" for why each index exists.

/** Primary key of a listing. */
export const dealKey = (dealId: string) => ({ pk: `DEAL#${dealId}`, sk: 'DEAL' });

/** Sort-key prefix of a listing's status history entries (under the listing's partition). */
export const DEAL_HISTORY_PREFIX = 'HISTORY#';
/** A status history entry: oldest first when read in order. */
export const dealHistoryKey = (dealId: string, at: string, entryId: string) => ({
  pk: `DEAL#${dealId}`,
  sk: `${DEAL_HISTORY_PREFIX}${at}#${entryId}`,
});

/** Sort-key prefix of a listing's per-day activity counters (views, favourites, interests, offers). */
export const DEAL_ACTIVITY_PREFIX = 'ACTIVITY#';
/** One day of a listing's activity (date YYYY-MM-DD, UTC). */
export const dealActivityKey = (dealId: string, date: string) => ({
  pk: `DEAL#${dealId}`,
  sk: `${DEAL_ACTIVITY_PREFIX}${date}`,
});

/** Marks that a user has viewed a listing, so unique viewers count each person once. */
export const dealViewerKey = (dealId: string, userId: string) => ({
  pk: `DEAL#${dealId}`,
  sk: `VIEWER#${userId}`,
});

/** gsi1 partition of one seller's listings (the seller's dashboard). */
export const dealsByOwnerPartition = (ownerId: string) => `OWNER#${ownerId}`;
/** gsi1 key of a listing: its owner's listings, newest first when read backwards. */
export const dealByOwnerKey = (ownerId: string, createdAt: string, dealId: string) => ({
  gsi1pk: dealsByOwnerPartition(ownerId),
  gsi1sk: `DEAL#${createdAt}#${dealId}`,
});

/**
 * Browse indexes. Only a listing buyers can find (exclusive, active, pending) carries them; a sold,
 * canceled or deleted listing has them removed, so browse never reads what it would throw away.
 * Exclusive listings are in the same partitions and filtered out for callers without first right
 * of refusal (they are few and short-lived).
 */
export const BROWSE_PARTITION = 'DEALS#BROWSE';

/** gsi2: every browsable listing by creation time (newest, oldest). */
export const dealBrowseByTimeKey = (createdAt: string, dealId: string) => ({
  gsi2pk: BROWSE_PARTITION,
  gsi2sk: `${createdAt}#${dealId}`,
});

/** Prices in sort keys: whole dollars, zero-padded to 10 digits (MAX_AMOUNT is 10 digits). */
export const sortablePrice = (price: number) => String(Math.round(price)).padStart(10, '0');

/** gsi3 partition of the browsable listings of one state. */
export const dealsByStatePartition = (state: string) => `DEALS#STATE#${state}`;
/** gsi3: listings of one state by price (budget and price sort within a state). */
export const dealByStateAndPriceKey = (state: string, price: number, dealId: string) => ({
  gsi3pk: dealsByStatePartition(state),
  gsi3sk: `${sortablePrice(price)}#${dealId}`,
});

/** gsi4 partition of the browsable listings in one geohash cell (GEO_CELL_PRECISION). */
export const dealsByGeoCellPartition = (cell: string) => `DEALS#GEO#${cell}`;
/** gsi4: listings of one geohash cell, newest first when read backwards (radius search). */
export const dealByGeoCellKey = (cell: string, createdAt: string, dealId: string) => ({
  gsi4pk: dealsByGeoCellPartition(cell),
  gsi4sk: `${createdAt}#${dealId}`,
});

/** gsi5: every browsable listing by price (budget and price sort). */
export const dealBrowseByPriceKey = (price: number, dealId: string) => ({
  gsi5pk: BROWSE_PARTITION,
  gsi5sk: `${sortablePrice(price)}#${dealId}`,
});

/** Interest rates in sort keys: hundredths of a percent, 5 digits; no rate (cash) sorts last. */
export const sortableRate = (rate: number | null) =>
  rate === null ? '~' : String(Math.round(rate * 100)).padStart(5, '0');

/** gsi6: every browsable listing by its lowest interest rate ("interest" sort), cash deals last. */
export const dealBrowseByRateKey = (rate: number | null, createdAt: string, dealId: string) => ({
  gsi6pk: BROWSE_PARTITION,
  gsi6sk: `${sortableRate(rate)}#${createdAt}#${dealId}`,
});

/**
 * A search word of a browsable listing (from its address, city, ZIP and description): one item per
 * word and listing, newest first when read backwards. Text search reads the rarest word's partition.
 */
export const dealSearchWordKey = (word: string, createdAt: string, dealId: string) => ({
  pk: `DEALWORD#${word}`,
  sk: `${createdAt}#${dealId}`,
});
export const dealSearchWordPartition = (word: string) => `DEALWORD#${word}`;

/**
 * The claim of a street address (normalised street + ZIP) by the seller who listed it first, so
 * another seller cannot list the same property; it names the listing to link to.
 */
export const dealAddressClaimKey = (normalisedAddress: string) => ({
  pk: `DEALADDRESS#${normalisedAddress}`,
  sk: 'CLAIM',
});

/** A user's favourite listing, newest first when read backwards (favourites filter). */
export const FAVORITE_PREFIX = 'FAVORITE#';
export const favoriteKey = (userId: string, dealId: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `${FAVORITE_PREFIX}${dealId}`,
});

// Offer keys (offers feature) go below. See docs/data-model.md "Offer and interest".

/** Sort-key prefix of a listing's offers (under the listing's partition); offer ids are ULIDs. */
export const OFFER_PREFIX = 'OFFER#';
/** An offer on a listing: a listing's offers read in submission order (the ULID's time order). */
export const offerKey = (dealId: string, offerId: string) => ({
  pk: `DEAL#${dealId}`,
  sk: `${OFFER_PREFIX}${offerId}`,
});

/** gsi1 partition of one buyer's offers ("my offers"). */
export const offersByBuyerPartition = (buyerId: string) => `BUYER_OFFERS#${buyerId}`;
/** gsi1 key of an offer: its buyer's offers, newest first when read backwards. */
export const offerByBuyerKey = (buyerId: string, offerId: string) => ({
  gsi1pk: offersByBuyerPartition(buyerId),
  gsi1sk: `${OFFER_PREFIX}${offerId}`,
});

/** Sort-key prefix of a listing's interests (one item per buyer, so expressing it twice collides). */
export const INTEREST_PREFIX = 'INTEREST#';
export const interestKey = (dealId: string, buyerId: string) => ({
  pk: `DEAL#${dealId}`,
  sk: `${INTEREST_PREFIX}${buyerId}`,
});

/** gsi1 partition of one buyer's interests ("my interests"). */
export const interestsByBuyerPartition = (buyerId: string) => `BUYER_INTERESTS#${buyerId}`;
/** gsi1 key of an interest: its buyer's interests, newest first when read backwards. */
export const interestByBuyerKey = (buyerId: string, createdAt: string, dealId: string) => ({
  gsi1pk: interestsByBuyerPartition(buyerId),
  gsi1sk: `${INTEREST_PREFIX}${createdAt}#${dealId}`,
});

/** gsi2 partition of one listing's interests by date (the interested buyers table). */
export const interestsByDealPartition = (dealId: string) => `DEAL_INTERESTS#${dealId}`;
/** gsi2 key of an interest: a listing's interests in date order. */
export const interestByDealKey = (dealId: string, createdAt: string, buyerId: string) => ({
  gsi2pk: interestsByDealPartition(dealId),
  gsi2sk: `${createdAt}#${buyerId}`,
});

// Webhook keys (webhooks feature) go below. See docs/webhooks.md "Data and secret storage".

/** The partition of one seller's webhook: its secret item, its deliveries and their attempts. */
export const webhookPartition = (userId: string) => `WEBHOOK#${userId}`;

/** The seller's signing secret and the "turned off by a 410" notice (the URL and flag are on the User item). */
export const webhookSecretKey = (userId: string) => ({ pk: webhookPartition(userId), sk: 'SECRET' });

/** Sort-key prefix of a seller's deliveries; delivery ids are ULIDs. */
export const WEBHOOK_DELIVERY_PREFIX = 'DELIVERY#';
/** One delivery: an event's webhook-id and exact body, and where its chain of attempts stands. */
export const webhookDeliveryKey = (userId: string, deliveryId: string) => ({
  pk: webhookPartition(userId),
  sk: `${WEBHOOK_DELIVERY_PREFIX}${deliveryId}`,
});

/** Sort-key prefix of a seller's delivery attempts (the log, newest first when read backwards). */
export const WEBHOOK_ATTEMPT_PREFIX = 'ATTEMPT#';
/** One attempt; attempt ids are ULIDs of the attempt's time, so the log reads in time order. */
export const webhookAttemptKey = (userId: string, attemptId: string) => ({
  pk: webhookPartition(userId),
  sk: `${WEBHOOK_ATTEMPT_PREFIX}${attemptId}`,
});

// Notification keys (notifications feature) go below. See docs/data-model.md "Notification".

/** Sort-key prefix of a user's in-app notifications (under the user's partition); ids are ULIDs. */
export const NOTIFICATION_PREFIX = 'NOTIFICATION#';
/** An in-app notification: a user's notifications read newest first (backwards, ULID order). */
export const notificationKey = (userId: string, notificationId: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `${NOTIFICATION_PREFIX}${notificationId}`,
});

/** gsi1 partition of one user's UNREAD notifications: sparse, the keys are removed when read. */
export const unreadNotificationsPartition = (userId: string) => `UNREAD_NOTIFICATIONS#${userId}`;
/** gsi1 key of an unread notification (count and "mark all read" read only the unread ones). */
export const unreadNotificationKey = (userId: string, notificationId: string) => ({
  gsi1pk: unreadNotificationsPartition(userId),
  gsi1sk: notificationId,
});

/**
 * The claim of one e-mail of one notification event to one recipient: created (conditional put)
 * before the e-mail is sent, so a redelivered queue message never sends it twice.
 */
export const notificationDeliveryKey = (eventId: string, recipientId: string, channel: string) => ({
  pk: `NOTIFICATION_DELIVERY#${eventId}`,
  sk: `${recipientId}#${channel}`,
});

/** Sort-key prefix of a listing's notification history (under the listing's partition). */
export const DEAL_NOTIFICATION_PREFIX = 'NOTIFIED#';
/**
 * A line of a listing's notification history, read newest first (backwards). Every part of the
 * event is in the key, so writing the same line again (a retry) overwrites instead of adding one.
 */
export const dealNotificationKey = (
  dealId: string,
  entry: { sentAt: string; recipientId: string; channel: string; kind: string },
) => ({
  pk: `DEAL#${dealId}`,
  sk: `${DEAL_NOTIFICATION_PREFIX}${entry.sentAt}#${entry.recipientId}#${entry.channel}#${entry.kind}`,
});

// Alert keys (alerts feature) go below. See docs/data-model.md "Alerts" and docs/alerts.md.

/** Which search of a buyer an alert-index item stands for. */
export type AlertSearchSource = 'buyBox' | 'preferences';

/**
 * Alert index: one item per buyer and ZIP of their buy box or preferences, under the ZIP's
 * partition, so a new listing finds the buyers it may interest with one Query per ZIP.
 */
export const alertIndexByZipPartition = (zipCode: string) => `ALERTZIP#${zipCode}`;
export const alertIndexByZipKey = (zipCode: string, source: AlertSearchSource, userId: string) => ({
  pk: alertIndexByZipPartition(zipCode),
  sk: `${source}#${userId}`,
});

/** Alert index of preferences with no ZIPs: one item under the state + city (trimmed, lower-cased). */
export const alertIndexByCityPartition = (state: string, city: string) =>
  `ALERTCITY#${state.toUpperCase()}#${city.trim().replace(/\s+/g, ' ').toLowerCase()}`;
export const alertIndexByCityKey = (state: string, city: string, userId: string) => ({
  pk: alertIndexByCityPartition(state, city),
  sk: `preferences#${userId}`,
});

/** Every buyer with first right of refusal: one item each, so a new exclusive listing reads them at once. */
export const FIRST_REFUSAL_BUYERS_PARTITION = 'ALERTS#FIRST_REFUSAL';
export const firstRefusalBuyerKey = (userId: string) => ({
  pk: FIRST_REFUSAL_BUYERS_PARTITION,
  sk: `${USER_PREFIX}${userId}`,
});

/**
 * A buyer's alert of one listing (under the buyer's partition). Created with a conditional put, so
 * a listing alerts a buyer once; read backwards it lists the newest listings first (ULID ids).
 */
export const ALERT_PREFIX = 'ALERT#';
export const dealAlertKey = (userId: string, dealId: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `${ALERT_PREFIX}${dealId}`,
});

/** gsi1 partition of the digest alerts due in one digest window (its key, e.g. `daily:2026-11-20`). */
export const digestAlertsPartition = (windowKey: string) => `ALERTDIGEST#${windowKey}`;
/** gsi1 key of a digest alert: the window's alerts grouped by buyer. */
export const digestAlertKey = (windowKey: string, userId: string, dealId: string) => ({
  gsi1pk: digestAlertsPartition(windowKey),
  gsi1sk: `${userId}#${dealId}`,
});

/** That a buyer's digest of one window went out: a conditional put makes it go out once. */
export const digestSentKey = (userId: string, windowKey: string) => ({
  pk: `${USER_PREFIX}${userId}`,
  sk: `DIGEST#${windowKey}`,
});

/**
 * When an exclusive listing's first-refusal delay ends: one item per listing in one partition,
 * sorted by that instant, so the scheduled job reads the due ones with one Query (exclusive
 * listings are few and short-lived).
 */
export const EXCLUSIVITY_ENDS_PARTITION = 'ALERTS#EXCLUSIVITY_ENDS';
export const exclusivityEndKey = (endsAt: string, dealId: string) => ({
  pk: EXCLUSIVITY_ENDS_PARTITION,
  sk: `${endsAt}#${dealId}`,
});

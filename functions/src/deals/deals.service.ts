/**
 * Listings (docs/requirements.md#r2-6): create, edit, view, the seller's dashboard and the status history.
 * The server owns the id, owner, status, counters, location, derived tags and search words; the body
 * owns the rest (dealInputSchema has validated it). Status changes are in deal-status.service.ts,
 * views and analytics in deal-activity.service.ts, favourites in favorites.service.ts.
 */
import { acceptsOffers } from '#shared/offers/offer-rules';
import { ulid } from 'ulid';
import type { Deal, DealDetail } from '#shared/deals/deal-api';
import { DEFAULT_FIRST_REFUSAL_HOURS, type DealInput } from '#shared/deals/deal-schema';
import type { StatusHistoryEntry } from '#shared/deals/deal-status';
import { withAutomaticTags } from '#shared/deals/deal-tags';
import { isBrowsable, toDeal, toDealSummary, type DealRecord } from '../db/entities/deal.entity';
import { searchWordsOf } from '../db/entities/deal-search-word.entity';
import { scheduleExclusivityEnd } from '../alerts/exclusivity.service';
import { publish } from '../events/publish';
import { zipCentroid } from '../geo/zip-centroids';
import { ConflictError, DealNotFoundError, ListingLimitReachedError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { findUser, getCurrentUser } from '../users/users.service';
import { isAdmin, loadManagedDeal, loadVisibleDeal } from './deal-access';
import { countView, withViewCounts, withViewCountsOfPage } from './deal-activity.service';
import { isFavorite } from './deal-activity.repository';
import { findInterest } from '../offers/offer-lookups';
import { isNotInterested } from '../buyer-matches/not-interested.repository';
import { getFavoriteIds } from './browse/browse.repository';
import { acceptDealPhotos } from '../deal-photos/deal-photos.service';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import { insertDeal, listDealsByOwner, listStatusHistory, replaceDeal } from './deals.repository';

/** What the server owns on a listing; the rest comes from the body. */
type ServerFields = Pick<
  DealRecord,
  | 'dealId'
  | 'ownerId'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'favoriteCount'
  | 'interestCount'
  | 'offerCount'
  | 'viewCount'
  | 'uniqueViewerCount'
> &
  Pick<Partial<DealRecord>, 'firstRefusalHours'>;

/** The stored listing of a body: derived tags, the ZIP's centroid and the search words recomputed. */
export function dealRecordOf(input: DealInput, server: ServerFields): DealRecord {
  const { startExclusive: _createOnly, firstRefusalHours: _serverKept, ...fields } = input;
  return {
    ...fields,
    tags: withAutomaticTags(fields),
    location: zipCentroid(fields.zipCode),
    searchWords: searchWordsOf(fields),
    ...server,
  };
}

/** The body with the photo keys to store in place of the uploaded ones. */
const withPhotos = (input: DealInput, photos: string[] | undefined): DealInput =>
  photos === undefined ? input : { ...input, photos };

/**
 * Lists a deal for the caller: exclusive when asked (first-refusal buyers see it first), else
 * active; refused with DUPLICATE_ADDRESS when another seller listed the street address, and with
 * LISTING_LIMIT_REACHED past the seller's hourly limit (admins are exempt).
 */
export async function createDeal(principal: Principal, input: DealInput, now: Date): Promise<Deal> {
  const at = now.toISOString();
  // The seller's User item feeds the listing page (names, company, booking link).
  await getCurrentUser(principal, at);
  await assertListingAllowance(principal, now);
  // The listing keeps the checked copies of its photos, without their metadata.
  const photos = await acceptDealPhotos({
    photos: input.photos,
    ownerId: principal.userId,
    callerId: principal.userId,
  });
  const status = input.startExclusive ? 'exclusive' : 'active';
  const deal = dealRecordOf(withPhotos(input, photos), {
    dealId: ulid(now.getTime()),
    ownerId: principal.userId,
    status,
    createdAt: at,
    updatedAt: at,
    favoriteCount: 0,
    interestCount: 0,
    offerCount: 0,
    viewCount: 0,
    uniqueViewerCount: 0,
    // Only an exclusive listing waits; the delay is fixed at listing time (docs/alerts.md).
    ...(status === 'exclusive'
      ? { firstRefusalHours: input.firstRefusalHours ?? DEFAULT_FIRST_REFUSAL_HOURS }
      : {}),
  });
  const entry: StatusHistoryEntry = { status, at, source: 'platform', comments: null, cancelReason: null };
  await insertDeal(deal, { entryId: ulid(now.getTime()), entry });
  await scheduleAlerts(deal);
  return toDeal(deal);
}

/**
 * Counts one listing against the seller's hourly limit: every listing alerts buyers, so one account
 * must not be able to flood them. Admins list on sellers' behalf and are exempt.
 */
async function assertListingAllowance(principal: Principal, now: Date): Promise<void> {
  if (isAdmin(principal)) return;
  await enforceRateLimit('createListing', principal.userId, now, {
    refusal: () => new ListingLimitReachedError(),
  });
}

/**
 * A new listing's alerts (docs/alerts.md): an exclusive one gets the end of its first-refusal delay
 * scheduled; the published event then has the alerts queue find the buyers it matches.
 */
async function scheduleAlerts(deal: DealRecord): Promise<void> {
  if (deal.status === 'exclusive') await scheduleExclusivityEnd(deal);
  await publish({ type: 'dealCreated', dealId: deal.dealId, at: deal.createdAt });
}

/**
 * Replaces a listing's fields (its owner or an admin). A deleted listing is gone (404, admins
 * included); a sold or canceled one is closed and can no longer be edited (409 CONFLICT). A
 * listing changed since it was read answers 409 CONFLICT; the caller reloads and edits again.
 */
export async function updateDeal(
  principal: Principal,
  dealId: string,
  input: DealInput,
  now: Date,
): Promise<Deal> {
  const { deal: previous } = await loadManagedDeal(principal, dealId);
  if (previous.status === 'deleted') throw new DealNotFoundError();
  if (!isBrowsable(previous.status)) {
    throw new ConflictError('A sold or canceled listing can no longer be edited.');
  }
  const photos = await acceptDealPhotos({
    photos: input.photos,
    ownerId: previous.ownerId,
    callerId: principal.userId,
    previous: previous.photos,
  });
  const next = dealRecordOf(withPhotos(input, photos), {
    dealId: previous.dealId,
    ownerId: previous.ownerId,
    status: previous.status,
    createdAt: previous.createdAt,
    updatedAt: now.toISOString(),
    favoriteCount: previous.favoriteCount,
    interestCount: previous.interestCount,
    offerCount: previous.offerCount,
    viewCount: previous.viewCount,
    uniqueViewerCount: previous.uniqueViewerCount,
    ...(previous.firstRefusalHours === undefined ? {} : { firstRefusalHours: previous.firstRefusalHours }),
  });
  await replaceDeal(previous, next);
  return toDeal(await withViewCounts(next));
}

/** A listing with its seller and what the caller may do; counts the view of anyone but its managers. */
export async function getDeal(principal: Principal, dealId: string, now: Date): Promise<DealDetail> {
  const { deal: stored, actor } = await loadVisibleDeal(principal, dealId);
  const [deal, seller, favorite, interest, notInterested] = await Promise.all([
    withViewCounts(stored),
    findUser(stored.ownerId),
    isFavorite(principal.userId, dealId),
    findInterest(dealId, principal.userId),
    isNotInterested(dealId, principal.userId),
  ]);
  if (!actor.isOwner && !actor.isAdmin) await countView(dealId, principal.userId, now);
  return {
    deal: toDeal(deal),
    seller: {
      firstName: seller?.firstName ?? '',
      lastName: seller?.lastName ?? '',
      companyName: seller?.companyName ?? null,
      companyLogoKey: seller?.companyLogoKey ?? null,
      callBookingLink: seller?.callBookingLink ?? null,
    },
    viewer: {
      isFavorite: favorite,
      canManage: actor.isOwner || actor.isAdmin,
      acceptsOffers: acceptsOffers(deal.status),
      isInterested: interest !== null,
      isNotInterested: notInterested,
    },
  };
}

/** A listing's status history, oldest first (its owner or an admin). */
export async function getStatusHistory(
  principal: Principal,
  dealId: string,
): Promise<{ items: StatusHistoryEntry[] }> {
  await loadManagedDeal(principal, dealId);
  return { items: await listStatusHistory(dealId) };
}

export const MY_DEALS_PAGE_SIZE = 20;

/** The caller's listings, newest first, with every counter; deleted ones only for admins. */
export async function listMyDeals(
  principal: Principal,
  query: { status?: DealRecord['status']; cursor?: string; limit?: number },
) {
  const admin = isAdmin(principal);
  if (query.status === 'deleted' && !admin) return { items: [], nextCursor: null };
  const page = await listDealsByOwner({
    ownerId: principal.userId,
    limit: query.limit ?? MY_DEALS_PAGE_SIZE,
    cursor: query.cursor,
    status: query.status,
    includeDeleted: admin,
  });
  const [items, { favoriteIds: favorites }] = await Promise.all([
    withViewCountsOfPage(page.items),
    getFavoriteIds(
      principal.userId,
      page.items.map((deal) => deal.dealId),
    ),
  ]);
  return {
    items: items.map((deal) => ({
      ...toDealSummary(deal, favorites.has(deal.dealId)),
      interestCount: deal.interestCount,
      offerCount: deal.offerCount,
      viewCount: deal.viewCount,
      updatedAt: deal.updatedAt,
    })),
    nextCursor: page.nextCursor,
  };
}

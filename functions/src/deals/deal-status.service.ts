/**
 * Status changes (docs/requirements.md#r4-3, docs/requirements.md#r5-6): the transition table decides,
 * and a conditional write (`status = from`) makes it hold under races: of two changes read from
 * the same status only one lands, the other is answered from the status it lost to.
 */
import { ulid } from 'ulid';
import type { Deal } from '#shared/deals/deal-api';
import {
  canActorTransition,
  sourceOfChange,
  type DealStatus,
  type StatusChange,
} from '#shared/deals/deal-status';
import { OFF_MARKET_STATUSES, offerStatusesClosedBy } from '#shared/offers/offer-rules';
import { isBrowsable, toDeal, type DealRecord } from '../db/entities/deal.entity';
import { publish } from '../events/publish';
import {
  ConflictError,
  DealNotFoundError,
  OpenOffersToCloseError,
  StatusChangeNotAllowedError,
} from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { retry } from '../lib/retry';
import { findAcceptedOfferId, listOffersInStatus } from '../offers/offer-lookups';
import { loadManagedDeal, type DealActor } from './deal-access';
import { withViewCounts } from './deal-activity.service';
import {
  findAddressClaim,
  findDeal,
  updateDealStatus,
  type OfferToClose,
  type StatusWrite,
} from './deals.repository';

/** Statuses that free the street address for another seller. */
const RELEASES_ADDRESS: readonly DealStatus[] = ['canceled', 'deleted'];

/**
 * Tries of one status change whose transaction lost to a concurrent write on one of its other
 * items (a buyer withdrawing an offer it closes, the seller relisting the address): each reads
 * the offers and the claim again.
 */
const STATUS_CHANGE_ATTEMPTS = 3;

/**
 * Moves a listing to another status (its owner or an admin) and records the change in its
 * history; 409 STATUS_CHANGE_NOT_ALLOWED when the table refuses it (also after losing a race to a
 * change that made it impossible), 409 CONFLICT when the listing changed status meanwhile but the
 * change would still be allowed (the caller reloads and decides again). A change off the market
 * that closes open offers needs `confirmCloseOffers` (409 OPEN_OFFERS_TO_CLOSE with the counts
 * otherwise, docs/requirements.md#r4-9); it closes them in the same transaction and tells their
 * buyers.
 */
export async function changeDealStatus(
  principal: Principal,
  dealId: string,
  change: StatusChange,
  now: Date,
): Promise<Deal> {
  const { deal, actor } = await loadManagedDeal(principal, dealId);
  if (!canActorTransition(actor, deal.status, change.to)) throw new StatusChangeNotAllowedError();
  const at = now.toISOString();
  const { outcome, closedOfferIds, fellThroughOfferId } = await retry(
    () => writeStatusChange(deal, change, at, now),
    { attempts: STATUS_CHANGE_ATTEMPTS, retryIf: (attempt) => attempt.outcome === 'retry' },
  );
  if (outcome !== 'changed') throw await lostRace(dealId, actor, change.to);
  await publish({
    type: 'dealStatusChanged',
    dealId,
    from: deal.status,
    to: change.to,
    at,
    fellThroughOfferId,
  });
  // Each buyer whose offer closed hears why (e-mail and in-app).
  for (const offerId of closedOfferIds) await publish({ type: 'offerClosed', dealId, offerId, at });
  return toDeal(await withViewCounts({ ...deal, status: change.to, updatedAt: at }));
}

/** 409 OPEN_OFFERS_TO_CLOSE with the counts, unless the change closes no offer. */
function assertNothingToConfirm(dealId: string, offers: readonly OfferToClose[]): void {
  const openOffers = offers.filter((offer) => offer.status === 'pending').length;
  const acceptedOffer = offers.some((offer) => offer.status === 'accepted');
  if (openOffers > 0 || acceptedOffer)
    throw new OpenOffersToCloseError(dealId, { openOffers, acceptedOffer });
}

/**
 * One try of a person's status change: reads what it closes and releases (the open offers, the
 * accepted offer that fell through, the address claim) and writes it all in one transaction.
 * Throws OPEN_OFFERS_TO_CLOSE before writing when the caller has not confirmed closing offers.
 */
async function writeStatusChange(
  deal: DealRecord,
  change: StatusChange,
  at: string,
  now: Date,
): Promise<{ outcome: StatusWrite; closedOfferIds: string[]; fellThroughOfferId: string | null }> {
  const [offers, fellThroughOfferId, claim] = await Promise.all([
    listOffersInStatus(deal.dealId, offerStatusesClosedBy(change.to)),
    // A pending listing going back to active: its accepted offer fell through.
    deal.status === 'pending' && change.to === 'active' ? findAcceptedOfferId(deal.dealId) : null,
    RELEASES_ADDRESS.includes(change.to) ? findAddressClaim(deal) : null,
  ]);
  if (!change.confirmCloseOffers) assertNothingToConfirm(deal.dealId, offers);
  const written = await updateDealStatus({
    deal,
    to: change.to,
    at,
    leavesBrowse: isBrowsable(deal.status) && !isBrowsable(change.to),
    // The claim goes only while it names this listing (not the same seller's other one).
    releasesClaim: claim?.dealId === deal.dealId,
    fellThroughOfferId,
    offersToClose: OFF_MARKET_STATUSES.includes(change.to) ? offers : undefined,
    history: {
      entryId: ulid(now.getTime()),
      entry: {
        status: change.to,
        at,
        source: sourceOfChange(change.throughPlatform),
        comments: change.comments || null,
        cancelReason: change.to === 'canceled' ? (change.cancelReason ?? null) : null,
      },
    },
  });
  return { ...written, fellThroughOfferId };
}

/**
 * A change the system makes on its own (e.g. the end of a first-refusal delay turns an exclusive
 * listing active): the table still decides, the history says `system`, and the same conditional
 * write makes it land only while the listing is still `from`. Answers false when it no longer was.
 */
export async function changeDealStatusAsSystem(
  dealId: string,
  from: DealStatus,
  to: DealStatus,
  now: Date,
): Promise<boolean> {
  if (!canActorTransition('system', from, to) || OFF_MARKET_STATUSES.includes(to)) {
    throw new StatusChangeNotAllowedError();
  }
  const deal = await findDeal(dealId);
  if (!deal || deal.status !== from) return false;
  const at = now.toISOString();
  // The system only moves listings along the market (an exclusive one going public): it never
  // takes one off it, so it has no offers to close and no address to release.
  const { outcome } = await updateDealStatus({
    deal,
    to,
    at,
    leavesBrowse: isBrowsable(from) && !isBrowsable(to),
    releasesClaim: false,
    history: {
      entryId: ulid(now.getTime()),
      entry: { status: to, at, source: 'system', comments: null, cancelReason: null },
    },
  });
  const changed = outcome === 'changed';
  if (changed) await publish({ type: 'dealStatusChanged', dealId, from, to, at, fellThroughOfferId: null });
  return changed;
}

/** The answer to a change whose `status = from` condition failed: judged from the status now. */
async function lostRace(dealId: string, actor: DealActor, to: DealStatus) {
  const current = await findDeal(dealId);
  if (!current) return new DealNotFoundError();
  return canActorTransition(actor, current.status, to)
    ? new ConflictError()
    : new StatusChangeNotAllowedError();
}

/**
 * DELETE /api/deals/{dealId}: a soft delete, i.e. the change to `deleted` through the platform;
 * `confirmCloseOffers` as in a status change.
 */
export async function softDeleteDeal(
  principal: Principal,
  dealId: string,
  options: { confirmCloseOffers: boolean },
  now: Date,
): Promise<null> {
  await changeDealStatus(
    principal,
    dealId,
    { to: 'deleted', throughPlatform: true, confirmCloseOffers: options.confirmCloseOffers },
    now,
  );
  return null;
}

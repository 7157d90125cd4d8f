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
import { isBrowsable, toDeal } from '../db/entities/deal.entity';
import { publish } from '../events/publish';
import { ConflictError, DealNotFoundError, StatusChangeNotAllowedError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { findAcceptedOfferId } from '../offers/offer-lookups';
import { loadManagedDeal, type DealActor } from './deal-access';
import { findDeal, releaseAddressClaim, replaceSearchWords, updateDealStatus } from './deals.repository';

/** Statuses that free the street address for another seller. */
const RELEASES_ADDRESS: readonly DealStatus[] = ['canceled', 'deleted'];

/**
 * Moves a listing to another status (its owner or an admin) and records the change in its
 * history; 409 STATUS_CHANGE_NOT_ALLOWED when the table refuses it (also after losing a race to a
 * change that made it impossible), 409 CONFLICT when the listing changed status meanwhile but the
 * change would still be allowed (the caller reloads and decides again).
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
  const leavesBrowse = isBrowsable(deal.status) && !isBrowsable(change.to);
  // A pending listing going back to active: its accepted offer fell through.
  const fellThroughOfferId =
    deal.status === 'pending' && change.to === 'active' ? await findAcceptedOfferId(dealId) : null;
  const changed = await updateDealStatus({
    dealId,
    from: deal.status,
    to: change.to,
    at,
    leavesBrowse,
    fellThroughOfferId,
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
  if (!changed) throw await lostRace(dealId, actor, change.to);
  await publish({
    type: 'dealStatusChanged',
    dealId,
    from: deal.status,
    to: change.to,
    at,
    fellThroughOfferId,
  });
  // The index items follow the record: a listing out of browse has no search words, and a
  // canceled or deleted one no longer holds its address.
  if (leavesBrowse) await replaceSearchWords(deal, deal.searchWords, []);
  if (RELEASES_ADDRESS.includes(change.to)) await releaseAddressClaim(deal);
  return toDeal({ ...deal, status: change.to, updatedAt: at });
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
  if (!canActorTransition('system', from, to)) throw new StatusChangeNotAllowedError();
  const deal = await findDeal(dealId);
  if (!deal || deal.status !== from) return false;
  const at = now.toISOString();
  const changed = await updateDealStatus({
    dealId,
    from,
    to,
    at,
    leavesBrowse: isBrowsable(from) && !isBrowsable(to),
    history: {
      entryId: ulid(now.getTime()),
      entry: { status: to, at, source: 'system', comments: null, cancelReason: null },
    },
  });
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

/** DELETE /api/deals/{dealId}: a soft delete, i.e. the change to `deleted` through the platform. */
export async function softDeleteDeal(principal: Principal, dealId: string, now: Date): Promise<null> {
  await changeDealStatus(principal, dealId, { to: 'deleted', throughPlatform: true }, now);
  return null;
}

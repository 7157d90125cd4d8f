/**
 * Who may see and who may manage a listing (docs/requirements.md#r4-5, docs/requirements.md#r6-3):
 * - deleted: admins only; exclusive: its owner, admins and buyers with first right of refusal;
 *   every other status (sold and canceled too, shown as "no longer available"): every signed-in user.
 * - manage (edit, status, history, analytics): its owner or an admin.
 * A listing the caller may not see answers 404 DEAL_NOT_FOUND, so its existence does not leak; one
 * they see but may not manage answers 403.
 */
import { hasRole } from '#shared/users/roles';
import type { DealRecord } from '../db/entities/deal.entity';
import { DealNotFoundError, ForbiddenError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { findUser } from '../users/users.service';
import { findDeal } from './deals.repository';

/** The caller's relation to a listing. */
export interface DealActor {
  isOwner: boolean;
  isAdmin: boolean;
}

export const isAdmin = (principal: Principal) => hasRole(principal, 'admin');

export const actorOf = (principal: Principal, deal: Pick<DealRecord, 'ownerId'>): DealActor => ({
  isOwner: deal.ownerId === principal.userId,
  isAdmin: isAdmin(principal),
});

/** Whether the caller has first right of refusal (a flag on their User item, set by admins). */
async function hasFirstRightOfRefusal(userId: string): Promise<boolean> {
  return (await findUser(userId))?.firstRightOfRefusal ?? false;
}

/** Whether this caller may see this listing. */
export async function canSee(principal: Principal, deal: DealRecord): Promise<boolean> {
  const actor = actorOf(principal, deal);
  if (deal.status === 'deleted') return actor.isAdmin;
  if (deal.status === 'exclusive' && !actor.isOwner && !actor.isAdmin) {
    return hasFirstRightOfRefusal(principal.userId);
  }
  return true;
}

/** The listing as the caller may see it; 404 DEAL_NOT_FOUND when unknown or hidden from them. */
export async function loadVisibleDeal(
  principal: Principal,
  dealId: string,
): Promise<{ deal: DealRecord; actor: DealActor }> {
  const deal = await findDeal(dealId);
  if (!deal || !(await canSee(principal, deal))) throw new DealNotFoundError();
  return { deal, actor: actorOf(principal, deal) };
}

/** The listing the caller manages (owner or admin); 404 when hidden from them, else 403 when not theirs. */
export async function loadManagedDeal(
  principal: Principal,
  dealId: string,
): Promise<{ deal: DealRecord; actor: DealActor }> {
  const visible = await loadVisibleDeal(principal, dealId);
  if (!visible.actor.isOwner && !visible.actor.isAdmin) {
    throw new ForbiddenError('Only the seller of this listing or an admin can do this.');
  }
  return visible;
}

/**
 * Storage of call request claims (db/entities/call-request.entity.ts): claim before the e-mail,
 * mark sent after it, release when the e-mail provider refused it.
 */
import { createClaim, markClaimSent, releaseClaim, type ClaimKey } from '../db/claims';
import { toCallRequestClaimItem } from '../db/entities/call-request.entity';

/** Claims the day's request of this buyer on this listing: its key, or null when already claimed. */
export async function claimCallRequest(
  request: { dealId: string; buyerId: string; sellerId: string },
  claimedAt: Date,
): Promise<ClaimKey | null> {
  const item = toCallRequestClaimItem(request, claimedAt);
  return (await createClaim(item)) ? { pk: item.pk, sk: item.sk } : null;
}

/** Records that the claimed e-mail left. */
export const markCallRequestSent = markClaimSent;

/** Drops this attempt's claim after the e-mail provider refused the message (nothing was sent). */
export const releaseCallRequest = releaseClaim;

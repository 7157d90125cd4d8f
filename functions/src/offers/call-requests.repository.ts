/**
 * Storage of call request claims (db/entities/call-request.entity.ts): claim before the e-mail,
 * mark sent after it, release when the e-mail provider refused it.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createClaim, releaseClaim, type ClaimKey } from '../db/claims';
import { toCallRequestClaimItem } from '../db/entities/call-request.entity';
import { tableName } from '../db/table';
import { dynamo } from '../lib/clients';

/** Claims the day's request of this buyer on this listing: its key, or null when already claimed. */
export async function claimCallRequest(
  request: { dealId: string; buyerId: string; sellerId: string },
  claimedAt: Date,
): Promise<ClaimKey | null> {
  const item = toCallRequestClaimItem(request, claimedAt);
  return (await createClaim(item)) ? { pk: item.pk, sk: item.sk } : null;
}

/** Records that the claimed e-mail left. */
export async function markCallRequestSent(key: ClaimKey, sentAt: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'SET #state = :sent, sentAt = :sentAt',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':sent': 'sent', ':sentAt': sentAt },
    }),
  );
}

/** Drops this attempt's claim after the e-mail provider refused the message (nothing was sent). */
export const releaseCallRequest = releaseClaim;

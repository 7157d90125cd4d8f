/**
 * Claims of things sent outside (an e-mail, a text): a conditional create before the send, so a
 * redelivered message or a parallel consumer never sends twice, and a release when the provider
 * refused the send, so a retry may claim it again. Each claim item carries `state` and `claimedAt`.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { writeUnlessRefused } from './single-item';
import { CREATE_ONLY, tableName } from './table';

/** The key of one claim item. */
export interface ClaimKey {
  pk: string;
  sk: string;
}

/** Creates the claim item unless it exists: true when this caller created it and must send. */
export async function createClaim(item: ClaimKey & Record<string, unknown>): Promise<boolean> {
  return writeUnlessRefused(
    new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: CREATE_ONLY }),
  );
}

/**
 * Drops the claim this attempt made (still sending, same claim time) after the provider refused the
 * send; a claim another attempt holds, or one already sent, stays.
 */
export async function releaseClaim(key: ClaimKey, claimedAt: string): Promise<void> {
  await writeUnlessRefused(
    new DeleteCommand({
      TableName: tableName(),
      Key: key,
      ConditionExpression: '#state = :sending AND claimedAt = :claimedAt',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':sending': 'sending', ':claimedAt': claimedAt },
    }),
  );
}

/** Records that the claimed message left, so the claim reads as sent from now on. */
export async function markClaimSent(key: ClaimKey, sentAt: string): Promise<void> {
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

/**
 * The only module that reads and writes not-interested items (db/entities/not-interested.entity.ts).
 * Public to the alerts (their fan-out skips these buyers) and the deal detail (`viewer.isNotInterested`).
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { dealAlertKey } from '../db/entities/alert.entity';
import {
  NOT_INTERESTED_PREFIX,
  notInterestedKey,
  toNotInterestedItem,
} from '../db/entities/not-interested.entity';
import { dealKey } from '../db/entities/deal.entity';
import { TABLE } from '../db/indexes';
import { queryAll } from '../db/query';
import { findItem } from '../db/single-item';
import { tableName } from '../db/table';
import { transactWriteRetryingConflicts } from '../db/transactions';
import { dynamo } from '../lib/clients';

/**
 * Records the answer and drops the buyer's alert of the listing in one transaction (idempotent: the
 * Put overwrites the same answer, deleting a missing alert is a no-op). The first answer's time is
 * not kept over a repeat: the answer is what counts.
 */
export async function putNotInterested(dealId: string, buyerId: string, at: string): Promise<void> {
  await transactWriteRetryingConflicts([
    { Put: { TableName: tableName(), Item: toNotInterestedItem(dealId, buyerId, at) } },
    { Delete: { TableName: tableName(), Key: dealAlertKey(buyerId, dealId) } },
  ]);
}

/** Takes the answer back (idempotent). The dropped alert stays dropped: the listing is in browse. */
export async function deleteNotInterested(dealId: string, buyerId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: notInterestedKey(dealId, buyerId) }));
}

/** Whether the buyer said they are not interested in the listing. */
export async function isNotInterested(dealId: string, buyerId: string): Promise<boolean> {
  return (await findItem(notInterestedKey(dealId, buyerId))) !== null;
}

/** Every buyer who said they are not interested in the listing (one Query of its partition). */
export async function listNotInterestedBuyerIds(dealId: string): Promise<Set<string>> {
  const items = await queryAll(
    { index: TABLE, partition: dealKey(dealId).pk, sort: { beginsWith: NOT_INTERESTED_PREFIX } },
    { projection: 'buyerId' },
  );
  return new Set(items.map((item) => String(item.buyerId)));
}

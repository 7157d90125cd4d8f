/**
 * The only module that reads and writes listing items, their address claims, status history and
 * search-word items (docs/data-model.md "Deal"). Conditions are checked by DynamoDB, so a duplicate
 * address, a concurrent edit or two racing status changes can never both land.
 */
import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DealStatus, StatusHistoryEntry } from '#shared/deals/deal-status';
import { decodeCursor, encodeCursor, type IndexKeyShape } from '../db/cursor';
import {
  BROWSE_INDEX_ATTRIBUTES,
  DEAL_COUNTER_ATTRIBUTES,
  fromAddressClaimItem,
  fromDealItem,
  fromStatusHistoryItem,
  normalisedAddress,
  toAddressClaimItem,
  toDealItem,
  toSearchWordItems,
  toStatusHistoryItem,
  type AddressClaim,
  type DealRecord,
} from '../db/entities/deal.entity';
import {
  DEAL_HISTORY_PREFIX,
  dealAddressClaimKey,
  dealKey,
  dealSearchWordKey,
  dealsByOwnerPartition,
  offerKey,
} from '../db/keys';
import { batchWrite } from '../db/batch';
import { queryAll } from '../db/query';
import { failedAt, type TransactItem } from '../db/transaction';
import { CREATE_ONLY, tableName } from '../db/table';
import { dynamo } from '../lib/clients';
import { type AppError, ConflictError, DuplicateAddressError } from '../lib/errors';

/** The claim may be taken when nobody holds it or its holder is the same seller (a relisting). */
const CLAIM_CONDITION = 'attribute_not_exists(pk) OR ownerId = :owner';

/** The listing, or null when there is none. */
export async function findDeal(dealId: string): Promise<DealRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: dealKey(dealId), ConsistentRead: true }),
  );
  return Item ? fromDealItem(Item) : null;
}

/** The claim of a street address, or null when nobody holds it. */
export async function findAddressClaim(
  deal: Pick<DealRecord, 'streetAddress' | 'zipCode'>,
): Promise<AddressClaim | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: dealAddressClaimKey(normalisedAddress(deal)),
      ConsistentRead: true,
    }),
  );
  return Item ? fromAddressClaimItem(Item) : null;
}

const claimPut = (deal: DealRecord): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: toAddressClaimItem(deal),
    ConditionExpression: CLAIM_CONDITION,
    ExpressionAttributeValues: { ':owner': deal.ownerId },
  },
});

const historyPut = (dealId: string, entryId: string, entry: StatusHistoryEntry): TransactItem => ({
  Put: { TableName: tableName(), Item: toStatusHistoryItem(dealId, entryId, entry) },
});

/** Answers DUPLICATE_ADDRESS naming the listing that holds the address (another seller's). */
async function duplicateAddress(deal: DealRecord): Promise<AppError> {
  const claim = await findAddressClaim(deal);
  // The claim was released between the failed write and this read: the seller may simply retry.
  if (!claim) return new ConflictError('The address was being changed. Please try again.');
  return new DuplicateAddressError(claim.dealId);
}

/**
 * Stores a new listing in one transaction: the listing (create only), its address claim, its first
 * history entry and its search-word items (at most MAX_SEARCH_WORDS + 3 items, under the
 * 100-item limit). Throws DuplicateAddressError when another seller holds the address.
 */
export async function insertDeal(
  deal: DealRecord,
  history: { entryId: string; entry: StatusHistoryEntry },
): Promise<void> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: toDealItem(deal), ConditionExpression: CREATE_ONLY } },
          claimPut(deal),
          historyPut(deal.dealId, history.entryId, history.entry),
          ...toSearchWordItems(deal).map((Item) => ({ Put: { TableName: tableName(), Item } })),
        ],
      }),
    );
  } catch (error) {
    if (failedAt(error, 1)) throw await duplicateAddress(deal);
    throw error;
  }
}

/**
 * Replaces a listing's fields with an optimistic lock (`updatedAt` as read), leaving the counters
 * to their ADDs, and moves the address claim when the address changed, all in one transaction.
 * Throws ConflictError when the listing changed since it was read, DuplicateAddressError when the
 * new address is another seller's. The search-word items are written afterwards (replaceSearchWords).
 */
export async function replaceDeal(previous: DealRecord, next: DealRecord): Promise<void> {
  const before = toDealItem(previous);
  const after = toDealItem(next);
  const fixed = new Set<string>(['pk', 'sk', ...DEAL_COUNTER_ATTRIBUTES]);
  const set = Object.entries(after).filter(([name, value]) => !fixed.has(name) && value !== undefined);
  const kept = new Set(set.map(([name]) => name));
  const removed = Object.keys(before).filter((name) => !fixed.has(name) && !kept.has(name));
  const names = [...set.map(([name]) => name), ...removed];
  const addressMoved = normalisedAddress(previous) !== normalisedAddress(next);
  const oldClaim = addressMoved ? await findAddressClaim(previous) : null;
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: dealKey(previous.dealId),
        ConditionExpression: 'updatedAt = :read',
        UpdateExpression:
          `SET ${set.map((_, index) => `#a${index} = :v${index}`).join(', ')}` +
          (removed.length > 0
            ? ` REMOVE ${removed.map((_, index) => `#a${set.length + index}`).join(', ')}`
            : ''),
        ExpressionAttributeNames: Object.fromEntries(names.map((name, index) => [`#a${index}`, name])),
        ExpressionAttributeValues: {
          ...Object.fromEntries(set.map(([, value], index) => [`:v${index}`, value])),
          ':read': previous.updatedAt,
        },
      },
    },
  ];
  if (addressMoved) {
    items.push(claimPut(next));
    // The old claim goes only when it names this listing (the seller may hold it with another one).
    if (oldClaim?.dealId === previous.dealId) {
      items.push({
        Delete: {
          TableName: tableName(),
          Key: dealAddressClaimKey(normalisedAddress(previous)),
          ConditionExpression: 'dealId = :dealId',
          ExpressionAttributeValues: { ':dealId': previous.dealId },
        },
      });
    }
  }
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (failedAt(error, 0)) throw new ConflictError();
    if (failedAt(error, 1)) throw await duplicateAddress(next);
    if (failedAt(error, 2)) throw new ConflictError();
    throw error;
  }
}

/**
 * Moves a listing from one status to another in one transaction: the status (only while it is
 * still `from`, which is what makes racing changes safe) and the history entry. Leaving browse
 * removes the browse index attributes. Answers false when the status was no longer `from`.
 */
export async function updateDealStatus(change: {
  dealId: string;
  from: DealStatus;
  to: DealStatus;
  at: string;
  leavesBrowse: boolean;
  history: { entryId: string; entry: StatusHistoryEntry };
  /**
   * The accepted offer of a pending listing going back to active: it is declined and the listing
   * forgets it in the same transaction, so the listing can accept another offer.
   */
  fellThroughOfferId?: string | null;
}): Promise<boolean> {
  const removed = [
    ...(change.leavesBrowse ? BROWSE_INDEX_ATTRIBUTES : []),
    ...(change.fellThroughOfferId ? ['acceptedOfferId'] : []),
  ];
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: dealKey(change.dealId),
              ConditionExpression: '#status = :from',
              UpdateExpression:
                'SET #status = :to, updatedAt = :at' +
                (removed.length > 0 ? ` REMOVE ${removed.join(', ')}` : ''),
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':from': change.from, ':to': change.to, ':at': change.at },
            },
          },
          historyPut(change.dealId, change.history.entryId, change.history.entry),
          ...(change.fellThroughOfferId
            ? [declineAcceptedOffer(change.dealId, change.fellThroughOfferId, change.at)]
            : []),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    throw error;
  }
}

/** Declines the offer a listing had accepted (offer statuses: shared/src/offers/offer-rules.ts). */
function declineAcceptedOffer(dealId: string, offerId: string, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: offerKey(dealId, offerId),
      ConditionExpression: '#status = :accepted',
      UpdateExpression: 'SET #status = :declined, decidedAt = :at',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':accepted': 'accepted', ':declined': 'declined', ':at': at },
    },
  };
}

/** Releases the address claim when it still names this listing (a canceled or deleted listing). */
export async function releaseAddressClaim(deal: DealRecord): Promise<void> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: dealAddressClaimKey(normalisedAddress(deal)),
        ConditionExpression: 'dealId = :dealId',
        ExpressionAttributeValues: { ':dealId': deal.dealId },
      }),
    );
  } catch (error) {
    // Someone else's claim, the seller's other listing, or no claim: nothing to release.
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
  }
}

/**
 * Rewrites a listing's search-word items from one word list to another: deletes the words it lost,
 * puts the words it gained. They are an index, not the record: written after the listing's own
 * transaction (which could not hold 2 × 60 word items plus the listing), idempotently.
 */
export async function replaceSearchWords(
  deal: Pick<DealRecord, 'dealId' | 'createdAt'>,
  before: readonly string[],
  after: readonly string[],
): Promise<void> {
  const gone = before.filter((word) => !after.includes(word));
  const added = after.filter((word) => !before.includes(word));
  await batchWrite([
    ...gone.map((word) => ({ DeleteRequest: { Key: dealSearchWordKey(word, deal.createdAt, deal.dealId) } })),
    ...toSearchWordItems({ ...deal, searchWords: added }).map((Item) => ({ PutRequest: { Item } })),
  ]);
}

/** A listing's status history, oldest first. */
export async function listStatusHistory(dealId: string): Promise<StatusHistoryEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': dealKey(dealId).pk, ':prefix': DEAL_HISTORY_PREFIX },
    ConsistentRead: true,
  });
  return items.map(fromStatusHistoryItem);
}

/** Key attributes of a gsi1 page key of one seller's listings. */
const ownerIndexShape = (ownerId: string): IndexKeyShape => ({
  attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  partition: { attribute: 'gsi1pk', value: dealsByOwnerPartition(ownerId) },
});

/**
 * One page of a seller's listings, newest first (gsi1 read backwards). The status filter and
 * hiding deleted ones are filters after the read, so a page may hold fewer than `limit` items
 * while nextCursor still says there is more.
 */
export async function listDealsByOwner(options: {
  ownerId: string;
  limit: number;
  cursor?: string;
  status?: DealStatus;
  includeDeleted: boolean;
}): Promise<{ items: DealRecord[]; nextCursor: string | null }> {
  const filter = options.status
    ? { FilterExpression: '#status = :status', ExpressionAttributeValues: { ':status': options.status } }
    : options.includeDeleted
      ? {}
      : { FilterExpression: '#status <> :deleted', ExpressionAttributeValues: { ':deleted': 'deleted' } };
  const shape = ownerIndexShape(options.ownerId);
  const { Items = [], LastEvaluatedKey } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ScanIndexForward: false,
      Limit: options.limit,
      ExclusiveStartKey: decodeCursor(options.cursor, shape),
      ...(filter.FilterExpression
        ? { FilterExpression: filter.FilterExpression, ExpressionAttributeNames: { '#status': 'status' } }
        : {}),
      ExpressionAttributeValues: {
        ':pk': shape.partition.value,
        ':prefix': 'DEAL#',
        ...filter.ExpressionAttributeValues,
      },
    }),
  );
  return { items: Items.map(fromDealItem), nextCursor: encodeCursor(LastEvaluatedKey) };
}

/**
 * The only module that reads and writes listing items, their address claims, status history and
 * search-word items (db/entities/deal*.entity.ts). Conditions are checked by DynamoDB, so a duplicate
 * address, a concurrent edit or two racing status changes can never both land.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DealStatus, StatusHistoryEntry } from '#shared/deals/deal-status';
import type { OfferStatus } from '#shared/offers/offer-schema';
import {
  BROWSE_PARTITION,
  DEAL_ENTITY,
  LEGACY_BROWSE_INDEX_ATTRIBUTES,
  DEAL_COUNTER_ATTRIBUTES,
  DEALS_BY_OWNER_INDEX,
  DEALS_BY_OWNER_SORT_PREFIX,
  dealKey,
  dealsByOwnerPartition,
  fromDealItem,
  toDealItem,
  type DealRecord,
} from '../db/entities/deal.entity';
import {
  DEAL_HISTORY_PREFIX,
  fromStatusHistoryItem,
  toStatusHistoryItem,
} from '../db/entities/deal-status-history.entity';
import {
  dealAddressClaimKey,
  fromAddressClaimItem,
  normalisedAddress,
  toAddressClaimItem,
  type AddressClaim,
} from '../db/entities/deal-address-claim.entity';
import {
  dealSearchWordKey,
  isIndexableWord,
  toSearchWordItems,
} from '../db/entities/deal-search-word.entity';
import { offerKey } from '../db/entities/offer.entity';
import { batchWrite } from '../db/batch';
import type { PageKey } from '../db/cursor';
import { GSI2, TABLE } from '../db/indexes';
import { queryAll, queryOnce, queryPage, type Page } from '../db/query';
import { CREATE_ONLY, isConditionFailure, tableName } from '../db/table';
import {
  failedAt,
  isTransactionCanceled,
  isTransactionConflict,
  TRANSACT_MAX_ITEMS,
  transactWrite,
  transactWriteRetryingConflicts,
  type TransactItem,
} from '../db/transactions';
import { dynamo } from '../lib/clients';
import { browseEntryWrites } from './browse-entry-writes';
import { listingSupplyChanges } from '../demand/listing-supply';
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

/**
 * One Query round of the listings stored before browse entries: their items still carry the browse
 * keys, so they sit in gsi2 `DEALS#BROWSE` among the all entries, which the filter leaves out
 * (`limit` counts both). `lastKey` is where the round stopped (undefined: the partition's end).
 */
export async function legacyBrowseListingsRound(
  startKey: PageKey | undefined,
  limit: number,
): Promise<{ dealIds: string[]; lastKey: PageKey | undefined }> {
  const round = await queryOnce(
    { index: GSI2, partition: BROWSE_PARTITION },
    {
      limit,
      startKey,
      projection: 'dealId',
      filter: {
        expression: '#entity = :deal',
        names: { '#entity': 'entity' },
        values: { ':deal': DEAL_ENTITY },
      },
    },
  );
  return { dealIds: round.items.map((item) => String(item.dealId)), lastKey: round.lastKey };
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

/** Releases the address claim, only while it names this listing (the seller may hold it with another). */
const claimDelete = (deal: Pick<DealRecord, 'dealId' | 'streetAddress' | 'zipCode'>): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: dealAddressClaimKey(normalisedAddress(deal)),
    ConditionExpression: 'dealId = :dealId',
    ExpressionAttributeValues: { ':dealId': deal.dealId },
  },
});

/** Puts of every search-word item the listing has (idempotent: an existing one is rewritten). */
const wordPuts = (deal: Pick<DealRecord, 'dealId' | 'createdAt' | 'searchWords'>): TransactItem[] =>
  toSearchWordItems(deal).map((Item) => ({ Put: { TableName: tableName(), Item } }));

/** Deletes of these words' items of the listing (words that cannot key an item never had one). */
const wordDeletes = (
  deal: Pick<DealRecord, 'dealId' | 'createdAt'>,
  words: readonly string[],
): TransactItem[] =>
  [...new Set(words)].filter(isIndexableWord).map((word) => ({
    Delete: { TableName: tableName(), Key: dealSearchWordKey(word, deal.createdAt, deal.dealId) },
  }));

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

/** The answer when concurrent writes to the same items (a ZIP's shared figures) kept winning every try. */
const busyItems = () => new ConflictError('The listing could not be saved right now. Please try again.');

/**
 * Stores a new listing in one transaction: the listing (create only), its address claim, its first
 * history entry, its browse entries and search-word items and, when browsable, its ZIP's listing
 * count (at most MAX_SEARCH_WORDS + 9 items, under the 100-item limit). The ZIP's figures item is shared with
 * other listings and buyers, so a transaction that loses a race to one is tried again (bounded).
 * Throws DuplicateAddressError when another seller holds the address, ConflictError when the races
 * kept being lost.
 */
export async function insertDeal(
  deal: DealRecord,
  history: { entryId: string; entry: StatusHistoryEntry },
): Promise<void> {
  try {
    await transactWriteRetryingConflicts([
      { Put: { TableName: tableName(), Item: toDealItem(deal), ConditionExpression: CREATE_ONLY } },
      claimPut(deal),
      historyPut(deal.dealId, history.entryId, history.entry),
      ...browseEntryWrites(deal),
      ...toSearchWordItems(deal).map((Item) => ({ Put: { TableName: tableName(), Item } })),
      ...listingSupplyChanges(null, deal),
    ]);
  } catch (error) {
    if (failedAt(error, 1)) throw await duplicateAddress(deal);
    if (isTransactionConflict(error)) throw busyItems();
    throw error;
  }
}

/**
 * Replaces a listing's fields with an optimistic lock (`updatedAt` as read), leaving the counters
 * to their ADDs, moves the address claim when the address changed, moves a browsable listing's
 * count to its new ZIP, and rewrites its search-word items (a Put of each word it has, a Delete of
 * each it lost), all in one transaction, so a refused write changes nothing; one that lost a race
 * on a shared ZIP figures item is tried again (bounded). Throws ConflictError when the listing
 * changed since it was read or the races kept being lost,
 * DuplicateAddressError when the new address is another seller's. Only a listing indexed under an
 * older, higher word cap can lose more words than fit: those Deletes follow (a stale word item
 * costs search one read; see deal-search-word.entity.ts).
 */
export async function replaceDeal(previous: DealRecord, next: DealRecord): Promise<void> {
  const before = toDealItem(previous);
  const after = toDealItem(next);
  const fixed = new Set<string>(['pk', 'sk', ...DEAL_COUNTER_ATTRIBUTES]);
  const set = Object.entries(after).filter(([name, value]) => !fixed.has(name) && value !== undefined);
  const kept = new Set(set.map(([name]) => name));
  const removed = [...new Set([...Object.keys(before), ...LEGACY_BROWSE_INDEX_ATTRIBUTES])].filter(
    (name) => !fixed.has(name) && !kept.has(name),
  );
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
    if (oldClaim?.dealId === previous.dealId) items.push(claimDelete(previous));
  }
  // Before the words: Deletes past the 100-item limit are applied after, these never are.
  items.push(...listingSupplyChanges(previous, next), ...browseEntryWrites(next));
  const lost = previous.searchWords.filter((word) => !next.searchWords.includes(word));
  items.push(...wordPuts(next), ...wordDeletes(previous, lost));
  try {
    await transactWriteRetryingConflicts(items.slice(0, TRANSACT_MAX_ITEMS));
    await deleteItems(items.slice(TRANSACT_MAX_ITEMS));
  } catch (error) {
    if (failedAt(error, 0)) throw new ConflictError();
    if (failedAt(error, 1)) throw await duplicateAddress(next);
    if (failedAt(error, 2)) throw new ConflictError();
    if (isTransactionConflict(error)) throw busyItems();
    throw error;
  }
}

/** An offer a status change closes, with the status it was read in (its update's condition). */
export interface OfferToClose {
  offerId: string;
  status: OfferStatus;
}

/** Outcome of a status change: landed, refused because the status was no longer `from`, or worth a retry. */
export type StatusWrite = 'changed' | 'statusChanged' | 'retry';

/**
 * Moves a listing from one status to another in one transaction: the status (only while it is
 * still as read, which is what makes racing changes safe), the history entry, and everything that
 * follows from the change (docs/requirements.md#r4-9):
 * - browse entries: rewritten with the new status while browsable, deleted when leaving browse,
 *   with every search-word item;
 * - into or out of browse: its ZIP's count of browsable listings moves (docs/demand.md);
 * - `releasesAddress`: the address claim goes (only while it names this listing, as read);
 * - `fellThroughOfferId`: the accepted offer of a pending listing going back to active is declined
 *   and the listing forgets it, so it can accept another offer;
 * - `offersToClose` (a change off the market): each is closed (only while still in the status
 *   read), and the listing changes only while its offerCount is as read, so no offer submitted
 *   meanwhile stays open on it (it answers 'statusChanged': the caller reloads and asks again).
 * 'statusChanged' when the listing was no longer in its status as read; 'retry' when another item's
 * condition failed or another transaction wrote the same items (read again and retry). Offers
 * beyond the 100-item limit are closed right after, 25 at a time (each conditioned, so a retry
 * repeats nothing); the answer lists every offer that closed.
 */
export async function updateDealStatus(change: {
  deal: DealRecord;
  to: DealStatus;
  at: string;
  leavesBrowse: boolean;
  releasesClaim: boolean;
  history: { entryId: string; entry: StatusHistoryEntry };
  fellThroughOfferId?: string | null;
  offersToClose?: readonly OfferToClose[];
}): Promise<{ outcome: StatusWrite; closedOfferIds: string[] }> {
  const { deal, at } = change;
  const removed = [
    ...(change.fellThroughOfferId ? ['acceptedOfferId'] : []),
    ...LEGACY_BROWSE_INDEX_ATTRIBUTES,
  ];
  // Closing offers: no offer may have landed since they were read (an offer ADDs to offerCount).
  const closesOffers = change.offersToClose !== undefined;
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: dealKey(deal.dealId),
        ConditionExpression: '#status = :from' + (closesOffers ? ' AND offerCount = :offers' : ''),
        UpdateExpression:
          'SET #status = :to, updatedAt = :at' + (removed.length > 0 ? ` REMOVE ${removed.join(', ')}` : ''),
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':from': deal.status,
          ':to': change.to,
          ':at': at,
          ...(closesOffers ? { ':offers': deal.offerCount } : {}),
        },
      },
    },
    historyPut(deal.dealId, change.history.entryId, change.history.entry),
    ...(change.fellThroughOfferId ? [declineAcceptedOffer(deal.dealId, change.fellThroughOfferId, at)] : []),
    ...(change.releasesClaim ? [claimDelete(deal)] : []),
    ...(change.leavesBrowse ? wordDeletes(deal, deal.searchWords) : []),
    ...browseEntryWrites({ ...deal, status: change.to }),
    ...listingSupplyChanges(deal, { zipCode: deal.zipCode, status: change.to }),
  ];
  const offers = change.offersToClose ?? [];
  const room = Math.max(0, TRANSACT_MAX_ITEMS - items.length);
  const inTransaction = offers.slice(0, room);
  try {
    await transactWrite([...items, ...inTransaction.map((offer) => closeOffer(deal.dealId, offer, at))]);
  } catch (error) {
    if (failedAt(error, 0)) return { outcome: 'statusChanged', closedOfferIds: [] };
    if (isTransactionCanceled(error)) return { outcome: 'retry', closedOfferIds: [] };
    throw error;
  }
  const closedAfter = await closeOffersBeyondTransaction(deal.dealId, offers.slice(room), at);
  return {
    outcome: 'changed',
    closedOfferIds: [...inTransaction.map((offer) => offer.offerId), ...closedAfter],
  };
}

/** How many of the offers beyond the transaction are closed at once. */
const CLOSE_BATCH_SIZE = 25;

/** Closes an open offer of a listing leaving the market, while it is still in the status read. */
function closeOffer(dealId: string, offer: OfferToClose, at: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: offerKey(dealId, offer.offerId),
      ConditionExpression: '#status = :read',
      UpdateExpression: 'SET #status = :closed, decidedAt = :at',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':read': offer.status, ':closed': 'closed', ':at': at },
    },
  };
}

/**
 * Closes the offers that did not fit the status change's transaction, each with its own
 * conditioned update (one the buyer withdrew meanwhile stays withdrawn); answers those it closed.
 */
async function closeOffersBeyondTransaction(
  dealId: string,
  offers: readonly OfferToClose[],
  at: string,
): Promise<string[]> {
  const closeOne = async (offer: OfferToClose) => {
    try {
      await dynamo().send(new UpdateCommand(closeOffer(dealId, offer, at).Update!));
      return [offer.offerId];
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      return [];
    }
  };
  const closed: string[] = [];
  // Each update stands on its own condition, so a batch runs at once; batches spare write capacity.
  for (let start = 0; start < offers.length; start += CLOSE_BATCH_SIZE) {
    const batch = offers.slice(start, start + CLOSE_BATCH_SIZE);
    closed.push(...(await Promise.all(batch.map(closeOne))).flat());
  }
  return closed;
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

/** Applies Deletes that did not fit a transaction (idempotent: an absent item stays absent). */
async function deleteItems(items: readonly TransactItem[]): Promise<void> {
  await batchWrite(
    items.flatMap((item) => (item.Delete?.Key ? [{ DeleteRequest: { Key: item.Delete.Key } }] : [])),
  );
}

/** A listing's status history, oldest first. */
export async function listStatusHistory(dealId: string): Promise<StatusHistoryEntry[]> {
  const items = await queryAll(
    { index: TABLE, partition: dealKey(dealId).pk, sort: { beginsWith: DEAL_HISTORY_PREFIX } },
    { consistent: true },
  );
  return items.map(fromStatusHistoryItem);
}

/** The filter of a seller's list: one status, or every status but deleted unless those are asked for. */
function ownerListFilter(status: DealStatus | undefined, includeDeleted: boolean) {
  const names = { '#status': 'status' };
  if (status) return { expression: '#status = :status', names, values: { ':status': status } };
  if (includeDeleted) return null;
  return { expression: '#status <> :deleted', names, values: { ':deleted': 'deleted' } };
}

/**
 * One page of a seller's listings, newest first (read backwards). The status filter and hiding
 * deleted ones are filters after the read, so a page may hold fewer than `limit` items while
 * nextCursor still says there is more.
 */
export function listDealsByOwner(options: {
  ownerId: string;
  limit: number;
  cursor?: string;
  status?: DealStatus;
  includeDeleted: boolean;
}): Promise<Page<DealRecord>> {
  return queryPage(
    {
      index: DEALS_BY_OWNER_INDEX,
      partition: dealsByOwnerPartition(options.ownerId),
      sort: { beginsWith: DEALS_BY_OWNER_SORT_PREFIX },
    },
    {
      cursor: options.cursor,
      limit: options.limit,
      forward: false,
      filter: ownerListFilter(options.status, options.includeDeleted),
    },
    fromDealItem,
  );
}

/**
 * Storage of offers and interests. Every write that counts goes in one transaction with the
 * listing's counters (ADD) and the day's activity, conditioned on the listing still taking offers,
 * so nothing lands on a listing that just went pending; acceptance is one transaction over the
 * listing, the offer and a status history entry.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StatusHistoryEntry } from '#shared/deals/deal-status';
import { offerStatusSchema, type Interest, type Offer, type OfferStatus } from '#shared/offers/offer-schema';
import { OFFER_TAKING_STATUSES } from '#shared/offers/offer-rules';
import { dealKey } from '../db/entities/deal.entity';
import { toStatusHistoryItem } from '../db/entities/deal-status-history.entity';
import {
  OFFERS_BY_BUYER_INDEX,
  OFFER_PREFIX,
  fromOfferItem,
  offerKey,
  offersByBuyerPartition,
  toOfferItem,
} from '../db/entities/offer.entity';
import {
  INTERESTS_BY_BUYER_INDEX,
  INTERESTS_BY_DEAL_INDEX,
  INTEREST_PREFIX,
  fromInterestItem,
  interestKey,
  interestsByBuyerPartition,
  interestsByDealPartition,
  toInterestItem,
} from '../db/entities/interest.entity';
import { TABLE } from '../db/indexes';
import { queryAll, queryPage, type Page, type PageOptions } from '../db/query';
import { CREATE_ONLY, isConditionFailure, tableName } from '../db/table';
import { failedAt, isTransactionConflict, transactWrite, type TransactItem } from '../db/transactions';
import { dynamo } from '../lib/clients';
import { addToDay, addToDeal } from '../deals/deal-counters';

/** Outcome of a write that needs the listing to take offers. */
export type DealFlowWrite = 'written' | 'alreadyThere' | 'dealNotTakingOffers';

/** Condition on the listing item: it is exclusive or active (pending, sold … take nothing). */
const TAKING_OFFERS = {
  condition: `#status IN (${OFFER_TAKING_STATUSES.map((_, index) => `:taking${index}`).join(', ')})`,
  values: Object.fromEntries(OFFER_TAKING_STATUSES.map((status, index) => [`:taking${index}`, status])),
  names: { '#status': 'status' },
};

const countOn = (dealId: string, counter: 'interestCount' | 'offerCount') =>
  addToDeal(dealId, { [counter]: 1 }, TAKING_OFFERS.condition, TAKING_OFFERS.values, TAKING_OFFERS.names);

/**
 * Records a buyer's interest: the interest item (create only), the listing's interestCount and the
 * day's interests, in one transaction while the listing takes offers.
 */
export async function insertInterest(interest: Interest): Promise<DealFlowWrite> {
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: toInterestItem(interest), ConditionExpression: CREATE_ONLY } },
      countOn(interest.dealId, 'interestCount'),
      addToDay(interest.dealId, interest.createdAt.slice(0, 10), { interests: 1 }),
    ]);
    return 'written';
  } catch (error) {
    if (failedAt(error, 0)) return 'alreadyThere';
    if (failedAt(error, 1)) return 'dealNotTakingOffers';
    throw error;
  }
}

/**
 * Removes a buyer's interest and takes it off interestCount (never below 0), in one transaction.
 * The day's interests are not taken back: they count interest expressed that day. False when
 * there was none.
 */
export async function deleteInterest(dealId: string, buyerId: string): Promise<boolean> {
  const deleteItem: TransactItem = {
    Delete: {
      TableName: tableName(),
      Key: interestKey(dealId, buyerId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
  try {
    await transactWrite([
      deleteItem,
      addToDeal(dealId, { interestCount: -1 }, 'interestCount > :zero', { ':zero': 0 }),
    ]);
    return true;
  } catch (error) {
    if (failedAt(error, 0)) return false;
    if (!failedAt(error, 1)) throw error;
    // The count is already 0 (or the listing is gone): drop the interest alone.
    await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: interestKey(dealId, buyerId) }));
    return true;
  }
}

/** Whether the buyer has expressed interest in the listing. */
export async function findInterest(dealId: string, buyerId: string): Promise<Interest | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: interestKey(dealId, buyerId), ConsistentRead: true }),
  );
  return Item ? fromInterestItem(Item) : null;
}

/**
 * Stores a new offer with the listing's offerCount and the day's offers, in one transaction while
 * the listing takes offers.
 */
export async function insertOffer(offer: Offer): Promise<'written' | 'dealNotTakingOffers'> {
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: toOfferItem(offer), ConditionExpression: CREATE_ONLY } },
      countOn(offer.dealId, 'offerCount'),
      addToDay(offer.dealId, offer.submittedAt.slice(0, 10), { offers: 1 }),
    ]);
    return 'written';
  } catch (error) {
    if (failedAt(error, 1)) return 'dealNotTakingOffers';
    throw error;
  }
}

export async function findOffer(dealId: string, offerId: string): Promise<Offer | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: offerKey(dealId, offerId), ConsistentRead: true }),
  );
  return Item ? fromOfferItem(Item) : null;
}

/**
 * A listing's offers in any of these statuses, oldest first, with the status each was read in (the
 * condition of the update that closes it). Reads the listing's whole offer partition: a status
 * change off the market closes every open offer, however many.
 */
export async function listOffersInStatus(
  dealId: string,
  statuses: readonly OfferStatus[],
): Promise<{ offerId: string; status: OfferStatus }[]> {
  if (statuses.length === 0) return [];
  const items = await queryAll(
    { index: TABLE, partition: dealKey(dealId).pk, sort: { beginsWith: OFFER_PREFIX } },
    {
      consistent: true,
      projection: 'offerId, #status',
      filter: {
        expression: `#status IN (${statuses.map((_, index) => `:s${index}`).join(', ')})`,
        names: { '#status': 'status' },
        values: Object.fromEntries(statuses.map((status, index) => [`:s${index}`, status])),
      },
    },
  );
  return items.map((item) => ({
    offerId: String(item.offerId),
    status: offerStatusSchema.parse(item.status),
  }));
}

/** The offer a listing accepted, or null (the attribute the acceptance condition checks). */
export async function findAcceptedOfferId(dealId: string): Promise<string | null> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: dealKey(dealId),
      ProjectionExpression: 'acceptedOfferId',
      ConsistentRead: true,
    }),
  );
  return typeof Item?.acceptedOfferId === 'string' ? Item.acceptedOfferId : null;
}

/**
 * Outcome of an acceptance transaction: refused by the listing's or the offer's condition, or
 * canceled because another transaction was writing the same items at that moment (worth a retry).
 */
export type AcceptOutcome = 'accepted' | 'dealNotAccepting' | 'offerNotPending' | 'conflict';

/**
 * Accepts an offer in ONE transaction: the listing goes from exclusive or active to pending and
 * names the offer (only while no offer is accepted, which makes racing acceptances safe), the offer
 * goes from pending to accepted, and the status history records the change. The listing stays
 * browsable (pending is), so its browse index attributes stay.
 */
export async function acceptOffer(change: {
  dealId: string;
  offerId: string;
  at: string;
  history: { entryId: string; entry: StatusHistoryEntry };
}): Promise<AcceptOutcome> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName(),
          Key: dealKey(change.dealId),
          ConditionExpression: `${TAKING_OFFERS.condition} AND attribute_not_exists(acceptedOfferId)`,
          UpdateExpression: 'SET #status = :pending, acceptedOfferId = :offerId, updatedAt = :at',
          ExpressionAttributeNames: TAKING_OFFERS.names,
          ExpressionAttributeValues: {
            ...TAKING_OFFERS.values,
            ':pending': 'pending',
            ':offerId': change.offerId,
            ':at': change.at,
          },
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: offerKey(change.dealId, change.offerId),
          ConditionExpression: '#status = :from',
          UpdateExpression: 'SET #status = :to, decidedAt = :at',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':from': 'pending', ':to': 'accepted', ':at': change.at },
        },
      },
      {
        Put: {
          TableName: tableName(),
          Item: toStatusHistoryItem(change.dealId, change.history.entryId, change.history.entry),
        },
      },
    ]);
    return 'accepted';
  } catch (error) {
    if (failedAt(error, 0)) return 'dealNotAccepting';
    if (failedAt(error, 1)) return 'offerNotPending';
    if (isTransactionConflict(error)) return 'conflict';
    throw error;
  }
}

/** The statuses a pending offer is closed with by a decision other than acceptance. */
export type ClosedOfferStatus = 'declined' | 'withdrawn';

/**
 * Closes a pending offer (declined by the seller, withdrawn by the buyer) with one update
 * conditioned on the offer still being pending, so a decline, a withdrawal and an acceptance racing
 * on one offer can never all land: exactly one finds it pending. False when it no longer was.
 */
export async function closePendingOffer(change: {
  dealId: string;
  offerId: string;
  to: ClosedOfferStatus;
  at: string;
}): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: offerKey(change.dealId, change.offerId),
        ConditionExpression: 'attribute_exists(pk) AND #status = :from',
        UpdateExpression: 'SET #status = :to, decidedAt = :at',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':from': 'pending', ':to': change.to, ':at': change.at },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Which page of a list, and in which order. */
interface ListOptions extends PageOptions {
  /** Oldest first when true. */
  ascending: boolean;
}

const pageRequest = (options: ListOptions) => ({
  cursor: options.cursor,
  limit: options.limit,
  forward: options.ascending,
});

/** A listing's offers by submission date. */
export const listOffersOfDeal = (dealId: string, options: ListOptions): Promise<Page<Offer>> =>
  queryPage(
    { index: TABLE, partition: dealKey(dealId).pk, sort: { beginsWith: OFFER_PREFIX } },
    pageRequest(options),
    fromOfferItem,
  );

/** A listing's interests by date. */
export const listInterestsOfDeal = (dealId: string, options: ListOptions): Promise<Page<Interest>> =>
  queryPage(
    { index: INTERESTS_BY_DEAL_INDEX, partition: interestsByDealPartition(dealId) },
    pageRequest(options),
    fromInterestItem,
  );

/** A buyer's offers by submission date. */
export const listOffersOfBuyer = (buyerId: string, options: ListOptions): Promise<Page<Offer>> =>
  queryPage(
    {
      index: OFFERS_BY_BUYER_INDEX,
      partition: offersByBuyerPartition(buyerId),
      sort: { beginsWith: OFFER_PREFIX },
    },
    pageRequest(options),
    fromOfferItem,
  );

/** A buyer's interests by date. */
export const listInterestsOfBuyer = (buyerId: string, options: ListOptions): Promise<Page<Interest>> =>
  queryPage(
    {
      index: INTERESTS_BY_BUYER_INDEX,
      partition: interestsByBuyerPartition(buyerId),
      sort: { beginsWith: INTEREST_PREFIX },
    },
    pageRequest(options),
    fromInterestItem,
  );

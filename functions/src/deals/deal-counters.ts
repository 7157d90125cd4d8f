/**
 * Transaction items that move a listing's counters (favourites, interests and offers on the listing
 * item, views in their own counters item) and its per-day activity. Public to other features: an
 * offer or an interest is stored in the same transaction as the counts it changes, so the counts
 * never drift from the items they count.
 */
import { type DealActivityCounter, dealActivityItemBase } from '../db/entities/deal-activity.entity';
import { type DealCounter, dealCountersItemBase } from '../db/entities/deal-counters.entity';
import { dealKey } from '../db/entities/deal.entity';
import { EXISTING_ONLY, tableName } from '../db/table';
import type { TransactItem } from '../db/transactions';

/** The counters kept on the listing item itself. */
type ListingCounter = 'favoriteCount' | 'interestCount' | 'offerCount';

/**
 * ADDs to counters of the listing item (only while it exists, and `condition` holds): favourites,
 * interests and offers, which the listing's own conditions read (offerCount guards status changes).
 */
export function addToDeal(
  dealId: string,
  amounts: Partial<Record<ListingCounter, number>>,
  condition?: string,
  conditionValues: Record<string, unknown> = {},
  conditionNames: Record<string, string> = {},
): TransactItem {
  const entries = Object.entries(amounts);
  return {
    Update: {
      TableName: tableName(),
      Key: dealKey(dealId),
      ConditionExpression: condition ? `${EXISTING_ONLY} AND ${condition}` : EXISTING_ONLY,
      UpdateExpression: `ADD ${entries.map((_, index) => `#c${index} :n${index}`).join(', ')}`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(entries.map(([name], index) => [`#c${index}`, name])),
        ...conditionNames,
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(entries.map(([, value], index) => [`:n${index}`, value])),
        ...conditionValues,
      },
    },
  };
}

/** ADDs to counters of one day's activity item, creating it with its fixed attributes. */
export function addToDay(
  dealId: string,
  date: string,
  amounts: Partial<Record<DealActivityCounter, number>>,
): TransactItem {
  const { key, attributes } = dealActivityItemBase(dealId, date);
  return addCreating(key, attributes, amounts);
}

/**
 * ADDs to the listing's view counters in their own item (created by the first ADD), so a view
 * never rewrites the listing item or its index entries.
 */
export function addToViewCounters(
  dealId: string,
  amounts: Partial<Record<DealCounter, number>>,
): TransactItem {
  const { key, attributes } = dealCountersItemBase(dealId);
  return addCreating(key, attributes, amounts);
}

/** ADDs to counters of an item, SETting its fixed attributes when the ADD creates it. */
function addCreating(
  key: Record<string, string>,
  attributes: Record<string, string>,
  amounts: Partial<Record<string, number>>,
): TransactItem {
  const counters = Object.entries(amounts);
  const fixed = Object.entries(attributes);
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression:
        `SET ${fixed.map((_, index) => `#f${index} = if_not_exists(#f${index}, :f${index})`).join(', ')} ` +
        `ADD ${counters.map((_, index) => `#c${index} :n${index}`).join(', ')}`,
      ExpressionAttributeNames: {
        ...Object.fromEntries(fixed.map(([name], index) => [`#f${index}`, name])),
        ...Object.fromEntries(counters.map(([name], index) => [`#c${index}`, name])),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(fixed.map(([, value], index) => [`:f${index}`, value])),
        ...Object.fromEntries(counters.map(([, value], index) => [`:n${index}`, value])),
      },
    },
  };
}

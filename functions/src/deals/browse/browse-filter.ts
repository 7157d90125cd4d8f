/**
 * The conditions a browse page's listings must meet beyond the access path the planner chose. Each
 * condition is described once and used twice: as a DynamoDB FilterExpression on index queries (so
 * fewer items cross the wire) and as a predicate on every listing the reader keeps (the only check
 * for listings fetched with BatchGet, and the check of what an expression cannot say: a city
 * compared without case, a word list, a distance).
 */
import type { DealStatus } from '#shared/deals/deal-status';
import type { GeoPoint } from '#shared/geo/geo-point';
import { distanceMiles, isInBox, type GeoBox } from '#shared/geo/geohash';
import type { DealCard } from '../../db/entities/deal-browse-entry.entity';

/**
 * What the reader checks conditions on: a listing's card, with its search words when it was read
 * from the listing itself (text, ZIP, city and favourites sources).
 */
export type BrowseListing = DealCard & { searchWords?: readonly string[] };

type EqualsAttribute = 'dealCategory' | 'purchaseType' | 'propertyType' | 'state' | 'zipCode';

export type BrowseCondition =
  | { kind: 'equals'; attribute: EqualsAttribute; value: string }
  | { kind: 'atMost'; attribute: 'purchasePrice'; value: number }
  | { kind: 'atLeast'; attribute: 'bedrooms' | 'bathrooms'; value: number }
  | { kind: 'hasTag'; tag: string }
  /** Status in `statuses`, or an exclusive listing of `ownerId` (its owner always sees it). */
  | { kind: 'visible'; statuses: readonly DealStatus[]; ownerId: string | null }
  /** In memory only: DynamoDB cannot compare without case. */
  | { kind: 'cityIs'; city: string }
  /** In memory only: the listing's search words contain every word. */
  | { kind: 'hasWords'; words: readonly string[] }
  /** In memory only: the listing's location is within the circle. */
  | { kind: 'withinMiles'; center: GeoPoint; miles: number }
  /** In memory only: the listing's location is inside the map's view. */
  | { kind: 'withinBox'; box: GeoBox };

export interface FilterExpressionParts {
  FilterExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/** How cities are compared: trimmed, case-insensitive. */
const cityKey = (city: string) => city.trim().toLocaleLowerCase('en-US');

/** Whether a listing meets one condition. */
function meets(record: BrowseListing, condition: BrowseCondition): boolean {
  switch (condition.kind) {
    case 'equals':
      return record[condition.attribute] === condition.value;
    case 'atMost':
      return record[condition.attribute] <= condition.value;
    case 'atLeast':
      return record[condition.attribute] >= condition.value;
    case 'hasTag':
      return (record.tags as readonly string[]).includes(condition.tag);
    case 'visible':
      return (
        condition.statuses.includes(record.status) ||
        (record.status === 'exclusive' && condition.ownerId !== null && record.ownerId === condition.ownerId)
      );
    case 'cityIs':
      return cityKey(record.city) === cityKey(condition.city);
    case 'hasWords':
      return condition.words.every((word) => record.searchWords?.includes(word) ?? false);
    case 'withinMiles':
      return record.location !== null && distanceMiles(condition.center, record.location) <= condition.miles;
    case 'withinBox':
      return record.location !== null && isInBox(record.location, condition.box);
  }
}

/** Whether a listing meets every condition. */
export function meetsAll(record: BrowseListing, conditions: readonly BrowseCondition[]): boolean {
  return conditions.every((condition) => meets(record, condition));
}

const IN_MEMORY_ONLY: ReadonlySet<BrowseCondition['kind']> = new Set([
  'cityIs',
  'hasWords',
  'withinMiles',
  'withinBox',
]);

/** True for conditions DynamoDB can evaluate; the others are checked only in memory. */
export const isExpressible = (condition: BrowseCondition) => !IN_MEMORY_ONLY.has(condition.kind);

/**
 * The FilterExpression of the expressible conditions (ANDed), with placeholder names and values,
 * or null when there is none.
 */
export function toFilterExpression(conditions: readonly BrowseCondition[]): FilterExpressionParts | null {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const name = (attribute: string) => {
    const placeholder = `#f_${attribute}`;
    names[placeholder] = attribute;
    return placeholder;
  };
  const value = (item: unknown) => {
    const placeholder = `:f${Object.keys(values).length}`;
    values[placeholder] = item;
    return placeholder;
  };
  const clauses = conditions.filter(isExpressible).map((condition): string => {
    switch (condition.kind) {
      case 'equals':
        return `${name(condition.attribute)} = ${value(condition.value)}`;
      case 'atMost':
        return `${name(condition.attribute)} <= ${value(condition.value)}`;
      case 'atLeast':
        return `${name(condition.attribute)} >= ${value(condition.value)}`;
      case 'hasTag':
        return `contains(${name('tags')}, ${value(condition.tag)})`;
      case 'visible': {
        const listed = `${name('status')} IN (${condition.statuses.map(value).join(', ')})`;
        if (condition.ownerId === null) return listed;
        return `(${listed} OR (${name('status')} = ${value('exclusive')} AND ${name('ownerId')} = ${value(condition.ownerId)}))`;
      }
      default:
        throw new Error(`Condition ${(condition as BrowseCondition).kind} has no expression`);
    }
  });
  if (clauses.length === 0) return null;
  return {
    FilterExpression: clauses.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

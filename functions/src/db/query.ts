/**
 * Every Query of the one table goes through here: a key (an index descriptor, a partition value and
 * an optional sort-key condition) becomes the KeyConditionExpression, so no repository writes one.
 * Three ways to read: one round (`queryOnce`), every item (`queryAll`), or one page for the API
 * with an opaque cursor (`queryPage`, see cursor.ts).
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/clients';
import { decodeCursor, encodeCursor, type PageKey } from './cursor';
import { pageKeyAttributes, type KeyIndex } from './indexes';
import { tableName } from './table';

/** Which sort keys of the partition a Query reads (all of them when absent). */
export type SortCondition =
  { beginsWith: string } | { between: readonly [from: string, to: string] } | { atMost: string };

/** What a Query reads: one partition of the table or of a GSI. */
export interface KeyQuery {
  index: KeyIndex;
  partition: string;
  sort?: SortCondition;
}

/** A FilterExpression and the names and values it uses (applied after DynamoDB reads the items). */
export interface QueryFilter {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export interface QueryOptions {
  /** Sort-key order: ascending when true, descending when false (DynamoDB's default is ascending). */
  forward?: boolean;
  /** Most items DynamoDB reads (before the filter). */
  limit?: number;
  filter?: QueryFilter | null;
  /** A ProjectionExpression of plain attribute names. */
  projection?: string;
  consistent?: boolean;
  /** Answer only how many items match (Select COUNT). */
  countOnly?: boolean;
}

/** A page of items and the cursor of the next one (null on the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/** Which page: after a cursor a previous page answered (absent for the first), at most `limit` items. */
export interface PageOptions {
  cursor?: string;
  limit: number;
}

export interface PageRequest extends PageOptions {
  forward: boolean;
  filter?: QueryFilter | null;
  /**
   * Query rounds one filtered page may take to fill up (DynamoDB's Limit counts items before the
   * filter); 1 unless said, so a sparse filter never makes a request unbounded.
   */
  fillRounds?: number;
}

/** One round's answer: the items, where it stopped, and how many items matched and were read. */
export interface QueryRound {
  items: Record<string, unknown>[];
  lastKey: PageKey | undefined;
  count: number;
  scannedCount: number;
}

/** The key condition of a query, with the values it names (`:pk`, then `:prefix`, `:from`/`:to` or `:upTo`). */
export function keyConditionOf(query: KeyQuery): {
  expression: string;
  values: Record<string, unknown>;
} {
  const { index, partition, sort } = query;
  const values: Record<string, unknown> = { ':pk': partition };
  let expression = `${index.pk} = :pk`;
  if (sort && 'beginsWith' in sort) {
    expression += ` AND begins_with(${index.sk}, :prefix)`;
    values[':prefix'] = sort.beginsWith;
  } else if (sort && 'between' in sort) {
    expression += ` AND ${index.sk} BETWEEN :from AND :to`;
    values[':from'] = sort.between[0];
    values[':to'] = sort.between[1];
  } else if (sort) {
    expression += ` AND ${index.sk} <= :upTo`;
    values[':upTo'] = sort.atMost;
  }
  return { expression, values };
}

/** The QueryCommand input of a key query and its options (attributes left out rather than empty). */
function queryInput(
  query: KeyQuery,
  options: QueryOptions,
  startKey: Record<string, unknown> | undefined,
): QueryCommandInput {
  const key = keyConditionOf(query);
  const { filter } = options;
  const names = filter?.names ?? {};
  return {
    TableName: tableName(),
    ...(query.index.name ? { IndexName: query.index.name } : {}),
    KeyConditionExpression: key.expression,
    ...(filter ? { FilterExpression: filter.expression } : {}),
    ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
    ExpressionAttributeValues: { ...key.values, ...filter?.values },
    ...(options.projection ? { ProjectionExpression: options.projection } : {}),
    ...(options.countOnly ? { Select: 'COUNT' as const } : {}),
    ...(options.forward === undefined ? {} : { ScanIndexForward: options.forward }),
    ...(options.limit === undefined ? {} : { Limit: options.limit }),
    ...(options.consistent ? { ConsistentRead: true } : {}),
    ...(startKey ? { ExclusiveStartKey: startKey } : {}),
  };
}

/** One Query round, starting after `startKey`. */
export async function queryOnce(
  query: KeyQuery,
  options: QueryOptions & { startKey?: Record<string, unknown> } = {},
): Promise<QueryRound> {
  const {
    Items = [],
    LastEvaluatedKey,
    Count = 0,
    ScannedCount = 0,
  } = await dynamo().send(new QueryCommand(queryInput(query, options, options.startKey)));
  return {
    items: Items,
    lastKey: LastEvaluatedKey as PageKey | undefined,
    count: Count,
    scannedCount: ScannedCount,
  };
}

/** Every item the query matches, following LastEvaluatedKey to the last page. */
export async function queryAll(
  query: KeyQuery,
  options: Omit<QueryOptions, 'countOnly'> = {},
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: PageKey | undefined;
  do {
    const round = await queryOnce(query, { ...options, startKey });
    items.push(...round.items);
    startKey = round.lastKey;
  } while (startKey);
  return items;
}

/**
 * One page of a query for the API. The cursor must be a key of this index and this partition
 * (400 otherwise); the next cursor is where the last round stopped.
 */
export async function queryPage<T>(
  query: KeyQuery,
  request: PageRequest,
  parse: (item: Record<string, unknown>) => T,
): Promise<Page<T>> {
  const rounds = request.filter ? (request.fillRounds ?? 1) : 1;
  const items: T[] = [];
  let lastKey: PageKey | undefined = decodeCursor(request.cursor, {
    attributes: pageKeyAttributes(query.index),
    partition: { attribute: query.index.pk, value: query.partition },
  });
  for (let round = 0; round < rounds && items.length < request.limit; round += 1) {
    const answer = await queryOnce(query, {
      forward: request.forward,
      limit: request.limit - items.length,
      filter: request.filter,
      startKey: lastKey,
    });
    items.push(...answer.items.map(parse));
    lastKey = answer.lastKey;
    if (!lastKey) break;
  }
  return { items, nextCursor: encodeCursor(lastKey) };
}

/**
 * Billed DynamoDB read units, as on-demand bills them for eventually consistent reads, measured on
 * what a client really read: a middleware on the client sees each Query, BatchGetItem and GetItem
 * and its answer, and prices it by DynamoDB's item size rules.
 *
 * - Query: ceil(bytes of every item read, those the FilterExpression dropped included / 4 KB) × 0.5,
 *   at least 0.5 (an empty partition too). The dropped items are read again without the filter
 *   through another client, which this meter does not see.
 * - BatchGetItem / GetItem: each key ceil(item size / 4 KB) × 0.5, at least 0.5 (a missing item too).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { itemSizeBytes } from './dynamo-item-size';

const UNIT_BYTES = 4096;
const HALF_UNIT = 0.5;

/** Read units of one read of `bytes` (a Query page, or one item of a GetItem or BatchGetItem). */
export const readUnitsOf = (bytes: number) => Math.max(1, Math.ceil(bytes / UNIT_BYTES)) * HALF_UNIT;

/** Keeps only the placeholders an input's remaining expressions name. */
function withoutFilter(input: QueryCommandInput): QueryCommandInput {
  const { FilterExpression: _filter, ...rest } = input;
  const used = [rest.KeyConditionExpression, rest.ProjectionExpression].join(' ');
  const keep = (placeholders: Record<string, unknown> | undefined) =>
    placeholders &&
    Object.fromEntries(Object.entries(placeholders).filter(([placeholder]) => used.includes(placeholder)));
  const names = keep(rest.ExpressionAttributeNames) as Record<string, string> | undefined;
  return {
    ...rest,
    ExpressionAttributeNames: names && Object.keys(names).length > 0 ? names : undefined,
    ExpressionAttributeValues: keep(rest.ExpressionAttributeValues),
  };
}

export interface ReadUnitMeter {
  /** Read units since the last take, and resets. */
  take(): number;
}

/**
 * Meters every read through `client` (the functions' document client); `reader` (another client
 * of the same table) reads again the items a filter dropped, unmetered.
 */
export function meterReadUnits(
  client: DynamoDBDocumentClient,
  reader: DynamoDBDocumentClient,
): ReadUnitMeter {
  let units = 0;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const input = args.input as Record<string, unknown>;
      const output = result.output as {
        Item?: Record<string, unknown>;
        Items?: Record<string, unknown>[];
        Count?: number;
        ScannedCount?: number;
        Responses?: Record<string, Record<string, unknown>[]>;
        UnprocessedKeys?: Record<string, { Keys?: unknown[] }>;
      };
      const keysIn = (requests: Record<string, { Keys?: unknown[] }> | undefined) =>
        Object.values(requests ?? {}).reduce((sum, request) => sum + (request.Keys?.length ?? 0), 0);
      const command = String(context.commandName).replace(/ItemCommand$/, 'Command');
      if (command === 'QueryCommand') {
        let items = output.Items ?? [];
        if ((output.ScannedCount ?? 0) > (output.Count ?? 0)) {
          const unfiltered = await reader.send(
            new QueryCommand({ ...withoutFilter(input as QueryCommandInput), Limit: output.ScannedCount }),
          );
          items = unfiltered.Items ?? [];
        }
        units += readUnitsOf(items.reduce((sum, item) => sum + itemSizeBytes(item), 0));
      } else if (command === 'BatchGetCommand') {
        // Unprocessed keys were not read: the retry that reads them is metered then.
        const requested =
          keysIn(input.RequestItems as Record<string, { Keys?: unknown[] }>) - keysIn(output.UnprocessedKeys);
        const found = Object.values(output.Responses ?? {}).flat();
        units += found.reduce((sum, item) => sum + readUnitsOf(itemSizeBytes(item)), 0);
        units += (requested - found.length) * HALF_UNIT;
      } else if (command === 'GetCommand') {
        const consistent = input.ConsistentRead === true ? 2 : 1;
        units += readUnitsOf(output.Item ? itemSizeBytes(output.Item) : 0) * consistent;
      }
      return result;
    },
    { step: 'initialize', name: 'benchReadUnits' },
  );
  return {
    take() {
      const taken = units;
      units = 0;
      return taken;
    },
  };
}

/** What a DynamoDB answer says it read: a GetItem's item, a Query or Scan's scanned count, a batch's items. */
interface ReadOutput {
  Item?: unknown;
  Items?: unknown[];
  ScannedCount?: number;
  Responses?: Record<string, unknown[]>;
}

/** How many items one DynamoDB answer read (items a filter dropped included). */
export function itemsReadBy(output: unknown): number {
  const { Item, Items, ScannedCount, Responses } = output as ReadOutput;
  const batched = Object.values(Responses ?? {}).reduce((sum, items) => sum + items.length, 0);
  return (Item ? 1 : 0) + (ScannedCount ?? Items?.length ?? 0) + batched;
}

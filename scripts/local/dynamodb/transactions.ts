/**
 * TransactWriteItems and TransactGetItems on top of dynalite, which has neither.
 *
 * Each transact item becomes the equivalent single-item call. A write transaction runs in two
 * phases, always under the front's exclusive lock (so nothing else writes in between):
 *   1. snapshot every touched item (consistent GetItem) and check every condition with a
 *      conditional no-op against the current state: the item written back unchanged when it
 *      exists, a delete of the missing item when it does not; either way nothing changes, but
 *      dynalite evaluates the condition exactly as it would for the real write;
 *   2. if every condition held, apply the writes in order; if one fails, put every item already
 *      written back as its snapshot (or delete it when it did not exist) and answer the failure.
 * Failed conditions answer TransactionCanceledException with one reason per item, as DynamoDB does.
 */
import { createHash } from 'node:crypto';
import { DynamoProtocolError, type DynamoCall, type WireBody } from './wire';

export const MAX_TRANSACTION_ITEMS = 100;
const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;

type AttributeMap = Record<string, unknown>;
type WriteKind = 'ConditionCheck' | 'Put' | 'Update' | 'Delete';
const WRITE_KINDS: readonly WriteKind[] = ['ConditionCheck', 'Put', 'Update', 'Delete'];

interface ParsedWrite {
  kind: WriteKind;
  tableName: string;
  key: AttributeMap;
  operation: WireBody;
}

interface CancellationReason {
  Code: string;
  Message?: string;
  Item?: AttributeMap;
}

const validationError = (message: string) => new DynamoProtocolError('ValidationException', message);

/** Validation errors that DynamoDB reports per item (as a cancellation reason), not for the request. */
const ITEM_LEVEL_VALIDATION =
  /incorrect data type|does not exist in the item|Item size|document path provided in the update expression is invalid/i;

/** The expression tokens (#name, :value) an expression refers to. */
export function expressionReferences(expression: string | undefined): {
  names: Set<string>;
  values: Set<string>;
} {
  const names = new Set<string>();
  const values = new Set<string>();
  for (const match of (expression ?? '').matchAll(/([#:])([A-Za-z0-9_]+)/g)) {
    (match[1] === '#' ? names : values).add(`${match[1]}${match[2]}`);
  }
  return { names, values };
}

/** Keeps the entries of `map` whose keys are in `wanted`; undefined when none remain. */
function pick<T>(map: Record<string, T> | undefined, wanted: Set<string>): Record<string, T> | undefined {
  if (!map) return undefined;
  const kept = Object.fromEntries(Object.entries(map).filter(([key]) => wanted.has(key)));
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** Drops undefined fields so dynalite sees a clean request. */
function compact(body: Record<string, unknown>): WireBody {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

function lengthConstraint(items: unknown, field: string): void {
  if (items === undefined || items === null) {
    throw validationError(
      `1 validation error detected: Value null at '${field}' failed to satisfy constraint: Member must not be null`,
    );
  }
  if (!Array.isArray(items)) throw new DynamoProtocolError('SerializationException', 'Expected list type');
  if (items.length === 0) {
    throw validationError(
      `1 validation error detected: Value '[]' at '${field}' failed to satisfy constraint: ` +
        'Member must have length greater than or equal to 1',
    );
  }
  if (items.length > MAX_TRANSACTION_ITEMS) {
    throw validationError(
      `1 validation error detected: Value '[${items.length} items]' at '${field}' failed to satisfy constraint: ` +
        `Member must have length less than or equal to ${MAX_TRANSACTION_ITEMS}`,
    );
  }
}

/** Executes DynamoDB transactions against a dynalite reached through `call`. */
export class TransactionEngine {
  private readonly keySchemas = new Map<string, string[]>();
  private readonly completedTokens = new Map<string, { fingerprint: string; expiresAt: number }>();

  constructor(private readonly call: DynamoCall) {}

  /** Key attribute names of a table (partition first), from DescribeTable, cached. */
  async keyAttributes(tableName: string): Promise<string[]> {
    const cached = this.keySchemas.get(tableName);
    if (cached) return cached;
    const described = await this.call('DescribeTable', { TableName: tableName });
    const table = described.Table as { KeySchema: { AttributeName: string; KeyType: string }[] };
    const names = [...table.KeySchema]
      .sort((a, b) => (a.KeyType === 'HASH' ? -1 : b.KeyType === 'HASH' ? 1 : 0))
      .map((element) => element.AttributeName);
    this.keySchemas.set(tableName, names);
    return names;
  }

  /** Forgets cached key schemas (after a table is deleted or created). */
  forgetTable(tableName: string): void {
    this.keySchemas.delete(tableName);
  }

  /** TransactWriteItems. The caller must hold the exclusive lock. */
  async transactWrite(request: WireBody): Promise<WireBody> {
    const rawItems = request.TransactItems;
    lengthConstraint(rawItems, 'transactItems');
    const writes: ParsedWrite[] = [];
    for (const [index, raw] of (rawItems as unknown[]).entries()) {
      writes.push(await this.parseWrite(raw, index));
    }
    await this.assertDistinctItems(writes);

    const token = typeof request.ClientRequestToken === 'string' ? request.ClientRequestToken : undefined;
    const fingerprint = createHash('sha256').update(JSON.stringify(rawItems)).digest('hex');
    if (token && this.isReplay(token, fingerprint)) return {};

    // Phase 1: snapshots and every condition, against the state before any write.
    const snapshots: (AttributeMap | undefined)[] = [];
    const reasons: CancellationReason[] = [];
    for (const write of writes) {
      const snapshot = await this.snapshot(write.tableName, write.key);
      snapshots.push(snapshot);
      reasons.push(await this.checkCondition(write, snapshot));
    }
    if (reasons.some((reason) => reason.Code !== 'None')) throw transactionCanceled(reasons);

    // Phase 2: all writes, or none.
    const applied: number[] = [];
    for (const [index, write] of writes.entries()) {
      if (write.kind === 'ConditionCheck') continue;
      try {
        await this.apply(write);
        applied.push(index);
      } catch (error) {
        await this.rollBack(writes, snapshots, applied);
        throw this.failureOfItem(error, index, writes.length);
      }
    }
    if (token)
      this.completedTokens.set(token, { fingerprint, expiresAt: Date.now() + IDEMPOTENCY_WINDOW_MS });
    return {};
  }

  /** TransactGetItems. The caller must hold at least the shared lock. */
  async transactGet(request: WireBody): Promise<WireBody> {
    const rawItems = request.TransactItems;
    lengthConstraint(rawItems, 'transactItems');
    const gets: { tableName: string; key: AttributeMap; get: WireBody }[] = [];
    for (const raw of rawItems as unknown[]) {
      const get = (raw as WireBody | null)?.Get as WireBody | undefined;
      if (!get || typeof get !== 'object') {
        throw validationError('TransactItems can only contain Get operations');
      }
      const tableName = requireTableName(get);
      const key = requireKey(get.Key);
      gets.push({ tableName, key: await this.keyOf(tableName, key, 'Key'), get });
    }
    await this.assertDistinctItems(gets);
    const responses: WireBody[] = [];
    for (const { tableName, key, get } of gets) {
      const answer = await this.call(
        'GetItem',
        compact({
          TableName: tableName,
          Key: key,
          ConsistentRead: true,
          ProjectionExpression: get.ProjectionExpression,
          ExpressionAttributeNames: get.ExpressionAttributeNames,
        }),
      );
      responses.push(answer.Item ? { Item: answer.Item } : {});
    }
    return { Responses: responses };
  }

  private isReplay(token: string, fingerprint: string): boolean {
    const now = Date.now();
    for (const [key, entry] of this.completedTokens)
      if (entry.expiresAt < now) this.completedTokens.delete(key);
    const previous = this.completedTokens.get(token);
    if (!previous) return false;
    if (previous.fingerprint !== fingerprint) {
      throw new DynamoProtocolError(
        'IdempotentParameterMismatchException',
        'The request uses the same client token as a previous, but non-identical request.',
      );
    }
    return true;
  }

  private async parseWrite(raw: unknown, index: number): Promise<ParsedWrite> {
    const entry = (raw ?? {}) as WireBody;
    const present = WRITE_KINDS.filter((kind) => entry[kind] !== undefined && entry[kind] !== null);
    if (present.length !== 1) {
      throw validationError('TransactItems can only contain one of Check, Put, Update or Delete');
    }
    const kind = present[0]!;
    const operation = entry[kind] as WireBody;
    const tableName = requireTableName(operation);
    const field = `transactItems.${index + 1}.member.${kind.charAt(0).toLowerCase()}${kind.slice(1)}`;
    if (kind === 'ConditionCheck' && typeof operation.ConditionExpression !== 'string') {
      throw validationError(
        `1 validation error detected: Value null at '${field}.conditionExpression' failed to satisfy constraint: Member must not be null`,
      );
    }
    if (kind === 'Update' && typeof operation.UpdateExpression !== 'string') {
      throw validationError(
        `1 validation error detected: Value null at '${field}.updateExpression' failed to satisfy constraint: Member must not be null`,
      );
    }
    let key: AttributeMap;
    if (kind === 'Put') {
      const item = operation.Item;
      if (!item || typeof item !== 'object') {
        throw validationError(
          `1 validation error detected: Value null at '${field}.item' failed to satisfy constraint: Member must not be null`,
        );
      }
      key = await this.keyOf(tableName, item as AttributeMap, 'Item');
    } else {
      key = await this.keyOf(tableName, requireKey(operation.Key), 'Key');
    }
    return { kind, tableName, key, operation };
  }

  /** The key of an item or key map, checked against the table's key schema. */
  private async keyOf(
    tableName: string,
    source: AttributeMap,
    origin: 'Item' | 'Key',
  ): Promise<AttributeMap> {
    const names = await this.keyAttributes(tableName);
    const key: AttributeMap = {};
    for (const name of names) {
      if (source[name] === undefined) {
        throw validationError(
          origin === 'Item'
            ? `One or more parameter values were invalid: Missing the key ${name} in the item`
            : 'The provided key element does not match the schema',
        );
      }
      key[name] = source[name];
    }
    if (origin === 'Key' && Object.keys(source).length !== names.length) {
      throw validationError('The provided key element does not match the schema');
    }
    return key;
  }

  private async assertDistinctItems(entries: { tableName: string; key: AttributeMap }[]): Promise<void> {
    const seen = new Set<string>();
    for (const { tableName, key } of entries) {
      const names = await this.keyAttributes(tableName);
      const identity = JSON.stringify([tableName, ...names.map((name) => key[name])]);
      if (seen.has(identity)) {
        throw validationError('Transaction request cannot include multiple operations on one item');
      }
      seen.add(identity);
    }
  }

  private async snapshot(tableName: string, key: AttributeMap): Promise<AttributeMap | undefined> {
    const answer = await this.call('GetItem', { TableName: tableName, Key: key, ConsistentRead: true });
    return answer.Item as AttributeMap | undefined;
  }

  /** Evaluates the item's condition with a write that changes nothing; answers its reason. */
  private async checkCondition(
    write: ParsedWrite,
    snapshot: AttributeMap | undefined,
  ): Promise<CancellationReason> {
    const condition = write.operation.ConditionExpression;
    if (typeof condition !== 'string') return { Code: 'None' };
    const references = expressionReferences(condition);
    const shared = {
      TableName: write.tableName,
      ConditionExpression: condition,
      ExpressionAttributeNames: pick(
        write.operation.ExpressionAttributeNames as Record<string, string> | undefined,
        references.names,
      ),
      ExpressionAttributeValues: pick(
        write.operation.ExpressionAttributeValues as Record<string, unknown> | undefined,
        references.values,
      ),
    };
    try {
      if (snapshot) await this.call('PutItem', compact({ ...shared, Item: snapshot }));
      else await this.call('DeleteItem', compact({ ...shared, Key: write.key }));
      return { Code: 'None' };
    } catch (error) {
      if (error instanceof DynamoProtocolError && error.type === 'ConditionalCheckFailedException') {
        const wantsItem = write.operation.ReturnValuesOnConditionCheckFailure === 'ALL_OLD';
        return {
          Code: 'ConditionalCheckFailed',
          Message: 'The conditional request failed',
          ...(wantsItem && snapshot ? { Item: snapshot } : {}),
        };
      }
      throw error;
    }
  }

  private async apply(write: ParsedWrite): Promise<void> {
    const { operation } = write;
    const expressions = {
      TableName: write.tableName,
      ConditionExpression: operation.ConditionExpression,
      ExpressionAttributeNames: operation.ExpressionAttributeNames,
      ExpressionAttributeValues: operation.ExpressionAttributeValues,
    };
    if (write.kind === 'Put') {
      await this.call('PutItem', compact({ ...expressions, Item: operation.Item }));
    } else if (write.kind === 'Update') {
      await this.call(
        'UpdateItem',
        compact({ ...expressions, Key: write.key, UpdateExpression: operation.UpdateExpression }),
      );
    } else if (write.kind === 'Delete') {
      await this.call('DeleteItem', compact({ ...expressions, Key: write.key }));
    }
  }

  private async rollBack(
    writes: ParsedWrite[],
    snapshots: (AttributeMap | undefined)[],
    applied: number[],
  ): Promise<void> {
    for (const index of [...applied].reverse()) {
      const write = writes[index]!;
      const snapshot = snapshots[index];
      if (snapshot) await this.call('PutItem', { TableName: write.tableName, Item: snapshot });
      else await this.call('DeleteItem', { TableName: write.tableName, Key: write.key });
    }
  }

  /** Maps a failure while applying item `index` to what DynamoDB would answer. */
  private failureOfItem(error: unknown, index: number, count: number): unknown {
    if (!(error instanceof DynamoProtocolError)) return error;
    const itemLevel =
      error.type === 'ConditionalCheckFailedException' ||
      (error.type === 'ValidationException' && ITEM_LEVEL_VALIDATION.test(error.message));
    if (!itemLevel) return error;
    const reasons: CancellationReason[] = Array.from({ length: count }, () => ({ Code: 'None' }));
    reasons[index] =
      error.type === 'ConditionalCheckFailedException'
        ? { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' }
        : { Code: 'ValidationError', Message: error.message };
    return transactionCanceled(reasons);
  }
}

function requireTableName(operation: WireBody): string {
  if (typeof operation.TableName !== 'string' || operation.TableName === '') {
    throw validationError(
      "1 validation error detected: Value null at 'tableName' failed to satisfy constraint: Member must not be null",
    );
  }
  return operation.TableName;
}

function requireKey(key: unknown): AttributeMap {
  if (!key || typeof key !== 'object') {
    throw validationError(
      "1 validation error detected: Value null at 'key' failed to satisfy constraint: Member must not be null",
    );
  }
  return key as AttributeMap;
}

/** The exception DynamoDB answers when a transaction is cancelled. */
export function transactionCanceled(reasons: CancellationReason[]): DynamoProtocolError {
  const codes = reasons.map((reason) => reason.Code).join(', ');
  return new DynamoProtocolError(
    'TransactionCanceledException',
    `Transaction cancelled, please refer cancellation reasons for specific reasons [${codes}]`,
    400,
    { CancellationReasons: reasons },
  );
}

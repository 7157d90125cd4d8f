/**
 * A small in-memory stand-in for the one table, behind aws-sdk-client-mock, for tests that follow
 * items through many writes (the ZIP demand figures): GetItem, PutItem, Query (by a table or index
 * partition, paged by Limit), and TransactWriteItems of Puts and Updates, all or nothing. It knows
 * the expressions those modules write: conditions `attribute_exists(a)`, `attribute_not_exists(a)`
 * and `a = :v` joined by AND; updates `ADD a :v, …` then `SET a = :v | a = if_not_exists(a, :v), …`.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  type DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';

type Item = Record<string, unknown>;
type Names = Record<string, string> | undefined;
type Values = Record<string, unknown> | undefined;

const keyOf = (key: Item) => `${String(key.pk)}|${String(key.sk)}`;
const nameOf = (token: string, names: Names) => (token.startsWith('#') ? names![token]! : token);
const valueOf = (token: string, values: Values) => values![token];

interface Conditional {
  ConditionExpression?: string;
  ExpressionAttributeNames?: Names;
  ExpressionAttributeValues?: Values;
}
type ConditionalPut = Conditional & { Item: Item };
type ConditionalUpdate = Conditional & { Key: Item; UpdateExpression: string };
interface QueryInput {
  IndexName?: string;
  KeyConditionExpression: string;
  ExpressionAttributeValues: Values;
  Limit?: number;
  ExclusiveStartKey?: Item;
}

/** Whether an item (undefined: none) meets a condition of the supported shapes. */
function meets(item: Item | undefined, condition: string | undefined, names: Names, values: Values): boolean {
  if (!condition) return true;
  return condition.split(' AND ').every((clause) => {
    const exists = /^attribute_exists\((\S+)\)$/.exec(clause.trim());
    if (exists) return item !== undefined && item[nameOf(exists[1]!, names)] !== undefined;
    const absent = /^attribute_not_exists\((\S+)\)$/.exec(clause.trim());
    if (absent) return item === undefined || item[nameOf(absent[1]!, names)] === undefined;
    const equal = /^(\S+) = (:\S+)$/.exec(clause.trim());
    if (equal) return item !== undefined && item[nameOf(equal[1]!, names)] === valueOf(equal[2]!, values);
    throw new Error(`The fake table does not know the condition "${clause}"`);
  });
}

/** The item after an update expression of the supported shape. */
function updated(item: Item | undefined, key: Item, expression: string, names: Names, values: Values): Item {
  const next: Item = { ...structuredClone(item ?? {}), ...key };
  const sections = /^(?:ADD (.+?))?\s*(?:SET (.+))?$/.exec(expression.trim());
  if (!sections) throw new Error(`The fake table does not know the update "${expression}"`);
  for (const part of sections[1]?.split(', ') ?? []) {
    const [name, value] = part.trim().split(' ');
    const attribute = nameOf(name!, names);
    next[attribute] =
      (typeof next[attribute] === 'number' ? next[attribute] : 0) + Number(valueOf(value!, values));
  }
  for (const part of sections[2]?.split(/, (?=#|\w+ =)/) ?? []) {
    const ifNotExists = /^(\S+) = if_not_exists\((\S+), (:\S+)\)$/.exec(part.trim());
    const plain = /^(\S+) = (:\S+)$/.exec(part.trim());
    if (ifNotExists) {
      const attribute = nameOf(ifNotExists[1]!, names);
      if (next[attribute] === undefined) next[attribute] = valueOf(ifNotExists[3]!, values);
    } else if (plain) next[nameOf(plain[1]!, names)] = valueOf(plain[2]!, values);
    else throw new Error(`The fake table does not know the update "${part}"`);
  }
  return next;
}

/** The table: items by key, and the commands it answers (wired to a mocked document client). */
export class FakeTable {
  readonly items = new Map<string, Item>();

  /** Awaited before each TransactWriteItems is applied (to play a concurrent writer). */
  beforeTransaction: (() => void | Promise<void>) | null = null;

  put(item: Item): void {
    this.items.set(keyOf(item), structuredClone(item));
  }

  get(key: Item): Item | undefined {
    const item = this.items.get(keyOf(key));
    return item && structuredClone(item);
  }

  /** Items whose `pk` starts with the prefix, by key. */
  itemsUnder(prefix: string): Item[] {
    return [...this.items.values()]
      .filter((item) => String(item.pk).startsWith(prefix))
      .map((item) => structuredClone(item));
  }

  /** Answers the table's commands on this mocked client. */
  wire(client: AwsClientStub<DynamoDBDocumentClient>): void {
    client.on(GetCommand).callsFake((input: { Key: Item }) => ({ Item: this.get(input.Key) }));
    client.on(PutCommand).callsFake((input: ConditionalPut) => {
      const current = this.items.get(keyOf(input.Item));
      if (
        !meets(
          current,
          input.ConditionExpression,
          input.ExpressionAttributeNames,
          input.ExpressionAttributeValues,
        )
      ) {
        throw new ConditionalCheckFailedException({
          message: 'The conditional request failed',
          $metadata: {},
        });
      }
      this.put(input.Item);
      return {};
    });
    client.on(QueryCommand).callsFake((input: QueryInput) => this.query(input));
    client.on(TransactWriteCommand).callsFake(async (input: { TransactItems: Item[] }) => {
      await this.beforeTransaction?.();
      this.transact(input.TransactItems);
      return {};
    });
  }

  private query(input: QueryInput) {
    const pkName = input.IndexName ? `${input.IndexName}pk` : 'pk';
    const skName = input.IndexName ? `${input.IndexName}sk` : 'sk';
    if (input.KeyConditionExpression !== `${pkName} = :pk`) {
      throw new Error(`The fake table does not know the key condition "${input.KeyConditionExpression}"`);
    }
    const matching = [...this.items.values()]
      .filter((item) => item[pkName] === input.ExpressionAttributeValues![':pk'])
      .sort((a, b) => String(a[skName]).localeCompare(String(b[skName])) || keyOf(a).localeCompare(keyOf(b)));
    const start = input.ExclusiveStartKey
      ? matching.findIndex((item) => keyOf(item) === keyOf(input.ExclusiveStartKey!)) + 1
      : 0;
    const page = matching.slice(start, input.Limit === undefined ? undefined : start + input.Limit);
    const last = page.at(-1);
    const more = start + page.length < matching.length;
    return {
      Items: page.map((item) => structuredClone(item)),
      Count: page.length,
      ScannedCount: page.length,
      ...(more && last
        ? { LastEvaluatedKey: { pk: last.pk, sk: last.sk, [pkName]: last[pkName], [skName]: last[skName] } }
        : {}),
    };
  }

  private transact(transactItems: Item[]): void {
    const writes = transactItems.map((entry) => {
      const put = entry.Put as ConditionalPut | undefined;
      const update = entry.Update as ConditionalUpdate | undefined;
      const operation = put ?? update;
      if (!operation) throw new Error('The fake table takes Puts and Updates in a transaction');
      const key = put ? put.Item : update!.Key;
      const current = this.items.get(keyOf(key));
      const passes = meets(
        current,
        operation.ConditionExpression,
        operation.ExpressionAttributeNames,
        operation.ExpressionAttributeValues,
      );
      const after = put
        ? put.Item
        : updated(
            current,
            { pk: key.pk, sk: key.sk },
            update!.UpdateExpression,
            update!.ExpressionAttributeNames,
            update!.ExpressionAttributeValues,
          );
      return { passes, after };
    });
    if (writes.some((write) => !write.passes)) {
      throw new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: writes.map((write) => ({
          Code: write.passes ? 'None' : 'ConditionalCheckFailed',
        })),
      });
    }
    for (const { after } of writes) this.put(after);
  }
}

/**
 * For the text alert unit tests: a buyer's texting settings item, and a small in-memory table behind
 * aws-sdk-client-mock that follows a text through its writes (settings, claims, rate-limit windows,
 * held items, notification history). It knows the expressions the texting, rate-limit and
 * notification and alert modules write: conditions `attribute_exists(a)`, `attribute_not_exists(a)`,
 * `attribute_type(a, :null)`, `a = :v`, `a <= :v`, joined by AND/OR as those modules join them;
 * updates `ADD`, then `SET`, then `REMOVE`; transactions of conditional Puts; Queries of the table
 * or of an index (`IndexName` + pk/sk) by partition, `<= :upTo` or `BETWEEN :from AND :to`.
 */
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type AwsClientStub, mockClient } from 'aws-sdk-client-mock';
import { DEFAULT_TEXT_CHOICES, type TextChoices } from '#shared/texting/text-alerts';
import { textSettingsKey, type TextSettingsRecord } from '../db/entities/text-alerts.entity';

export const BUYER_NUMBER = '+15125550123';

/** A buyer whose texts are on (default choices; quiet hours 21:00–08:00 in New York). */
export const textSettingsItem = (
  userId: string,
  overrides: Partial<Omit<TextSettingsRecord, 'choices'>> & { choices?: Partial<TextChoices> } = {},
) => ({
  ...textSettingsKey(userId),
  entity: 'TextSettings',
  userId,
  status: 'on',
  phoneNumber: BUYER_NUMBER,
  consent: { version: '1', language: 'en', wording: 'I agree', at: '2026-11-01T00:00:00.000Z' },
  quietHours: { start: '21:00', end: '08:00', timeZone: 'America/New_York' },
  lastDelivery: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
  choices: { ...DEFAULT_TEXT_CHOICES, ...overrides.choices },
});

type Item = Record<string, unknown>;
type Values = Record<string, unknown> | undefined;
type Names = Record<string, string> | undefined;
interface Expression {
  ConditionExpression?: string;
  ExpressionAttributeNames?: Names;
  ExpressionAttributeValues?: Values;
}

const keyOf = (key: Item) => `${String(key.pk)}|${String(key.sk)}`;
const failed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

/** Whether a clause of the supported shapes holds for the item. */
function holds(item: Item | undefined, clause: string, names: Names, values: Values): boolean {
  const name = (token: string) => (token.startsWith('#') ? names![token]! : token);
  // A document path (`lastDelivery.#at`) is read step by step.
  const read = (path: string) =>
    path.split('.').reduce<unknown>((value, step) => (value as Item | null | undefined)?.[name(step)], item);
  const trimmed = clause.trim();
  const text = trimmed.startsWith('(') && trimmed.endsWith(')') ? trimmed.slice(1, -1) : trimmed;
  if (text.includes(' OR ')) return text.split(' OR ').some((part) => holds(item, part, names, values));
  let match = /^attribute_exists\((\S+)\)$/.exec(text);
  if (match) return read(match[1]!) !== undefined;
  match = /^attribute_not_exists\((\S+)\)$/.exec(text);
  if (match) return read(match[1]!) === undefined;
  match = /^attribute_type\((\S+), (:\S+)\)$/.exec(text);
  if (match) return values![match[2]!] === 'NULL' && read(match[1]!) === null;
  match = /^(\S+) (=|<=) (:\S+)$/.exec(text);
  if (match) {
    const [left, right] = [read(match[1]!), values![match[3]!]];
    return match[2] === '=' ? left === right : (left as number | string) <= (right as number | string);
  }
  throw new Error(`The text fixtures' table does not know the condition "${clause}"`);
}

const meets = (item: Item | undefined, input: Expression) =>
  !input.ConditionExpression ||
  input.ConditionExpression.split(' AND ').every((clause) =>
    holds(item, clause, input.ExpressionAttributeNames, input.ExpressionAttributeValues),
  );

/** The table: items by key, wired to a mocked document client. */
export class TextTable {
  readonly items = new Map<string, Item>();

  put(...items: Item[]): void {
    for (const item of items) this.items.set(keyOf(item), structuredClone(item));
  }

  get(key: Item): Item | undefined {
    const item = this.items.get(keyOf(key));
    return item && structuredClone(item);
  }

  /** Items whose `pk` starts with the prefix. */
  itemsUnder(prefix: string): Item[] {
    return [...this.items.values()].filter((item) => String(item.pk).startsWith(prefix));
  }

  wire(client: AwsClientStub<DynamoDBDocumentClient>): void {
    client.on(GetCommand).callsFake((input: { Key: Item }) => ({ Item: this.get(input.Key) }));
    client.on(PutCommand).callsFake((input: Expression & { Item: Item }) => {
      if (!meets(this.items.get(keyOf(input.Item)), input)) throw failed();
      this.put(input.Item);
      return {};
    });
    client.on(DeleteCommand).callsFake((input: Expression & { Key: Item }) => {
      if (!meets(this.items.get(keyOf(input.Key)), input)) throw failed();
      this.items.delete(keyOf(input.Key));
      return {};
    });
    client.on(UpdateCommand).callsFake((input: Expression & { Key: Item; UpdateExpression: string }) => {
      const current = this.items.get(keyOf(input.Key));
      if (!meets(current, input)) throw failed();
      this.put(this.updated(current, input));
      return {};
    });
    client
      .on(QueryCommand)
      .callsFake(
        (input: { IndexName?: string; KeyConditionExpression: string; ExpressionAttributeValues: Item }) => {
          const { ':pk': pk, ':upTo': upTo, ':from': from, ':to': to } = input.ExpressionAttributeValues;
          // The table's keys, or a GSI's (`gsi1` → gsi1pk, gsi1sk); items without them are not in it.
          const [pkName, skName] = input.IndexName
            ? [`${input.IndexName}pk`, `${input.IndexName}sk`]
            : ['pk', 'sk'];
          const inRange = (sk: string) =>
            (upTo === undefined || sk <= String(upTo)) &&
            (from === undefined || (sk >= String(from) && sk <= String(to)));
          const items = [...this.items.values()]
            .filter((item) => item[pkName] === pk && inRange(String(item[skName])))
            .sort((a, b) => (String(a[skName]) < String(b[skName]) ? -1 : 1));
          return { Items: structuredClone(items), Count: items.length, ScannedCount: items.length };
        },
      );
    // All or nothing: a failed condition cancels the whole transaction, naming the item that failed.
    client
      .on(TransactWriteCommand)
      .callsFake((input: { TransactItems: { Put?: Expression & { Item: Item } }[] }) => {
        const reasons = input.TransactItems.map(({ Put }) => {
          if (!Put) throw new Error("The text fixtures' table takes only Puts in a transaction");
          return { Code: meets(this.items.get(keyOf(Put.Item)), Put) ? 'None' : 'ConditionalCheckFailed' };
        });
        if (reasons.some((reason) => reason.Code !== 'None')) {
          throw new TransactionCanceledException({
            message: 'Transaction cancelled',
            $metadata: {},
            CancellationReasons: reasons,
          });
        }
        for (const { Put } of input.TransactItems) this.put(Put!.Item);
        return {};
      });
    client.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: Item[] }> }) => {
      const [table, request] = Object.entries(input.RequestItems)[0]!;
      return { Responses: { [table]: request.Keys.flatMap((key) => this.get(key) ?? []) } };
    });
    client
      .on(BatchWriteCommand)
      .callsFake((input: { RequestItems: Record<string, { PutRequest: { Item: Item } }[]> }) => {
        for (const request of Object.values(input.RequestItems)[0]!) this.put(request.PutRequest.Item);
        return {};
      });
  }

  private updated(
    current: Item | undefined,
    input: Expression & { Key: Item; UpdateExpression: string },
  ): Item {
    const next: Item = { ...structuredClone(current ?? {}), ...input.Key };
    const name = (token: string) => (token.startsWith('#') ? input.ExpressionAttributeNames![token]! : token);
    const value = (token: string) => input.ExpressionAttributeValues![token];
    const [, added, set, removed] = /^(?:ADD (.+?))?\s*(?:SET (.+?))?\s*(?:REMOVE (.+))?$/.exec(
      input.UpdateExpression.trim(),
    )!;
    for (const part of added?.split(', ') ?? []) {
      const [attribute, amount] = part.trim().split(' ');
      next[name(attribute!)] = Number(next[name(attribute!)] ?? 0) + Number(value(amount!));
    }
    for (const part of set?.split(', ') ?? []) {
      const [attribute, token] = part.split(' = ');
      next[name(attribute!.trim())] = value(token!.trim());
    }
    for (const attribute of removed?.split(', ') ?? []) delete next[name(attribute.trim())];
    return next;
  }
}

/**
 * What a test of sending texts mocks: DynamoDB over a fresh TextTable and the messaging client, with
 * texts configured (an origination identity and configuration set). Call `reset()` in beforeEach.
 */
export class TextSendingMocks {
  readonly dynamo = mockClient(DynamoDBDocumentClient);
  readonly sms = mockClient(PinpointSMSVoiceV2Client);

  constructor() {
    process.env.SMS_ORIGINATION_IDENTITY = '+18885550100';
    process.env.SMS_CONFIGURATION_SET = 'dealflow-test';
  }

  /** Resets both clients and answers a new empty table wired to the DynamoDB mock. */
  reset(): TextTable {
    this.dynamo.reset();
    this.sms.reset();
    const table = new TextTable();
    table.wire(this.dynamo);
    return table;
  }

  /** The SendTextMessage inputs, in the order they were sent. */
  textsSent() {
    return this.sms.commandCalls(SendTextMessageCommand).map((call) => call.args[0].input);
  }
}

/**
 * The only module that reads and writes a buyer's texting settings item (and, with it, the pending
 * code and the number's owner item). Keys and shapes: db/entities/text-alerts.entity.ts.
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '#shared/core/language';
import {
  TEXT_CODE_MAX_TRIES,
  type TextChoices,
  type QuietHours,
  type TextDelivery,
} from '#shared/texting/text-alerts';
import {
  textCodeKey,
  textNumberOwnerKey,
  textSettingsKey,
  type TextSettingsRecord,
} from '../db/entities/text-alerts.entity';
import { batchGet } from '../db/batch';
import { findItem, writeUnlessRefused } from '../db/single-item';
import { EXISTING_ONLY, isConditionFailure, tableName } from '../db/table';
import { failedAt, transactWriteRetryingConflicts, type TransactItem } from '../db/transactions';
import { dynamo } from '../lib/clients';

/**
 * A code waiting for confirmation: only its hash (and the hash's key) is stored, bound to the user
 * and the number. `expiresAt` (epoch seconds) is the table's TTL attribute; DynamoDB deletes late, so
 * readers compare it with the time themselves.
 */
export interface TextCodeRecord {
  userId: string;
  /** Tells one code from the next (its send is claimed under it). */
  codeId: string;
  phoneNumber: string;
  codeKey: string;
  codeHash: string;
  tries: number;
  expiresAt: number;
  /** The consent the buyer agreed to when asking for the code, stored as given on confirmation. */
  consentVersion: string;
  language: Language;
  timeZone: string;
  createdAt: string;
}

/** Who confirmed a number: replies arrive by number, and a number is one account's. */
export interface TextNumberOwnerRecord {
  phoneNumber: string;
  userId: string;
  confirmedAt: string;
}

/** A buyer's texting settings, or null when they never confirmed a number. */
export async function findTextSettings(userId: string): Promise<TextSettingsRecord | null> {
  return findItem<TextSettingsRecord>(textSettingsKey(userId));
}

/** The texting settings of those of these buyers who have any, by user id (BatchGet of 100). */
export async function findTextSettingsOfBuyers(
  userIds: readonly string[],
): Promise<Map<string, TextSettingsRecord>> {
  const { items } = await batchGet(userIds.map(textSettingsKey));
  return new Map(items.map((item) => [String(item.userId), item as unknown as TextSettingsRecord]));
}

/**
 * Records how the buyer's latest text went: nothing when they have no settings any more, or when a
 * later status is already recorded (a replayed or late delivery event never turns the clock back).
 */
export async function recordLastDelivery(userId: string, delivery: TextDelivery): Promise<void> {
  await writeUnlessRefused(
    new UpdateCommand({
      TableName: tableName(),
      Key: textSettingsKey(userId),
      UpdateExpression: 'SET lastDelivery = :delivery',
      ConditionExpression: `${EXISTING_ONLY} AND (attribute_not_exists(lastDelivery) OR attribute_type(lastDelivery, :null) OR lastDelivery.#at <= :at)`,
      ExpressionAttributeNames: { '#at': 'at' },
      ExpressionAttributeValues: { ':delivery': delivery, ':null': 'NULL', ':at': delivery.at },
    }),
  );
}

/** The code waiting for the user's confirmation, expired or not; null when none is stored. */
export async function findTextCode(userId: string): Promise<TextCodeRecord | null> {
  return findItem<TextCodeRecord>(textCodeKey(userId));
}

/** Stores a new code for the user, replacing the one before (whose tries and hash no longer count). */
export async function putTextCode(code: TextCodeRecord): Promise<void> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...textCodeKey(code.userId), entity: 'TextCode', ...code },
    }),
  );
}

/**
 * Counts one wrong try against this very code (same hash, tries left); answers the tries now spent,
 * or null when the code was replaced, used or used up meanwhile.
 */
export async function countWrongTry(code: TextCodeRecord): Promise<number | null> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: textCodeKey(code.userId),
        UpdateExpression: 'SET tries = tries + :one',
        ConditionExpression: 'codeHash = :hash AND tries < :max',
        ExpressionAttributeValues: { ':one': 1, ':hash': code.codeHash, ':max': TEXT_CODE_MAX_TRIES },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (Attributes as TextCodeRecord).tries;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Deletes this very code (not a newer one that replaced it). */
export async function deleteTextCode(code: TextCodeRecord): Promise<void> {
  await writeUnlessRefused(
    new DeleteCommand({
      TableName: tableName(),
      Key: textCodeKey(code.userId),
      ConditionExpression: 'codeHash = :hash',
      ExpressionAttributeValues: { ':hash': code.codeHash },
    }),
  );
}

/** Who confirmed this number (E.164), or null when nobody has. */
export async function findTextNumberOwner(phoneNumber: string): Promise<TextNumberOwnerRecord | null> {
  return findItem<TextNumberOwnerRecord>(textNumberOwnerKey(phoneNumber));
}

/** Why a confirmation was refused by its transaction. */
export type ConfirmRefusal = 'codeGone' | 'numberTaken';

/** The number's owner item is absent or already the user's (`:me`). */
const OWNED_BY_ME_OR_FREE = 'attribute_not_exists(pk) OR userId = :me';

/** Deletes a number's owner item if it is the user's (or already gone). */
const releaseNumber = (phoneNumber: string, userId: string): TransactItem => ({
  Delete: {
    TableName: tableName(),
    Key: textNumberOwnerKey(phoneNumber),
    ConditionExpression: OWNED_BY_ME_OR_FREE,
    ExpressionAttributeValues: { ':me': userId },
  },
});

/**
 * Confirms the code's number in one transaction: the code is used (still this code, tries left), the
 * number becomes the user's (unless another account holds it), the settings are written whole, and
 * the user's previous number, when it changes, is released. Answers why it was refused, or null.
 */
export async function confirmTextNumber(
  code: TextCodeRecord,
  settings: TextSettingsRecord,
  previousNumber: string | null,
): Promise<ConfirmRefusal | null> {
  const items: TransactItem[] = [
    {
      Delete: {
        TableName: tableName(),
        Key: textCodeKey(code.userId),
        ConditionExpression: 'codeHash = :hash AND tries < :max',
        ExpressionAttributeValues: { ':hash': code.codeHash, ':max': TEXT_CODE_MAX_TRIES },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...textNumberOwnerKey(code.phoneNumber),
          entity: 'TextNumberOwner',
          phoneNumber: code.phoneNumber,
          userId: code.userId,
          confirmedAt: settings.updatedAt,
        } satisfies TextNumberOwnerRecord & Record<string, unknown>,
        ConditionExpression: OWNED_BY_ME_OR_FREE,
        ExpressionAttributeValues: { ':me': code.userId },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: { ...textSettingsKey(code.userId), entity: 'TextSettings', ...settings },
      },
    },
  ];
  if (previousNumber && previousNumber !== code.phoneNumber)
    items.push(releaseNumber(previousNumber, code.userId));
  try {
    await transactWriteRetryingConflicts(items);
    return null;
  } catch (error) {
    if (failedAt(error, 0)) return 'codeGone';
    if (failedAt(error, 1)) return 'numberTaken';
    throw error;
  }
}

/**
 * Saves what comes by text and the quiet hours; false (nothing written) when the user has no number
 * (no settings, or status none).
 */
export async function saveTextPreferences(
  userId: string,
  choices: TextChoices,
  quietHours: QuietHours,
  now: string,
): Promise<boolean> {
  return writeUnlessRefused(
    new UpdateCommand({
      TableName: tableName(),
      Key: textSettingsKey(userId),
      UpdateExpression: 'SET choices = :choices, quietHours = :quietHours, updatedAt = :now',
      ConditionExpression: `${EXISTING_ONLY} AND #status <> :none`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':choices': choices,
        ':quietHours': quietHours,
        ':now': now,
        ':none': 'none',
      },
    }),
  );
}

/**
 * Forgets the user's number in one transaction: settings to status none with no number, the number's
 * owner item deleted, any waiting code deleted. `settings` is what the caller read (null: none).
 */
export async function removeTextNumber(
  userId: string,
  settings: TextSettingsRecord | null,
  now: string,
): Promise<void> {
  const items: TransactItem[] = [{ Delete: { TableName: tableName(), Key: textCodeKey(userId) } }];
  if (settings) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: textSettingsKey(userId),
        UpdateExpression: 'SET #status = :none, phoneNumber = :null, updatedAt = :now',
        ConditionExpression: EXISTING_ONLY,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':none': 'none', ':null': null, ':now': now },
      },
    });
    if (settings.phoneNumber) items.push(releaseNumber(settings.phoneNumber, userId));
  }
  await transactWriteRetryingConflicts(items);
}

/**
 * Sets the status a reply asks for while `phoneNumber` is still the user's confirmed number (a reply
 * from a number they have since changed or removed changes nothing); false when it is not.
 */
export async function setTextStatusByReply(
  userId: string,
  phoneNumber: string,
  status: 'on' | 'optedOut',
  now: string,
): Promise<boolean> {
  return writeUnlessRefused(
    new UpdateCommand({
      TableName: tableName(),
      Key: textSettingsKey(userId),
      UpdateExpression: 'SET #status = :status, updatedAt = :now',
      ConditionExpression: 'phoneNumber = :number',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':now': now, ':number': phoneNumber },
    }),
  );
}

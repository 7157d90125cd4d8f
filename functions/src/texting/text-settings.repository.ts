/**
 * The only module that reads and writes a buyer's texting settings item (and, with it, the pending
 * code and the number's owner item). Keys and shapes: db/entities/text-alerts.entity.ts.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TextDelivery } from '#shared/texting/text-alerts';
import { textSettingsKey, type TextSettingsRecord } from '../db/entities/text-alerts.entity';
import { EXISTING_ONLY, isConditionFailure, tableName } from '../db/table';
import { dynamo } from '../lib/clients';

/** A buyer's texting settings, or null when they never confirmed a number. */
export async function findTextSettings(userId: string): Promise<TextSettingsRecord | null> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: textSettingsKey(userId), ConsistentRead: true }),
  );
  return (Item as TextSettingsRecord | undefined) ?? null;
}

/** Records how the buyer's latest text went (nothing when they have no settings any more). */
export async function recordLastDelivery(userId: string, delivery: TextDelivery): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: textSettingsKey(userId),
        UpdateExpression: 'SET lastDelivery = :delivery',
        ConditionExpression: EXISTING_ONLY,
        ExpressionAttributeValues: { ':delivery': delivery },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

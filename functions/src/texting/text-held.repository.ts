/**
 * The only module that reads and writes held texts: text alerts due inside their buyer's quiet
 * hours, stored under the hour they are released in until the held-texts job sends them. Keys:
 * db/entities/text-alerts.entity.ts.
 */
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { textHeldKey, textHeldPartition } from '../db/entities/text-alerts.entity';
import { queryAll } from '../db/query';
import { TABLE } from '../db/indexes';
import { writeUnlessRefused } from '../db/single-item';
import { CREATE_ONLY, tableName } from '../db/table';
import { TTL_ATTRIBUTE } from '../db/table-definition';
import { dynamo } from '../lib/clients';
import type { TextAlert } from './text-messages';

/** A text waiting for the end of quiet hours. */
export interface HeldText {
  pk: string;
  sk: string;
  userId: string;
  text: TextAlert;
  heldAt: string;
  releaseAt: string;
}

const HOUR_MS = 60 * 60 * 1000;
/** How far back the job looks: a held text whose job runs failed for two days is still sent. */
export const HELD_TEXT_LOOKBACK_HOURS = 48;
/** How long a held text is kept past its release: long past the lookback, then DynamoDB drops it. */
const HELD_KEEP_SECONDS = 7 * 24 * 60 * 60;

/** Holds a text until `releaseAt`; holding the same text for the same release again changes nothing. */
export async function holdText(
  releaseAt: string,
  userId: string,
  text: TextAlert,
  heldAt: string,
): Promise<void> {
  const item: HeldText = {
    ...textHeldKey(releaseAt, userId, text.kind, text.eventId),
    userId,
    text,
    heldAt,
    releaseAt,
  };
  await writeUnlessRefused(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...item,
        entity: 'TextHeld',
        [TTL_ATTRIBUTE]: Math.floor(Date.parse(releaseAt) / 1000) + HELD_KEEP_SECONDS,
      },
      ConditionExpression: CREATE_ONLY,
    }),
  );
}

/** The hour partitions of the lookback up to `now`'s, oldest first. */
export function heldPartitionsUpTo(now: Date): string[] {
  const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return Array.from({ length: HELD_TEXT_LOOKBACK_HOURS + 1 }, (_, index) =>
    textHeldPartition(new Date(currentHour - (HELD_TEXT_LOOKBACK_HOURS - index) * HOUR_MS).toISOString()),
  );
}

/** Every held text released at or before `now` (the hours of the lookback), oldest first. */
export async function listReleasedTexts(now: Date): Promise<HeldText[]> {
  // Past any sort key released at `now` exactly: `<release>#<userId>#…` sorts after `<release>`.
  const upTo = `${now.toISOString()}#\uffff`;
  const held: HeldText[] = [];
  for (const partition of heldPartitionsUpTo(now)) {
    const items = await queryAll({ index: TABLE, partition, sort: { atMost: upTo } }, { consistent: true });
    held.push(...(items as unknown as HeldText[]));
  }
  return held;
}

/** Removes a held text once it was handled. */
export async function deleteHeldText(held: Pick<HeldText, 'pk' | 'sk'>): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: { pk: held.pk, sk: held.sk } }));
}

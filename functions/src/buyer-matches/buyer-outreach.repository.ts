/**
 * Storage of "Send to chosen buyers" (db/entities/buyer-outreach.entity.ts): the per listing+buyer
 * send claim (claimed before the e-mail, marked sent after it, released when the provider refused
 * it) and the per-buyer window of recent sends that holds the weekly cap under parallel sends.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { OUTREACH_MAX_PER_BUYER, OUTREACH_WINDOW_DAYS } from '#shared/buyer-matches/buyer-match-api';
import { batchGet } from '../db/batch';
import { type ClaimKey, createClaim, markClaimSent, releaseClaim } from '../db/claims';
import {
  OUTREACH_PREFIX,
  buyerOutreachKey,
  outreachWindowKey,
  toBuyerOutreachClaimItem,
  toOutreachWindowItem,
} from '../db/entities/buyer-outreach.entity';
import { dealKey } from '../db/entities/deal.entity';
import { TABLE } from '../db/indexes';
import { queryAll } from '../db/query';
import { findItem, writeUnlessRefused } from '../db/single-item';
import { CREATE_ONLY, tableName } from '../db/table';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rounds a slot is tried for when parallel sends keep changing the buyer's window. */
const SLOT_ATTEMPTS = 10;

/** Claims the send of the listing to the buyer: its key, or null when it was sent (or is being sent). */
export async function claimOutreach(
  send: { dealId: string; buyerId: string; senderId: string },
  claimedAt: string,
): Promise<ClaimKey | null> {
  const item = toBuyerOutreachClaimItem(send, claimedAt);
  return (await createClaim(item)) ? buyerOutreachKey(send.dealId, send.buyerId) : null;
}

export const markOutreachSent = markClaimSent;
export const releaseOutreach = releaseClaim;

/** When the listing was sent to each buyer it was (claims still sending read as not sent). */
export async function listOutreachOfDeal(dealId: string): Promise<Map<string, string | null>> {
  const items = await queryAll(
    { index: TABLE, partition: dealKey(dealId).pk, sort: { beginsWith: OUTREACH_PREFIX } },
    { projection: 'buyerId, sentAt' },
  );
  return new Map(items.map((item) => [String(item.buyerId), (item.sentAt as string | undefined) ?? null]));
}

interface OutreachWindow {
  sentTimes: string[];
  version: number;
}

/** The send times of the window that still count at `now`. */
export const timesInWindow = (sentTimes: readonly string[], now: Date): string[] =>
  sentTimes.filter((time) => now.getTime() - Date.parse(time) < OUTREACH_WINDOW_DAYS * DAY_MS);

/** How many sends each buyer received in the window up to `now` (one BatchGet). */
export async function countRecentOutreach(
  buyerIds: readonly string[],
  now: Date,
): Promise<Map<string, number>> {
  const { items } = await batchGet(buyerIds.map(outreachWindowKey), ['buyerId', 'sentTimes']);
  return new Map(
    items.map((item) => [
      String(item.buyerId),
      timesInWindow((item.sentTimes as string[] | undefined) ?? [], now).length,
    ]),
  );
}

/** Writes the window unless another send changed it since it was read at `version`. */
function writeWindow(
  buyerId: string,
  sentTimes: string[],
  readVersion: number | null,
  at: Date,
): Promise<boolean> {
  const item = toOutreachWindowItem(buyerId, sentTimes, (readVersion ?? 0) + 1, {
    days: OUTREACH_WINDOW_DAYS,
    at,
  });
  return writeUnlessRefused(
    new PutCommand({
      TableName: tableName(),
      Item: item,
      ...(readVersion === null
        ? { ConditionExpression: CREATE_ONLY }
        : { ConditionExpression: 'version = :read', ExpressionAttributeValues: { ':read': readVersion } }),
    }),
  );
}

/** Applies `change` to the buyer's window (a read, then a write conditioned on what was read). */
async function changeWindow(
  buyerId: string,
  at: Date,
  change: (times: string[]) => string[] | null,
): Promise<string[] | null> {
  for (let attempt = 0; attempt < SLOT_ATTEMPTS; attempt += 1) {
    const stored = await findItem<OutreachWindow>(outreachWindowKey(buyerId));
    const next = change(stored?.sentTimes ?? []);
    if (next === null) return null;
    if (next.length === 0 && !stored) return next;
    if (await writeWindow(buyerId, next, stored ? stored.version : null, at)) return next;
  }
  throw new Error(`The outreach window of ${buyerId} kept changing; try again.`);
}

/**
 * Takes one of the buyer's OUTREACH_MAX_PER_BUYER slots of the window at `at`: true when taken,
 * false when the buyer had their cap. Held under parallel sends by the versioned write.
 */
export async function takeOutreachSlot(buyerId: string, at: Date): Promise<boolean> {
  const taken = await changeWindow(buyerId, at, (times) => {
    const recent = timesInWindow(times, at);
    return recent.length >= OUTREACH_MAX_PER_BUYER ? null : [...recent, at.toISOString()];
  });
  return taken !== null;
}

/** Gives back the slot taken at `at` when the e-mail could not be sent. */
export async function giveBackOutreachSlot(buyerId: string, at: Date): Promise<void> {
  const time = at.toISOString();
  await changeWindow(buyerId, at, (times) => {
    const index = times.indexOf(time);
    return index === -1 ? null : times.filter((_, kept) => kept !== index);
  });
}

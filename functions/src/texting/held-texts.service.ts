/**
 * Releasing held texts (docs/text-alerts.md "Quiet hours"): every text whose buyer's quiet hours
 * ended goes through the same path as a fresh one (the buyer's settings, quiet hours, claim and caps
 * are read again: they may have changed meanwhile), then its held item is deleted. A listing no
 * longer open to buyers is not texted about.
 */
import { ALERTABLE_STATUSES } from '#shared/alerts/deal-match';
import type { DealRecord } from '../db/entities/deal.entity';
import type { UserRecord } from '../db/entities/user.entity';
import { getListings } from '../deals/deal-lookups';
import { getUsers } from '../users/users.service';
import { deliverText, type TextOutcome } from './text-delivery.service';
import { deleteHeldText, listReleasedTexts, type HeldText } from './text-held.repository';

/** What a run did: how many held texts it found, and what became of them. */
export interface HeldTextsOutcome {
  released: number;
  outcomes: Partial<Record<TextOutcome | 'listingClosed' | 'buyerGone', number>>;
}

/** Sends every text held until `now` or earlier; throws (after trying all) when any send failed. */
export async function sendHeldTexts(now: Date): Promise<HeldTextsOutcome> {
  const held = await listReleasedTexts(now);
  const buyers = new Map(
    (await getUsers([...new Set(held.map((item) => item.userId))])).map((b) => [b.userId, b]),
  );
  const listingIds = held
    .filter((item) => item.text.kind !== 'offerDecision')
    .map((item) => item.text.dealId);
  const { listings } = await getListings([...new Set(listingIds)]);
  const outcome: HeldTextsOutcome = { released: held.length, outcomes: {} };
  const failures: unknown[] = [];
  for (const item of held) {
    try {
      const result = await releaseOne(item, buyers, listings, now);
      outcome.outcomes[result] = (outcome.outcomes[result] ?? 0) + 1;
      await deleteHeldText(item);
    } catch (error) {
      // Kept: the next run (every 15 minutes) tries it again; the others go on.
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} held text(s) could not be sent`);
  return outcome;
}

async function releaseOne(
  item: HeldText,
  buyers: ReadonlyMap<string, UserRecord>,
  listings: ReadonlyMap<string, DealRecord>,
  now: Date,
): Promise<TextOutcome | 'listingClosed' | 'buyerGone'> {
  const buyer = buyers.get(item.userId);
  if (!buyer) return 'buyerGone';
  if (item.text.kind !== 'offerDecision') {
    const deal = listings.get(item.text.dealId);
    if (!deal || !ALERTABLE_STATUSES.includes(deal.status)) return 'listingClosed';
  }
  return deliverText(buyer, item.text, now);
}

/**
 * The demo buyers' interest and offers on one generated deal, so the local stack opens with offers
 * tables, "my offers" and accepted deals to look at. Pure and seeded, like deal-generator.ts; it
 * draws from its own sequence so the listings themselves (and the benchmark's data) do not change.
 *
 * What a real history would leave behind:
 * - interest and offers only on listings buyers could see and act on: active, pending and sold ones
 *   (exclusive listings are for first-refusal buyers, which the demo buyers are not);
 * - everything dated between the listing and the moment it stopped taking offers;
 * - a deal that went pending through the platform (not off platform) has the offer that was
 *   accepted, at that moment; one that fell back to active has that offer declined;
 * - other offers stay pending (backups), as in the app.
 */
import type { StatusHistoryEntry } from '#shared/deals/deal-status';
import type { DealFlowBuyer, Interest, Offer } from '#shared/offers/offer-schema';
import type { DealRecord } from '#functions/db/entities/deal.entity';
import { stableUlid, type SeededRandom } from './seeded-random';

/** A demo buyer: their user id and the snapshot offers and interests copy. */
export interface DemoBuyer {
  userId: string;
  buyer: DealFlowBuyer;
}

/** What the generator reads of the listing (known before its counters are). */
export type DealFlowListing = Pick<
  DealRecord,
  'dealId' | 'ownerId' | 'status' | 'createdAt' | 'dealCategory' | 'purchasePrice' | 'entryFee'
>;

export interface GeneratedDealFlow {
  interests: Interest[];
  offers: Offer[];
  /** The offer the listing's pending status came from, when it did. */
  acceptedOfferId?: string;
}

const INTEREST_CHANCE = 0.18;
const OFFER_CHANCE = 0.1;
const MESSAGES = [
  'Can close quickly with proof of funds.',
  'Flexible on the closing date.',
  'Happy to take over the existing loan.',
  null,
] as const;
const DAY_MS = 86_400_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** When the listing stopped taking offers: its first pending entry, or its end, or `now`. */
function offersClosedAt(history: readonly StatusHistoryEntry[], now: number): number {
  const closing = history.find((entry) => entry.status !== 'active' && entry.status !== 'exclusive');
  return closing ? Date.parse(closing.at) : now;
}

function offerFrom(
  random: SeededRandom,
  record: DealFlowListing,
  { userId, buyer }: DemoBuyer,
  submittedAt: number,
  counter: number,
): Offer {
  const cash = record.dealCategory === 'cash' || random.chance(0.2);
  return {
    offerId: stableUlid(submittedAt, counter),
    dealId: record.dealId,
    buyerId: userId,
    buyer,
    offerType: cash ? 'cash' : 'creative',
    purchasePrice:
      cash || random.chance(0.5) ? roundTo(record.purchasePrice * random.between(0.88, 1), 500) : null,
    entryFee: cash
      ? null
      : roundTo((record.entryFee ?? record.purchasePrice * 0.05) * random.between(0.7, 1), 500),
    closeOfEscrowDate: isoDay(submittedAt + random.int(14, 45) * DAY_MS),
    message: random.pick(MESSAGES),
    status: 'pending',
    submittedAt: new Date(submittedAt).toISOString(),
    decidedAt: null,
  };
}

/** The demo buyers' interest and offers on this deal (none for the deal's own seller). */
export function generateDealFlow(
  random: SeededRandom,
  record: DealFlowListing,
  history: readonly StatusHistoryEntry[],
  buyers: readonly DemoBuyer[],
  now: number,
): GeneratedDealFlow {
  if (!['active', 'pending', 'sold'].includes(record.status)) return { interests: [], offers: [] };
  const createdAt = Date.parse(record.createdAt);
  const closedAt = offersClosedAt(history, now);
  const during = () => createdAt + Math.floor(random.next() * Math.max(1, closedAt - createdAt));
  const others = buyers.filter((candidate) => candidate.userId !== record.ownerId);

  const interests: Interest[] = others
    .filter(() => random.chance(INTEREST_CHANCE))
    .map(({ userId, buyer }) => ({
      dealId: record.dealId,
      buyerId: userId,
      buyer,
      createdAt: new Date(during()).toISOString(),
    }));
  const offers = others
    .filter(() => random.chance(OFFER_CHANCE))
    .map((buyer, counter) => offerFrom(random, record, buyer, during(), counter));

  const wentPending = history.find((entry) => entry.status === 'pending');
  if (!wentPending || wentPending.source === 'offPlatform' || others.length === 0)
    return { interests, offers };
  // The accepted offer: one of the drawn offers, or a new one from a demo buyer.
  const pendingAt = Date.parse(wentPending.at);
  const accepted =
    offers.find((offer) => Date.parse(offer.submittedAt) < pendingAt) ??
    offerFrom(
      random,
      record,
      random.pick(others),
      createdAt + Math.floor((pendingAt - createdAt) / 2),
      offers.length,
    );
  if (!offers.includes(accepted)) offers.push(accepted);
  // Back to active: the status change declined the accepted offer (deal-status.service.ts).
  const fellThrough = history.slice(history.indexOf(wentPending)).find((entry) => entry.status === 'active');
  accepted.status = fellThrough ? 'declined' : 'accepted';
  accepted.decidedAt = fellThrough ? fellThrough.at : wentPending.at;
  return { interests, offers, ...(fellThrough ? {} : { acceptedOfferId: accepted.offerId }) };
}

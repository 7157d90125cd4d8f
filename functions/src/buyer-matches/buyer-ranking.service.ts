/**
 * "Buyers for this deal" (docs/buyer-matching.md): the listing's candidate buyers scored by
 * `scoreBuyerMatch` (the alert matcher's reasons plus badge, first refusal and recent activity),
 * best first, filtered and paged by an opaque cursor over the ranking. For the listing's owner and
 * admins only (another seller 403, a hidden listing 404, as the offers routes answer).
 */
import * as z from 'zod';
import {
  type DealBuyersPage,
  type DealBuyersQuery,
  DEAL_BUYERS_MAX_PAGE_SIZE,
  OUTREACH_MAX_PER_BUYER,
  type RankedBuyer,
} from '#shared/buyer-matches/buyer-match-api';
import { scoreBuyerMatch } from '#shared/buyer-matches/buyer-match-score';
import { holdsValidBadge } from '#shared/training/certification-rule';
import { decodeCursorValue, encodeCursorValue } from '../db/cursor';
import type { DealRecord } from '../db/entities/deal.entity';
import type { UserRecord } from '../db/entities/user.entity';
import { loadManagedDeal } from '../deals/deal-access';
import type { Principal } from '../lib/http/principal';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import { readCourseRecord } from '../training/course.repository';
import { countRecentSimilarActivity } from './buyer-activity.repository';
import { findCandidates } from './buyer-candidates';
import { countRecentOutreach, listOutreachOfDeal } from './buyer-outreach.repository';

/** The page size when the query names none. */
const DEFAULT_PAGE_SIZE = 20;

/** A ranked candidate before the page is dressed. */
export interface ScoredBuyer {
  buyer: UserRecord;
  score: number;
  chips: RankedBuyer['chips'];
  certifiedBuyer: boolean;
}

/** The whole ranking of the listing's candidates, best first (ties by id), and what reading it cost. */
export async function rankCandidates(
  deal: DealRecord,
  now: Date,
): Promise<{ ranking: ScoredBuyer[]; capped: boolean; itemsRead: number }> {
  const candidates = await findCandidates(deal);
  const ids = candidates.buyers.map((buyer) => buyer.userId);
  const [activity, course] = await Promise.all([
    countRecentSimilarActivity(deal, ids, now),
    readCourseRecord(),
  ]);
  const ranking = candidates.buyers.map((buyer): ScoredBuyer => {
    const certifiedBuyer = holdsValidBadge(buyer, course);
    const match = scoreBuyerMatch(
      deal,
      { buyBox: buyer.buyBox, preferences: buyer.buyerPreferences },
      {
        certifiedBuyer,
        firstRightOfRefusal: buyer.firstRightOfRefusal,
        recentActivityCount: activity.counts.get(buyer.userId) ?? 0,
      },
    );
    return { buyer, ...match, certifiedBuyer };
  });
  ranking.sort((a, b) => b.score - a.score || a.buyer.userId.localeCompare(b.buyer.userId));
  return {
    ranking,
    capped: candidates.capped,
    itemsRead: candidates.itemsRead + activity.itemsRead + 1,
  };
}

/** The cursor: where the next page starts in the ranking as the same filters keep it. */
const rankingCursorSchema = z.object({ offset: z.number().int().min(0).max(1_000_000) }).strict();

/** "Dana R.": the first name and the last initial, so the list does not hand out who buyers are. */
export const displayNameOf = (buyer: Pick<UserRecord, 'firstName' | 'lastName'>): string =>
  [buyer.firstName.trim(), buyer.lastName.trim() ? `${buyer.lastName.trim()[0]!.toUpperCase()}.` : '']
    .filter(Boolean)
    .join(' ');

/** GET /api/deals/{dealId}/buyers. */
export async function listDealBuyers(
  principal: Principal,
  dealId: string,
  query: DealBuyersQuery,
  now: Date,
): Promise<DealBuyersPage> {
  const { deal } = await loadManagedDeal(principal, dealId);
  await enforceRateLimit('buyerRankingsPerUser', principal.userId, now);
  const offset = query.cursor ? decodeCursorValue(query.cursor, rankingCursorSchema).offset : 0;
  const limit = Math.min(query.limit ?? DEFAULT_PAGE_SIZE, DEAL_BUYERS_MAX_PAGE_SIZE);
  const { ranking, capped } = await rankCandidates(deal, now);
  const kept = ranking.filter(
    (ranked) =>
      (query.minScore === undefined || ranked.score >= query.minScore) &&
      (!query.certifiedOnly || ranked.certifiedBuyer),
  );
  const page = kept.slice(offset, offset + limit);
  const pageIds = page.map((ranked) => ranked.buyer.userId);
  const [sends, recentSends] = await Promise.all([
    listOutreachOfDeal(dealId),
    countRecentOutreach(pageIds, now),
  ]);
  return {
    items: page.map(({ buyer, score, chips, certifiedBuyer }) => {
      const lastSentAt = sends.get(buyer.userId) ?? null;
      return {
        userId: buyer.userId,
        displayName: displayNameOf(buyer),
        score,
        chips,
        certifiedBuyer,
        firstRightOfRefusal: buyer.firstRightOfRefusal,
        lastSentAt,
        canSend: !sends.has(buyer.userId) && (recentSends.get(buyer.userId) ?? 0) < OUTREACH_MAX_PER_BUYER,
      };
    }),
    nextCursor: offset + limit < kept.length ? encodeCursorValue({ offset: offset + limit }) : null,
    total: kept.length,
    capped,
  };
}

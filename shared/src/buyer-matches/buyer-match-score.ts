/**
 * The match score of a buyer for a listing (docs/buyer-matching.md "Score"): 0–100, from the alert
 * matcher's own judgement of the buyer's searches (`evaluateSearches`, one matcher for alerts and
 * the ranking) plus what the marketplace knows of the buyer (Certified Buyer, first right of
 * refusal, recent activity on similar listings). The weights live here and only here.
 */
import {
  type CriterionOutcome,
  type MatchCriterion,
  type MatchableBuyer,
  type MatchableDeal,
  type SearchEvaluation,
  evaluateSearches,
} from '../alerts/deal-match';
import { BUYER_MATCH_FACTORS, type BuyerMatchChip, type BuyerMatchFactor } from './buyer-match-api';

/** Points of each factor; they sum to 100. */
export const BUYER_MATCH_WEIGHTS: Readonly<Record<BuyerMatchFactor, number>> = {
  location: 25,
  budget: 20,
  payment: 10,
  propertyType: 10,
  financeType: 10,
  certifiedBuyer: 10,
  firstRefusal: 5,
  recentActivity: 10,
};

/** A factor the buyer left open (no constraint, or no data on the listing) earns this share of its points. */
export const OPEN_FACTOR_SHARE = 0.5;

/** Recent actions on similar listings that earn the whole recent-activity points. */
export const RECENT_ACTIVITY_FULL_COUNT = 3;

/** Which factor each of the matcher's criteria counts towards. */
export const FACTOR_OF_CRITERION: Readonly<Record<MatchCriterion, BuyerMatchFactor>> = {
  location: 'location',
  price: 'budget',
  downPayment: 'budget',
  monthlyPayment: 'payment',
  propertyType: 'propertyType',
  bedrooms: 'propertyType',
  bathrooms: 'propertyType',
  squareFootage: 'propertyType',
  yearBuilt: 'propertyType',
  lotSize: 'propertyType',
  hoa: 'propertyType',
  dealCategory: 'financeType',
};

/** The factors the matcher judges (the rest come from the buyer's record and activity). */
export const MATCHER_FACTORS = ['location', 'budget', 'payment', 'propertyType', 'financeType'] as const;
type MatcherFactor = (typeof MATCHER_FACTORS)[number];

/** What the score knows of the buyer besides their searches. */
export interface BuyerStanding {
  certifiedBuyer: boolean;
  firstRightOfRefusal: boolean;
  /** The buyer's recent actions (interest, offers) on listings like this one. */
  recentActivityCount: number;
}

export interface BuyerMatch {
  score: number;
  /** Fits first, then misses, each in BUYER_MATCH_FACTORS order. */
  chips: BuyerMatchChip[];
}

/** One factor of one search: fit (with the first fitting reason), miss (with the first miss's), or open. */
type FactorOutcome = {
  outcome: 'fit' | 'miss';
  reason: CriterionOutcome & { outcome: 'fit' | 'miss' };
} | null;

function factorOutcome(evaluation: SearchEvaluation, factor: MatcherFactor): FactorOutcome {
  const judged = evaluation.criteria.filter(
    (criterion): criterion is CriterionOutcome & { outcome: 'fit' | 'miss' } =>
      FACTOR_OF_CRITERION[criterion.criterion] === factor && criterion.outcome !== 'none',
  );
  const miss = judged.find((criterion) => criterion.outcome === 'miss');
  if (miss) return { outcome: 'miss', reason: miss };
  return judged[0] ? { outcome: 'fit', reason: judged[0] } : null;
}

const factorShare = (outcome: FactorOutcome): number =>
  outcome === null ? OPEN_FACTOR_SHARE : outcome.outcome === 'fit' ? 1 : 0;

/** The points one search earns on the matcher's factors. */
const searchPoints = (evaluation: SearchEvaluation): number =>
  MATCHER_FACTORS.reduce(
    (sum, factor) => sum + BUYER_MATCH_WEIGHTS[factor] * factorShare(factorOutcome(evaluation, factor)),
    0,
  );

/** The recent-activity share: one third per action, whole from RECENT_ACTIVITY_FULL_COUNT. */
const activityShare = (count: number): number =>
  Math.min(count, RECENT_ACTIVITY_FULL_COUNT) / RECENT_ACTIVITY_FULL_COUNT;

/**
 * The buyer's score for the listing and its chips. A buyer with two searches is scored on the one
 * that fits best (as the alerts match when either search does); a buyer with none scores only on
 * their standing.
 */
export function scoreBuyerMatch(
  deal: MatchableDeal,
  buyer: MatchableBuyer,
  standing: BuyerStanding,
): BuyerMatch {
  const evaluations = evaluateSearches(deal, buyer);
  const best = evaluations.reduce<SearchEvaluation | null>(
    (kept, evaluation) =>
      kept === null || searchPoints(evaluation) > searchPoints(kept) ? evaluation : kept,
    null,
  );
  const matcherPoints = best ? searchPoints(best) : 0;
  const standingPoints =
    (standing.certifiedBuyer ? BUYER_MATCH_WEIGHTS.certifiedBuyer : 0) +
    (standing.firstRightOfRefusal ? BUYER_MATCH_WEIGHTS.firstRefusal : 0) +
    BUYER_MATCH_WEIGHTS.recentActivity * activityShare(standing.recentActivityCount);

  const chips: BuyerMatchChip[] = [];
  if (best) {
    for (const factor of MATCHER_FACTORS) {
      const outcome = factorOutcome(best, factor);
      if (outcome)
        chips.push({
          factor,
          fit: outcome.outcome === 'fit',
          reason: { ...outcome.reason.reason } as BuyerMatchChip['reason'],
        });
    }
  }
  if (standing.certifiedBuyer) chips.push({ factor: 'certifiedBuyer', fit: true });
  if (standing.firstRightOfRefusal) chips.push({ factor: 'firstRefusal', fit: true });
  if (standing.recentActivityCount > 0)
    chips.push({ factor: 'recentActivity', fit: true, count: standing.recentActivityCount });
  const order = (chip: BuyerMatchChip) =>
    (chip.fit ? 0 : BUYER_MATCH_FACTORS.length) + BUYER_MATCH_FACTORS.indexOf(chip.factor);
  chips.sort((a, b) => order(a) - order(b));

  return { score: Math.max(0, Math.min(100, Math.round(matcherPoints + standingPoints))), chips };
}

/**
 * Views and analytics (docs/requirements.md#r2-6 "analytics"): a listing counts the views of buyers and other
 * sellers (never its owner's or an admin's), once per person as a unique viewer, and keeps one
 * activity item per day; the analytics page shows the totals and the last ANALYTICS_DAYS days.
 */
import { ANALYTICS_DAYS, type DealAnalytics, type DealActivityDay } from '#shared/deals/deal-api';
import { NO_COUNTS, withViewCounters } from '../db/entities/deal-counters.entity';
import type { DealRecord } from '../db/entities/deal.entity';
import type { Principal } from '../lib/http/principal';
import { logger } from '../lib/logger';
import { loadManagedDeal } from './deal-access';
import { findViewCounters, findViewCountersOf, listActivity, recordView } from './deal-activity.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Counts a view. Counting is a side effect of reading the listing, so it never fails the read:
 * a failure is logged and the view is lost.
 */
export async function countView(dealId: string, viewerId: string, now: Date): Promise<void> {
  try {
    await recordView(dealId, viewerId, now.toISOString());
  } catch (error) {
    logger.error('Could not count a listing view', { dealId, error: String(error) });
  }
}

/** A listing with its view counts joined (one read of its counters item). */
export async function withViewCounts(deal: DealRecord): Promise<DealRecord> {
  return withViewCounters(deal, await findViewCounters(deal.dealId));
}

/** A page of listings with their view counts joined (one batch read for the page). */
export async function withViewCountsOfPage(deals: readonly DealRecord[]): Promise<DealRecord[]> {
  const counters = await findViewCountersOf(deals.map((deal) => deal.dealId));
  return deals.map((deal) => withViewCounters(deal, counters.get(deal.dealId) ?? NO_COUNTS));
}

/** The last `days` calendar days (UTC) up to today, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => isoDay(now.getTime() - (days - 1 - index) * DAY_MS));
}

/** A listing's totals and its last ANALYTICS_DAYS days, every day present (its owner or an admin). */
export async function getDealAnalytics(
  principal: Principal,
  dealId: string,
  now: Date,
): Promise<DealAnalytics> {
  const { deal: stored } = await loadManagedDeal(principal, dealId);
  const days = lastDays(now, ANALYTICS_DAYS);
  const [deal, activity] = await Promise.all([
    withViewCounts(stored),
    listActivity(dealId, days[0]!, days[days.length - 1]!),
  ]);
  const byDay = new Map(activity.map((day) => [day.date, day]));
  const daily: DealActivityDay[] = days.map((date) => {
    const day = byDay.get(date);
    return {
      date,
      views: Math.max(0, day?.views ?? 0),
      uniqueViewers: Math.max(0, day?.uniqueViewers ?? 0),
      favorites: Math.max(0, day?.favorites ?? 0),
      interests: Math.max(0, day?.interests ?? 0),
      offers: Math.max(0, day?.offers ?? 0),
    };
  });
  return {
    dealId,
    totals: {
      views: deal.viewCount,
      uniqueViewers: deal.uniqueViewerCount,
      favorites: deal.favoriteCount,
      interests: deal.interestCount,
      offers: deal.offerCount,
    },
    daily,
  };
}

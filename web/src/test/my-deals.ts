import type { MyDeal } from '#shared/deals/deal-api';
import { sampleMyDeal } from '#shared/deals/deal-samples';
import type { StatusHistoryEntry } from '#shared/deals/deal-status';

/** A row of the seller's dashboard as listMyDeals answers it, with some activity. */
export const makeMyDeal = (overrides: Partial<MyDeal> = {}): MyDeal =>
  sampleMyDeal({
    favoriteCount: 4,
    interestCount: 2,
    offerCount: 1,
    viewCount: 37,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  });

/** One entry of a listing's status history. */
export function makeHistoryEntry(overrides: Partial<StatusHistoryEntry> = {}): StatusHistoryEntry {
  return {
    status: 'active',
    at: '2026-03-01T10:00:00.000Z',
    source: 'system',
    comments: null,
    cancelReason: null,
    ...overrides,
  };
}

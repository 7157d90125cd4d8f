/**
 * React Query keys of the seller's dashboard. Every key starts with `deals`, so a change to a
 * listing invalidates the whole family (the list, its history, and any listing page in the cache).
 */
export const MY_DEALS_QUERY_KEY = ['deals', 'mine'] as const;
export const statusHistoryQueryKey = (dealId: string) => ['deals', dealId, 'status-history'] as const;

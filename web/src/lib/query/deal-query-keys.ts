/**
 * React Query keys every feature that reads listings shares. Each listing query sits under
 * `DEALS_QUERY_KEY`, so invalidating it after a change to a listing refreshes them all.
 */
export const DEALS_QUERY_KEY = ['deals'] as const;

/** One listing with its seller and what the caller may do (`getDeal`): the listing page and the editor. */
export const dealDetailQueryKey = (dealId: string) => ['deals', 'detail', dealId] as const;

/**
 * React Query keys of everything read about listings: the listing itself, the seller's list and
 * history, offers, interests, notifications and analytics. Each starts with `deals`, so
 * invalidating `dealQueryKeys.all` after a change to a listing (an accepted offer takes it to
 * pending) refreshes every one of them.
 */
export const dealQueryKeys = {
  all: ['deals'] as const,
  /** One listing with its seller and what the caller may do (`getDeal`): the listing page and the editor. */
  detail: (dealId: string) => ['deals', 'detail', dealId] as const,
  /** The seller's own listings (dashboard). */
  mine: ['deals', 'mine'] as const,
  statusHistory: (dealId: string) => ['deals', dealId, 'status-history'] as const,
  myOffers: ['deals', 'my-offers'] as const,
  myInterests: ['deals', 'my-interests'] as const,
  offers: (dealId: string) => ['deals', dealId, 'offers'] as const,
  interests: (dealId: string) => ['deals', dealId, 'interests'] as const,
  /** The listing as the pages that manage it (offers, analytics) show it. */
  managedListing: (dealId: string) => ['deals', dealId, 'managed-listing'] as const,
  notifications: (dealId: string) => ['deals', dealId, 'notifications'] as const,
  analytics: (dealId: string) => ['deals', dealId, 'analytics'] as const,
  /** The listing's ranked buyers ("Buyers for this deal"), every filter under it. */
  buyers: (dealId: string) => ['deals', dealId, 'buyers'] as const,
};

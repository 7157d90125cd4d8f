/**
 * React Query keys of interest and offers (issue #5), shared by the listing page, the dashboard and
 * the seller's offers page. Each starts with `deals`, like every listing key, so a change to a
 * listing (an accepted offer takes it to pending) refreshes these too, and an offer refreshes them.
 */
export const dealFlowQueryKeys = {
  myOffers: ['deals', 'my-offers'] as const,
  myInterests: ['deals', 'my-interests'] as const,
  dealOffers: (dealId: string) => ['deals', dealId, 'offers'] as const,
  dealInterests: (dealId: string) => ['deals', dealId, 'interests'] as const,
};

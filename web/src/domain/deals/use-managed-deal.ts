/** A listing as the pages that manage it (offers, analytics) read it, for its address and status. */
import { useQuery } from '@tanstack/react-query';
import { getDeal } from '#shared/api/routes/deals.routes';
import { callRoute } from '../../lib/api/app-api-client';
import { dealQueryKeys } from './deal-query-keys';

/**
 * The listing itself, read only once the caller is known to manage it (a listing page read by
 * anyone else counts as a view).
 */
export function useManagedDeal(dealId: string, enabled: boolean) {
  return useQuery({
    queryKey: dealQueryKeys.managedListing(dealId),
    queryFn: ({ signal }) => callRoute(getDeal, { params: { dealId }, signal }),
    enabled,
  });
}

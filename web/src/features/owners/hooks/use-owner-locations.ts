import { useQuery } from '@tanstack/react-query';
import { getOwnerLocations } from '#shared/api/routes/owners.routes';
import { callRoute } from '../../../lib/api/app-api-client';

export const OWNER_LOCATIONS_QUERY_KEY = ['owner-locations'] as const;

/** Where the Owners Club members who chose to appear are, per ZIP (docs/demand.md "Owners Club map"). */
export function useOwnerLocations() {
  return useQuery({
    queryKey: OWNER_LOCATIONS_QUERY_KEY,
    queryFn: ({ signal }) => callRoute(getOwnerLocations, { signal }),
    // Read again on every visit: a member who just turned theirs on in the profile expects to see it.
    staleTime: 0,
  });
}

import { useQuery } from '@tanstack/react-query';
import { getZipDemand } from '#shared/api/routes/demand.routes';
import { callRoute } from '../../../lib/api/app-api-client';
import { shouldRetryQuery } from '../../../lib/query/query-client';
import { zipDemandFailureOf } from '../api/zip-demand-failure';

/** A ZIP's figures, breakdown, trend, listings and neighbours; only a failure other than a refusal is retried. */
export function useZipDemand(zipCode: string) {
  return useQuery({
    queryKey: ['zip-demand', zipCode],
    queryFn: ({ signal }) => callRoute(getZipDemand, { params: { zipCode }, signal }),
    retry: (failureCount, error) =>
      zipDemandFailureOf(error) === 'failed' && shouldRetryQuery(failureCount, error),
  });
}

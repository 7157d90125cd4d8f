import { useQuery } from '@tanstack/react-query';
import { getDealAnalytics } from '#shared/api/routes/deals.routes';
import { callRoute } from '../../../lib/api/app-api-client';
import { shouldRetryQuery } from '../../../lib/query/query-client';
import { isFinalAnswer } from '../api/analytics-failure';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

/** A listing's totals and last 30 days; a 403 or 404 is final, not retried. */
export function useDealAnalytics(dealId: string) {
  return useQuery({
    queryKey: dealQueryKeys.analytics(dealId),
    queryFn: ({ signal }) => callRoute(getDealAnalytics, { params: { dealId }, signal }),
    retry: (failureCount, error) => !isFinalAnswer(error) && shouldRetryQuery(failureCount, error),
  });
}

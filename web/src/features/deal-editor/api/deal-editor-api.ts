/** The listing editor's calls: load the listing to edit, save it, and read a refused save. */
import { useQuery } from '@tanstack/react-query';
import { createDeal, getDeal, updateDeal } from '#shared/api/routes/deals.routes';
import type { Deal } from '#shared/deals/deal-api';
import type { DealInput } from '#shared/deals/deal-schema';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { shouldRetryQuery } from '../../../lib/query/query-client';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

/** The listing with what the caller may do; a missing listing (404) is not retried. */
export function useDealDetail(dealId: string | undefined) {
  return useQuery({
    queryKey: dealQueryKeys.detail(dealId ?? ''),
    queryFn: ({ signal }) => callRoute(getDeal, { params: { dealId: dealId ?? '' }, signal }),
    enabled: dealId !== undefined,
    retry: (failureCount, error) => !isNotFound(error) && shouldRetryQuery(failureCount, error),
  });
}

/** Creates the listing, or replaces the fields of `dealId`'s. */
export function saveDeal(dealId: string | undefined, body: DealInput): Promise<Deal> {
  return dealId === undefined
    ? callRoute(createDeal, { body })
    : callRoute(updateDeal, { params: { dealId }, body });
}

/** True when the server answered that the listing does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.code === 'DEAL_NOT_FOUND');
}

/** The listing already at this street address when the save was refused as a duplicate, else null. */
export function duplicateOf(error: unknown): { dealId: string } | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'DUPLICATE_ADDRESS') return null;
  const related = (error.data as { related?: { dealId?: unknown } } | null)?.related;
  return typeof related?.dealId === 'string' ? { dealId: related.dealId } : null;
}

import { useQuery } from '@tanstack/react-query';
import { listDealStatusHistory } from '#shared/api/routes/deals.routes';
import { callRoute } from '../../../lib/api/app-api-client';
import { dealQueryKeys } from '../../../domain/deals/deal-query-keys';

/** A listing's status history, oldest first as the API answers it. */
export function useStatusHistory(dealId: string) {
  return useQuery({
    queryKey: dealQueryKeys.statusHistory(dealId),
    queryFn: ({ signal }) => callRoute(listDealStatusHistory, { params: { dealId }, signal }),
  });
}

/**
 * The demand reads, keyed in one place: every key starts with `demand`, so anything that changes
 * buyers' figures can refresh them all.
 */
import { queryOptions } from '@tanstack/react-query';
import { getBuyerDemand } from '#shared/api/routes/demand.routes';
import type { BuyerDemandQuery } from '#shared/demand/demand';
import { callRoute } from '../../lib/api/app-api-client';

export const demandQueryKeys = {
  all: ['demand'] as const,
  buyers: ({ segment, state }: BuyerDemandQuery) => ['demand', 'buyers', segment, state ?? null] as const,
};

/** Buyers per ZIP for one segment and optionally one state: the map and the table share it. */
export const buyerDemandQuery = (query: BuyerDemandQuery) =>
  queryOptions({
    queryKey: demandQueryKeys.buyers(query),
    queryFn: ({ signal }) => callRoute(getBuyerDemand, { query, signal }),
  });

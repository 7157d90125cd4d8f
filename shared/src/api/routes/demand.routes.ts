/**
 * Buyer demand routes (docs/requirements.md#r2-13 buyer map, docs/requirements.md#r3-7,
 * docs/requirements.md#r7-3, docs/demand.md): the buyer map and its Analytics by ZIP table, a ZIP's
 * page, and the public figures for up to 50 ZIPs or one state. Every answer is suppressed (fewer
 * than 11 buyers shown as such) and rounded.
 */
import {
  buyerDemandQuerySchema,
  buyerDemandSchema,
  publicZipAnalyticsSchema,
  zipAnalyticsQuerySchema,
  zipDemandDetailSchema,
  zipParamsSchema,
} from '#shared/demand/demand';
import { PUBLIC_ZIP_ANALYTICS_CACHE_SECONDS } from '#shared/demand/demand-limits';
import { featureRoutes } from '../route';

const route = featureRoutes('demand');

/** Who sees the buyer map and ZIP pages: sellers, owners and admins (docs/requirements.md#r6-1). */
const DEMAND_VIEWERS = ['originator', 'owner', 'admin'] as const;

export const getBuyerDemand = route({
  id: 'getBuyerDemand',
  method: 'GET',
  path: '/api/buyers/demand',
  auth: DEMAND_VIEWERS,
  summary:
    'Buyers per ZIP for the buyer map and the Analytics by ZIP table, for one segment and optionally one state',
  request: { query: buyerDemandQuerySchema },
  response: buyerDemandSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const getZipDemand = route({
  id: 'getZipDemand',
  method: 'GET',
  path: '/api/zip/{zipCode}/analytics',
  auth: DEMAND_VIEWERS,
  summary: "One ZIP's buyers, breakdown, monthly trend, active listings and nearest ZIPs with demand",
  request: { params: zipParamsSchema },
  response: zipDemandDetailSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const getZipAnalytics = route({
  id: 'getZipAnalytics',
  method: 'GET',
  path: '/api/analytics/zip-analytics',
  auth: 'public',
  summary:
    'Public buyer figures for up to 50 ZIPs or one state, from the daily published snapshot (suppressed and rounded)',
  request: { query: zipAnalyticsQuerySchema },
  response: publicZipAnalyticsSchema,
  successStatus: 200,
  // table:write counts the caller's requests against the per-address limit.
  grants: ['table:read', 'table:write'],
  publicCacheSeconds: PUBLIC_ZIP_ANALYTICS_CACHE_SECONDS,
});

export const demandRoutes = [getBuyerDemand, getZipDemand, getZipAnalytics];

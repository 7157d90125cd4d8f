/**
 * Routes of listings (docs/requirements.md#r2-5, docs/requirements.md#r2-1 deals routes): create, edit, view,
 * status, browse, favourites.
 */
import * as z from 'zod';
import {
  browseQuerySchema,
  dealAnalyticsSchema,
  dealDetailSchema,
  dealPageSchema,
  dealParamsSchema,
  dealSchema,
  favoriteStateSchema,
  mapPointsQuerySchema,
  mapPointsSchema,
  myDealPageSchema,
  myDealsQuerySchema,
  statusHistorySchema,
} from '#shared/deals/deal-api';
import { dealInputSchema } from '#shared/deals/deal-schema';
import { deleteDealQuerySchema, statusChangeSchema } from '#shared/deals/deal-status';
import { DEAL_MANAGERS } from '#shared/users/roles';
import { featureRoutes } from '../route';

const route = featureRoutes('deals');

const TABLE = ['table:read', 'table:write'] as const;

export const createDeal = route({
  id: 'createDeal',
  method: 'POST',
  path: '/api/deals',
  auth: DEAL_MANAGERS,
  summary:
    'Lists a deal (active, or exclusive for first-refusal buyers); a street address listed by another user is refused',
  request: { body: dealInputSchema },
  response: dealSchema,
  successStatus: 201,
  // Each new photo is checked before use: read, its checked copy written, the upload deleted.
  // A new listing's alerts go through the alerts queue (docs/alerts.md).
  grants: [...TABLE, 'uploads:check', 'queue:alerts:send'],
});

export const updateDeal = route({
  id: 'updateDeal',
  method: 'PUT',
  path: '/api/deals/{dealId}',
  auth: DEAL_MANAGERS,
  summary: "Replaces a listing's fields (its owner or an admin); the status changes only through /status",
  request: { params: dealParamsSchema, body: dealInputSchema },
  response: dealSchema,
  successStatus: 200,
  grants: [...TABLE, 'uploads:check'],
});

export const getDeal = route({
  id: 'getDeal',
  method: 'GET',
  path: '/api/deals/{dealId}',
  auth: 'signed-in',
  summary:
    'A listing with its seller and what the caller may do; exclusive only for first-refusal buyers, the owner and admins; deleted only for admins. Counts a view',
  request: { params: dealParamsSchema },
  response: dealDetailSchema,
  successStatus: 200,
  // A view is counted for the analytics page.
  grants: TABLE,
});

export const deleteDeal = route({
  id: 'deleteDeal',
  method: 'DELETE',
  path: '/api/deals/{dealId}',
  auth: DEAL_MANAGERS,
  summary:
    'Soft-deletes a listing (its owner or an admin): the data stays, only admins still see it; its open offers close (409 OPEN_OFFERS_TO_CLOSE until confirmed)',
  request: { params: dealParamsSchema, query: deleteDealQuerySchema },
  response: z.null(),
  successStatus: 204,
  // The buyers of the offers it closes are told.
  grants: [...TABLE, 'queue:notifications:send'],
});

export const changeDealStatus = route({
  id: 'changeDealStatus',
  method: 'POST',
  path: '/api/deals/{dealId}/status',
  auth: DEAL_MANAGERS,
  summary:
    'Changes the status along the transition table with a conditional write, and records it in the history',
  request: { params: dealParamsSchema, body: statusChangeSchema },
  response: dealSchema,
  successStatus: 200,
  // Alerts when the listing turns active; the buyers' notices when an accepted offer fell through
  // or the listing left the market with open offers.
  grants: [...TABLE, 'queue:alerts:send', 'queue:notifications:send'],
});

export const listDealStatusHistory = route({
  id: 'listDealStatusHistory',
  method: 'GET',
  path: '/api/deals/{dealId}/status-history',
  auth: DEAL_MANAGERS,
  summary: "A listing's status history, oldest first (its owner or an admin)",
  request: { params: dealParamsSchema },
  response: statusHistorySchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const browseDeals = route({
  id: 'browseDeals',
  method: 'GET',
  path: '/api/deals',
  auth: 'signed-in',
  summary:
    'Browse listings: text search, filters, sort, radius around a ZIP or a point, favourites, cursor pages (no Scan)',
  request: { query: browseQuerySchema },
  response: dealPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const listMapPoints = route({
  id: 'listMapPoints',
  method: 'GET',
  path: '/api/deals/map-points',
  auth: 'signed-in',
  summary:
    "The browse map: every listing matching the browse filters inside the map's view (west, south, east, north), as points, at most 1,000 (capped: zoom in); no Scan, 30 a minute per user",
  request: { query: mapPointsQuerySchema },
  response: mapPointsSchema,
  successStatus: 200,
  // The per-user limit is counted in the table.
  grants: TABLE,
});

export const listMyDeals = route({
  id: 'listMyDeals',
  method: 'GET',
  path: '/api/users/me/deals',
  auth: DEAL_MANAGERS,
  summary: "The caller's listings with their counts, newest first (the seller's dashboard)",
  request: { query: myDealsQuerySchema },
  response: myDealPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const addFavorite = route({
  id: 'addFavorite',
  method: 'PUT',
  path: '/api/deals/{dealId}/favorite',
  auth: 'signed-in',
  summary: 'Saves a listing as a favourite of the caller (idempotent) and answers its favourite count',
  request: { params: dealParamsSchema },
  response: favoriteStateSchema,
  successStatus: 200,
  grants: TABLE,
});

export const removeFavorite = route({
  id: 'removeFavorite',
  method: 'DELETE',
  path: '/api/deals/{dealId}/favorite',
  auth: 'signed-in',
  summary: "Removes a listing from the caller's favourites (idempotent) and answers its favourite count",
  request: { params: dealParamsSchema },
  response: favoriteStateSchema,
  successStatus: 200,
  grants: TABLE,
});

export const getDealAnalytics = route({
  id: 'getDealAnalytics',
  method: 'GET',
  path: '/api/deals/{dealId}/analytics',
  auth: DEAL_MANAGERS,
  summary:
    "A listing's views, unique viewers, favourites, interests and offers per day (its owner or an admin)",
  request: { params: dealParamsSchema },
  response: dealAnalyticsSchema,
  successStatus: 200,
  grants: ['table:read'],
});

/** The deals routes, in the order the OpenAPI document lists them. */
export const dealsRoutes = [
  browseDeals,
  listMapPoints,
  createDeal,
  listMyDeals,
  getDeal,
  updateDeal,
  deleteDeal,
  changeDealStatus,
  listDealStatusHistory,
  getDealAnalytics,
  addFavorite,
  removeFavorite,
] as const;

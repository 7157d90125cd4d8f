/** Routes of listings (issue #4, SPEC §2 deals routes): create, edit, view, status, browse, favourites. */
import { z } from 'zod';
import {
  browseQuerySchema,
  dealAnalyticsSchema,
  dealDetailSchema,
  dealPageSchema,
  dealParamsSchema,
  dealSchema,
  favoriteStateSchema,
  myDealPageSchema,
  myDealsQuerySchema,
  statusHistorySchema,
} from '#shared/deals/deal-api';
import { dealInputSchema } from '#shared/deals/deal-schema';
import { statusChangeSchema } from '#shared/deals/deal-status';
import { DEAL_MANAGERS } from '#shared/users/roles';
import { defineRoute } from '../route';

const TABLE = ['table:read', 'table:write'] as const;

export const createDeal = defineRoute({
  id: 'createDeal',
  method: 'POST',
  path: '/api/deals',
  auth: DEAL_MANAGERS,
  handler: 'deals/handlers/create-deal',
  summary:
    'Lists a deal (active, or exclusive for first-refusal buyers); a street address listed by another user is refused',
  tag: 'deals',
  request: { body: dealInputSchema },
  response: dealSchema,
  successStatus: 201,
  // Checking that each photo was uploaded (HeadObject) needs read access to uploads.
  // A new listing's alerts go through the alerts queue (docs/alerts.md).
  grants: [...TABLE, 'uploads:read', 'queue:alerts:send'],
});

export const updateDeal = defineRoute({
  id: 'updateDeal',
  method: 'PUT',
  path: '/api/deals/{dealId}',
  auth: DEAL_MANAGERS,
  handler: 'deals/handlers/update-deal',
  summary: "Replaces a listing's fields (its owner or an admin); the status changes only through /status",
  tag: 'deals',
  request: { params: dealParamsSchema, body: dealInputSchema },
  response: dealSchema,
  successStatus: 200,
  grants: [...TABLE, 'uploads:read'],
});

export const getDeal = defineRoute({
  id: 'getDeal',
  method: 'GET',
  path: '/api/deals/{dealId}',
  auth: 'signed-in',
  handler: 'deals/handlers/get-deal',
  summary:
    'A listing with its seller and what the caller may do; exclusive only for first-refusal buyers, the owner and admins; deleted only for admins. Counts a view',
  tag: 'deals',
  request: { params: dealParamsSchema },
  response: dealDetailSchema,
  successStatus: 200,
  // A view is counted for the analytics page.
  grants: TABLE,
});

export const deleteDeal = defineRoute({
  id: 'deleteDeal',
  method: 'DELETE',
  path: '/api/deals/{dealId}',
  auth: DEAL_MANAGERS,
  handler: 'deals/handlers/delete-deal',
  summary: 'Soft-deletes a listing (its owner or an admin): the data stays, only admins still see it',
  tag: 'deals',
  request: { params: dealParamsSchema },
  response: z.null(),
  successStatus: 204,
  grants: TABLE,
});

export const changeDealStatus = defineRoute({
  id: 'changeDealStatus',
  method: 'POST',
  path: '/api/deals/{dealId}/status',
  auth: DEAL_MANAGERS,
  handler: 'deals/handlers/change-deal-status',
  summary:
    'Changes the status along the transition table with a conditional write, and records it in the history',
  tag: 'deals',
  request: { params: dealParamsSchema, body: statusChangeSchema },
  response: dealSchema,
  successStatus: 200,
  // Alerts when the listing turns active; the buyer's notice when an accepted offer fell through.
  grants: [...TABLE, 'queue:alerts:send', 'queue:notifications:send'],
});

export const listDealStatusHistory = defineRoute({
  id: 'listDealStatusHistory',
  method: 'GET',
  path: '/api/deals/{dealId}/status-history',
  auth: DEAL_MANAGERS,
  handler: 'deals/handlers/list-deal-status-history',
  summary: "A listing's status history, oldest first (its owner or an admin)",
  tag: 'deals',
  request: { params: dealParamsSchema },
  response: statusHistorySchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const browseDeals = defineRoute({
  id: 'browseDeals',
  method: 'GET',
  path: '/api/deals',
  auth: 'signed-in',
  handler: 'deals/handlers/browse-deals',
  summary:
    'Browse listings: text search, filters, sort, radius around a ZIP or a point, favourites, cursor pages (no Scan)',
  tag: 'deals',
  request: { query: browseQuerySchema },
  response: dealPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const listMyDeals = defineRoute({
  id: 'listMyDeals',
  method: 'GET',
  path: '/api/users/me/deals',
  auth: DEAL_MANAGERS,
  handler: 'deals/handlers/list-my-deals',
  summary: "The caller's listings with their counts, newest first (the seller's dashboard)",
  tag: 'deals',
  request: { query: myDealsQuerySchema },
  response: myDealPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const addFavorite = defineRoute({
  id: 'addFavorite',
  method: 'PUT',
  path: '/api/deals/{dealId}/favorite',
  auth: 'signed-in',
  handler: 'deals/handlers/add-favorite',
  summary: 'Saves a listing as a favourite of the caller (idempotent) and answers its favourite count',
  tag: 'deals',
  request: { params: dealParamsSchema },
  response: favoriteStateSchema,
  successStatus: 200,
  grants: TABLE,
});

export const removeFavorite = defineRoute({
  id: 'removeFavorite',
  method: 'DELETE',
  path: '/api/deals/{dealId}/favorite',
  auth: 'signed-in',
  handler: 'deals/handlers/remove-favorite',
  summary: "Removes a listing from the caller's favourites (idempotent) and answers its favourite count",
  tag: 'deals',
  request: { params: dealParamsSchema },
  response: favoriteStateSchema,
  successStatus: 200,
  grants: TABLE,
});

export const getDealAnalytics = defineRoute({
  id: 'getDealAnalytics',
  method: 'GET',
  path: '/api/deals/{dealId}/analytics',
  auth: DEAL_MANAGERS,
  handler: 'deals/handlers/get-deal-analytics',
  summary:
    "A listing's views, unique viewers, favourites, interests and offers per day (its owner or an admin)",
  tag: 'deals',
  request: { params: dealParamsSchema },
  response: dealAnalyticsSchema,
  successStatus: 200,
  grants: ['table:read'],
});

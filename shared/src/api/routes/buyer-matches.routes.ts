/**
 * Routes of "Buyers for this deal" (docs/buyer-matching.md): the listing's owner or an admin reads
 * the ranked buyers and e-mails the chosen ones; a buyer says they are not interested in a listing.
 */
import { dealParamsSchema } from '#shared/deals/deal-api';
import {
  dealBuyersPageSchema,
  dealBuyersQuerySchema,
  notInterestedStateSchema,
  sendToBuyersInputSchema,
  sendToBuyersResultSchema,
} from '#shared/buyer-matches/buyer-match-api';
import { DEAL_MANAGERS } from '#shared/users/roles';
import { featureRoutes } from '../route';

const route = featureRoutes('buyer-matches');

const TABLE = ['table:read', 'table:write'] as const;

export const listDealBuyers = route({
  id: 'listDealBuyers',
  method: 'GET',
  path: '/api/deals/{dealId}/buyers',
  auth: DEAL_MANAGERS,
  summary:
    'The buyers whose buy box or preferences fit a listing, ranked by match score with the reasons (its owner or an admin)',
  request: { params: dealParamsSchema, query: dealBuyersQuerySchema },
  response: dealBuyersPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const sendDealToBuyers = route({
  id: 'sendDealToBuyers',
  method: 'POST',
  path: '/api/deals/{dealId}/buyers/send',
  auth: DEAL_MANAGERS,
  summary:
    'E-mails an exclusive or active listing to chosen ranked buyers in their language (its owner or an admin); never to a buyer who is not interested, twice, or past their weekly cap',
  request: { params: dealParamsSchema, body: sendToBuyersInputSchema },
  response: sendToBuyersResultSchema,
  successStatus: 200,
  grants: [...TABLE, 'email:send'],
});

export const markNotInterested = route({
  id: 'markNotInterested',
  method: 'PUT',
  path: '/api/deals/{dealId}/not-interested',
  auth: ['buyer'],
  summary:
    'Records that the caller is not interested in a listing (idempotent): it leaves their alerts and they leave its buyer list',
  request: { params: dealParamsSchema },
  response: notInterestedStateSchema,
  successStatus: 200,
  grants: TABLE,
});

export const clearNotInterested = route({
  id: 'clearNotInterested',
  method: 'DELETE',
  path: '/api/deals/{dealId}/not-interested',
  auth: ['buyer'],
  summary: "Takes back the caller's not-interested answer for a listing (idempotent)",
  request: { params: dealParamsSchema },
  response: notInterestedStateSchema,
  successStatus: 200,
  grants: TABLE,
});

/** The buyer-matches routes, in the order the OpenAPI document lists them. */
export const buyerMatchesRoutes = [
  listDealBuyers,
  sendDealToBuyers,
  markNotInterested,
  clearNotInterested,
] as const;

/**
 * Routes of interest and offers (docs/requirements.md#r1-9, docs/requirements.md#r2-4 listing detail,
 * interested buyers and received offers tables, docs/requirements.md#r4-4): buyers express interest and
 * submit offers and request calls; the listing's owner or an admin reads them and accepts one; buyers
 * list their own.
 */
import * as z from 'zod';
import { dealParamsSchema } from '#shared/deals/deal-api';
import {
  dealFlowListQuerySchema,
  dealFlowPageQuerySchema,
  interestPageSchema,
  interestStateSchema,
  myInterestPageSchema,
  myOfferPageSchema,
  offerInputSchema,
  offerPageSchema,
  offerSchema,
} from '#shared/offers/offer-schema';
import { callRequestInputSchema, callRequestResultSchema } from '#shared/offers/call-request';
import { DEAL_MANAGERS } from '#shared/users/roles';
import { featureRoutes } from '../route';

const route = featureRoutes('offers');

const TABLE = ['table:read', 'table:write'] as const;

const offerParamsSchema = dealParamsSchema.extend({ offerId: z.string().min(1).max(64) });

export const expressInterest = route({
  id: 'expressInterest',
  method: 'PUT',
  path: '/api/deals/{dealId}/interest',
  auth: 'signed-in',
  summary:
    "Marks the caller as interested in an exclusive or active listing that is not their own (idempotent) and answers the listing's interest count",
  request: { params: dealParamsSchema },
  response: interestStateSchema,
  successStatus: 200,
  grants: TABLE,
});

export const withdrawInterest = route({
  id: 'withdrawInterest',
  method: 'DELETE',
  path: '/api/deals/{dealId}/interest',
  auth: 'signed-in',
  summary: "Withdraws the caller's interest in a listing (idempotent) and answers its interest count",
  request: { params: dealParamsSchema },
  response: interestStateSchema,
  successStatus: 200,
  grants: TABLE,
});

export const submitOffer = route({
  id: 'submitOffer',
  method: 'POST',
  path: '/api/deals/{dealId}/offers',
  auth: 'signed-in',
  summary:
    "Submits an offer on an exclusive or active listing that is not the caller's own; pending, sold, canceled and deleted listings take none",
  request: { params: dealParamsSchema, body: offerInputSchema },
  response: offerSchema,
  successStatus: 201,
  // Queues the owner's offer-submitted webhook (docs/requirements.md#r1-11).
  grants: [...TABLE, 'queue:webhooks:send', 'queue:notifications:send'],
});

export const listDealOffers = route({
  id: 'listDealOffers',
  method: 'GET',
  path: '/api/deals/{dealId}/offers',
  auth: DEAL_MANAGERS,
  summary: "A listing's received offers with each buyer's contact, by date (its owner or an admin)",
  request: { params: dealParamsSchema, query: dealFlowListQuerySchema },
  response: offerPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const listDealInterests = route({
  id: 'listDealInterests',
  method: 'GET',
  path: '/api/deals/{dealId}/interests',
  auth: DEAL_MANAGERS,
  summary: "A listing's interested buyers with their contact, by date (its owner or an admin)",
  request: { params: dealParamsSchema, query: dealFlowListQuerySchema },
  response: interestPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const acceptOffer = route({
  id: 'acceptOffer',
  method: 'POST',
  path: '/api/deals/{dealId}/offers/{offerId}/accept',
  auth: DEAL_MANAGERS,
  summary:
    'Accepts a pending offer (its owner or an admin): the listing goes pending in the same transaction; a second acceptance is refused',
  request: { params: offerParamsSchema },
  response: offerSchema,
  successStatus: 200,
  grants: [...TABLE, 'queue:notifications:send'],
});

export const listMyOffers = route({
  id: 'listMyOffers',
  method: 'GET',
  path: '/api/users/me/offers',
  auth: 'signed-in',
  summary: "The caller's offers with each listing's address and current status, newest first",
  request: { query: dealFlowPageQuerySchema },
  response: myOfferPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const listMyInterests = route({
  id: 'listMyInterests',
  method: 'GET',
  path: '/api/users/me/interests',
  auth: 'signed-in',
  summary: "The caller's interests with each listing's address and current status, newest first",
  request: { query: dealFlowPageQuerySchema },
  response: myInterestPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const declineOffer = route({
  id: 'declineOffer',
  method: 'POST',
  path: '/api/deals/{dealId}/offers/{offerId}/decline',
  auth: DEAL_MANAGERS,
  summary:
    'Declines a pending offer (its owner or an admin) on an exclusive, active or pending listing; a decided offer is refused',
  request: { params: offerParamsSchema },
  response: offerSchema,
  successStatus: 200,
  grants: [...TABLE, 'queue:notifications:send'],
});

export const withdrawOffer = route({
  id: 'withdrawOffer',
  method: 'POST',
  path: '/api/deals/{dealId}/offers/{offerId}/withdraw',
  auth: 'signed-in',
  summary:
    "Withdraws the caller's own pending offer, whatever the listing's status; another buyer's offer is not found",
  request: { params: offerParamsSchema },
  response: offerSchema,
  successStatus: 200,
  grants: TABLE,
});

export const requestCall = route({
  id: 'requestCall',
  method: 'POST',
  path: '/api/deals/{dealId}/call-requests',
  auth: ['buyer'],
  summary:
    "E-mails the seller of an exclusive or active listing that is not the caller's own the caller's name, e-mail and phone, asking for a call; once per buyer, listing and UTC day",
  request: { params: dealParamsSchema, body: callRequestInputSchema },
  response: callRequestResultSchema,
  successStatus: 201,
  grants: [...TABLE, 'email:send'],
});

/** The offers routes, in the order the OpenAPI document lists them. */
export const offersRoutes = [
  expressInterest,
  withdrawInterest,
  submitOffer,
  listDealOffers,
  listDealInterests,
  acceptOffer,
  declineOffer,
  withdrawOffer,
  requestCall,
  listMyOffers,
  listMyInterests,
] as const;

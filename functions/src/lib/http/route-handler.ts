/**
 * The one factory every route handler is built with: name the invocation in the logs → normalise
 * headers → refuse requests that came around the edge → parse JSON → authorize (the ID token, then
 * the caller's stored account: docs/requirements.md#r4-10) → validate → handler → serialise, with
 * the error mapper running last on any failure.
 */
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import type { Context } from 'aws-lambda';
import type { RouteBody, RouteDefinition, RouteParams, RouteQuery, RouteResponse } from '#shared/api/route';
import { env } from '../env';
import { UnauthenticatedError } from '../errors';
import {
  authorize,
  errorResponse,
  logContext,
  parseJsonBody,
  requestState,
  validateRequest,
  type PipelineEvent,
  type PipelineResult,
} from './middlewares';
import { requireEdgeOrigin } from './origin-check';
import type { Principal } from './principal';
import { jsonResponse } from './responses';

/** What a route's implementation receives: validated input and, on private routes, the caller. */
export interface RouteInput<R extends RouteDefinition> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
  principal: R['auth'] extends 'public' ? Principal | null : Principal;
  event: PipelineEvent;
  context: Context;
}

export type RouteImplementation<R extends RouteDefinition> = (
  input: RouteInput<R>,
) => Promise<RouteResponse<R>> | RouteResponse<R>;

/** Builds the Lambda handler of a route from the route table entry and its implementation. */
export function createRouteHandler<R extends RouteDefinition>(
  route: R,
  implementation: RouteImplementation<R>,
) {
  // Parsed while the module loads: a misconfigured function fails at cold start, not on a request.
  env();
  const handler = middy<PipelineEvent, PipelineResult>({ timeoutEarlyInMillis: 0 })
    .use(logContext(route))
    .use(errorResponse())
    .use(httpHeaderNormalizer())
    .use(requireEdgeOrigin())
    .use(parseJsonBody(route))
    .use(authorize(route))
    .use(validateRequest(route))
    .handler(async (event, context) => {
      const state = requestState(event);
      if (route.auth !== 'public' && !state.principal) throw new UnauthenticatedError();
      const result = await implementation({
        params: state.params as RouteParams<R>,
        query: state.query as RouteQuery<R>,
        body: state.body as RouteBody<R>,
        principal: state.principal as RouteInput<R>['principal'],
        event,
        context,
      });
      // Parsing the answer strips any field the contract does not declare, so internals never leak.
      return jsonResponse(route.successStatus, route.response.parse(result), route.publicCacheSeconds);
    });
  return withRouteId(handler, route.id);
}

/** A handler built for a route, naming it. */
export type RouteHandler<H> = H & { readonly routeId: string };

/**
 * Marks a handler with the id of the route it was built for (non-enumerable, so middy and Lambda
 * never see it), letting a test prove that each route's handler module serves that route.
 */
function withRouteId<H extends object>(handler: H, routeId: string): RouteHandler<H> {
  return Object.defineProperty(handler, 'routeId', { value: routeId, enumerable: false }) as RouteHandler<H>;
}

/**
 * The middlewares of the route pipeline, each with one job. `route-handler.ts` composes them in the
 * one order every route uses.
 */
import type middy from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type * as z from 'zod';
import type { RouteDefinition } from '#shared/api/route';
import { hasAnyRole } from '#shared/users/roles';
import {
  AccountDeactivatedError,
  AppError,
  EmailNotVerifiedError,
  ForbiddenError,
  InvalidJsonError,
  MfaRequiredError,
  PayloadTooLargeError,
  UnauthenticatedError,
  UnsupportedMediaTypeError,
  ValidationError,
  type ErrorDetail,
} from '../errors';
import { beginInvocation, logger } from '../logger';
import { readCallerAccount } from './caller-account';
import { principalFromEvent, withStoredAccount, type Principal } from './principal';
import { jsonResponse } from './responses';

/** Largest JSON body a route accepts; uploads go straight to S3, never through the API. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/** What the pipeline has learnt about a request by the time the handler runs. */
export interface RequestState {
  rawBody: unknown;
  principal: Principal | null;
  params: unknown;
  query: unknown;
  body: unknown;
}

export type PipelineEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type PipelineResult = APIGatewayProxyStructuredResultV2;
type Middleware = middy.MiddlewareObj<PipelineEvent, PipelineResult, Error, Context>;

const states = new WeakMap<PipelineEvent, RequestState>();

/** The state of a request the pipeline has seen; throws if called outside the pipeline. */
export function requestState(event: PipelineEvent): RequestState {
  const state = states.get(event);
  if (!state) throw new Error('requestState called outside the route pipeline');
  return state;
}

const stateOf = (event: PipelineEvent): RequestState => {
  let state = states.get(event);
  if (!state) {
    state = { rawBody: undefined, principal: null, params: {}, query: {}, body: undefined };
    states.set(event, state);
  }
  return state;
};

/** Names the route and the request (API Gateway's and Lambda's ids) on every log line of the invocation. */
export function logContext(route: RouteDefinition): Middleware {
  return {
    name: 'logContext',
    before: ({ event, context }) => {
      beginInvocation({ routeId: route.id, requestId: event.requestContext?.requestId }, context);
    },
  };
}

/** Parses a JSON body: wrong content type gives 415, too large 413, malformed 400. */
export function parseJsonBody(route: RouteDefinition): Middleware {
  return {
    name: 'parseJsonBody',
    before: ({ event }) => {
      const state = stateOf(event);
      if (!route.request.body) return;
      const raw = event.body ?? '';
      const text = event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
      if (Buffer.byteLength(text, 'utf8') > MAX_JSON_BODY_BYTES) throw new PayloadTooLargeError();
      const contentType = event.headers?.['content-type'] ?? '';
      if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) throw new UnsupportedMediaTypeError();
      try {
        state.rawBody = JSON.parse(text) as unknown;
      } catch {
        throw new InvalidJsonError();
      }
    },
  };
}

/** The admin panel's API, which only an admin with two-step sign-in on may use (docs/requirements.md#r6-7-mfa). */
const isAdminPanelRoute = (route: RouteDefinition) => route.path.startsWith('/api/admin/');

/**
 * Reads the caller from the verified ID token and enforces the route's `auth` against their stored
 * User item, read once (docs/requirements.md#r4-10): a deactivated account gets 403 on every private
 * route, role-listed routes go by the stored roles (the handler's principal carries them too), and
 * an unverified e-mail address gets 403 except on routes marked `allowUnverifiedEmail`, and the
 * admin panel's routes answer 403 MFA_REQUIRED unless the stored item says two-step sign-in is on.
 */
export function authorize(route: RouteDefinition): Middleware {
  return {
    name: 'authorize',
    before: async ({ event }) => {
      const state = stateOf(event);
      const claimed = principalFromEvent(event);
      if (route.auth === 'public') {
        state.principal = claimed;
        return;
      }
      if (!claimed) throw new UnauthenticatedError();
      const account = await readCallerAccount(claimed.userId);
      if (account?.accountStatus === 'deactivated') throw new AccountDeactivatedError();
      const principal = account ? withStoredAccount(claimed, account) : claimed;
      if (Array.isArray(route.auth) && !hasAnyRole(principal, route.auth)) throw new ForbiddenError();
      if (!principal.emailVerified && !route.allowUnverifiedEmail) throw new EmailNotVerifiedError();
      // No stored item yet (a first call): nothing says two-step sign-in is on.
      if (isAdminPanelRoute(route) && !account?.mfaEnabled) throw new MfaRequiredError();
      state.principal = principal;
    },
  };
}

const issuesToDetails = (location: string, error: z.ZodError): ErrorDetail[] =>
  error.issues.map((issue) => ({
    path: [location, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));

/** Validates params, query and body with the route's zod schemas; any failure is one 400. */
export function validateRequest(route: RouteDefinition): Middleware {
  return {
    name: 'validateRequest',
    before: ({ event }) => {
      const state = stateOf(event);
      const details: ErrorDetail[] = [];
      const check = (location: string, schema: z.ZodType | undefined, input: unknown, fallback: unknown) => {
        if (!schema) return fallback;
        const result = schema.safeParse(input);
        if (result.success) return result.data;
        details.push(...issuesToDetails(location, result.error));
        return fallback;
      };
      state.params = check('params', route.request.params, event.pathParameters ?? {}, {});
      state.query = check('query', route.request.query, event.queryStringParameters ?? {}, {});
      state.body = check('body', route.request.body, state.rawBody, undefined);
      if (details.length > 0) throw new ValidationError(details);
    },
  };
}

/** Maps every error to `{ code, message, details? }`; unknown errors become a bare 500. */
export function errorResponse(): Middleware {
  return {
    name: 'errorResponse',
    onError: (request) => {
      const { error } = request;
      if (error instanceof AppError) {
        request.response = jsonResponse(error.status, {
          code: error.code,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
          ...(error.related ? { related: error.related } : {}),
        });
        return;
      }
      // Logged for operators (the line carries the route id); the caller learns nothing about the cause.
      logger.error('Unhandled error', error instanceof Error ? error : String(error));
      request.response = jsonResponse(500, { code: 'INTERNAL', message: 'Unknown error' });
    },
  };
}

/**
 * The shape of one API route. The route table (routes.ts) is the single source of the API: infra
 * creates a Lambda and an API route per entry, the local gateway mounts the same handlers, the web
 * client is typed from it, the OpenAPI document is generated from it and the authorization matrix
 * test walks it.
 */
import type * as z from 'zod';
import { kebabCase } from '../core/text-case';
import type { Role } from '../users/roles';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** `public`: no token. `signed-in`: any valid token. A role list: a valid token and one of the roles. */
export type RouteAuth = 'public' | 'signed-in' | readonly Role[];

/** AWS resources a route's function may touch; infra grants exactly these and nothing else. */
export type RouteGrant =
  | 'table:read'
  | 'table:write'
  /** Check an upload before use: read it, write its checked copy, delete the upload. */
  | 'uploads:check'
  /** Sign presigned POST policies for new uploads. */
  | 'uploads:write'
  | 'email:send'
  /** Send texts from the deployment's origination identity and configuration set (docs/text-alerts.md). */
  | 'text:send'
  | 'users:admin'
  /** Send to the webhook delivery queue (its URL comes as WEBHOOK_QUEUE_URL). */
  | 'queue:webhooks:send'
  /** Send to the notifications queue (its URL comes as NOTIFICATIONS_QUEUE_URL). */
  | 'queue:notifications:send'
  /** Send to the deal alerts queue (its URL comes as ALERTS_QUEUE_URL). */
  | 'queue:alerts:send'
  /** Sign and verify feedback proof-of-work challenges (the key comes as FEEDBACK_CHALLENGE_SECRET). */
  | 'feedback:challenge'
  /** Sign presigned POST policies for screenshots under the private feedback upload prefix. */
  | 'feedback:screenshots:write'
  /** Check an uploaded screenshot and keep its clean copy under the private feedback prefix. */
  | 'feedback:screenshots:check'
  /** Sign short-lived GET links to kept screenshots (admins read them). */
  | 'feedback:screenshots:read'
  /** Delete a kept screenshot with its feedback. */
  | 'feedback:screenshots:delete'
  /** Sign Certified Buyer credentials (the key's seed comes as TRAINING_BADGE_SECRET). */
  | 'training:badge-sign';

export type ParamsSchema = z.ZodObject<Record<string, z.ZodType<string>>>;

export interface RouteRequest {
  params?: ParamsSchema;
  query?: z.ZodObject;
  body?: z.ZodType;
}

export interface RouteDefinition<Req extends RouteRequest = RouteRequest, Res extends z.ZodType = z.ZodType> {
  /** Stable operation id: camelCase verb + noun, also the Lambda's logical name. */
  id: string;
  method: HttpMethod;
  /** Path with `{param}` placeholders, as API Gateway and OpenAPI write them. */
  path: `/api/${string}`;
  auth: RouteAuth;
  /**
   * A private route an account with an unverified e-mail address may call (`me` and what the
   * verification page needs); every other private route answers 403 EMAIL_NOT_VERIFIED until the
   * address is verified (docs/requirements.md#r4-10).
   */
  allowUnverifiedEmail?: true;
  /** Handler module under `functions/src`, without extension; it exports `handler`. */
  handler: `${string}/handlers/${string}`;
  summary: string;
  /** The route's feature: its route file, OpenAPI tag, infra nested stack and `functions/src` folder. */
  tag: string;
  request: Req;
  response: Res;
  /** Status of a successful answer. */
  successStatus: 200 | 201 | 202 | 204;
  grants: readonly RouteGrant[];
  /**
   * A public GET whose answer is the same for everyone: CloudFront and browsers may keep a successful
   * answer this many seconds (`cache-control: public, max-age=N`); every other answer is `no-store`.
   */
  publicCacheSeconds?: number;
}

/** Declares a route while keeping its schemas' exact types for the handler and the client. */
export function defineRoute<Req extends RouteRequest, Res extends z.ZodType>(
  route: RouteDefinition<Req, Res>,
): RouteDefinition<Req, Res> {
  return route;
}

/** A route as its feature's route file writes it: the tag and the handler follow from the feature. */
export type FeatureRouteInput<Req extends RouteRequest, Res extends z.ZodType> = Omit<
  RouteDefinition<Req, Res>,
  'handler' | 'tag'
>;

/** The handler module of a feature's route: `<feature>/handlers/<kebab-case id>`. */
function routeHandlerPath(feature: string, routeId: string): RouteDefinition['handler'] {
  return `${feature}/handlers/${kebabCase(routeId)}`;
}

/**
 * The route declarer of one feature (`const route = featureRoutes('offers')`): every route it
 * declares is tagged with the feature and handled by `<feature>/handlers/<kebab-case id>`, so the
 * route file, the OpenAPI tag and the `functions/src` folder share one name.
 */
export function featureRoutes(feature: string) {
  return <Req extends RouteRequest, Res extends z.ZodType>(
    route: FeatureRouteInput<Req, Res>,
  ): RouteDefinition<Req, Res> =>
    defineRoute({ ...route, tag: feature, handler: routeHandlerPath(feature, route.id) });
}

export type RouteParams<R extends RouteDefinition> = R['request']['params'] extends z.ZodType
  ? z.infer<R['request']['params']>
  : Record<string, never>;
export type RouteQuery<R extends RouteDefinition> = R['request']['query'] extends z.ZodType
  ? z.infer<R['request']['query']>
  : Record<string, never>;
export type RouteBody<R extends RouteDefinition> = R['request']['body'] extends z.ZodType
  ? z.infer<R['request']['body']>
  : undefined;
export type RouteResponse<R extends RouteDefinition> = z.infer<R['response']>;

/** Path prefixes that docs/requirements.md#r7-3 declares public, whatever the table says. */
export const SPEC_PUBLIC_PATH_MARKERS = [
  '/api/auth/public-',
  '/api/health',
  '/api/analytics/zip-analytics',
] as const;

/** True when the route needs no token. */
export function isPublicRoute(route: Pick<RouteDefinition, 'auth'>): boolean {
  return route.auth === 'public';
}

/** Fills `{param}` placeholders, encoding each value. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** Matches a concrete path against a route path; answers the decoded params or null. */
export function matchPath(routePath: string, actualPath: string): Record<string, string> | null {
  const routeParts = routePath.split('/');
  const actualParts = actualPath.split('/');
  if (routeParts.length !== actualParts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, routePart] of routeParts.entries()) {
    const actualPart = actualParts[index] ?? '';
    const placeholder = /^\{(\w+)\}$/.exec(routePart);
    if (placeholder?.[1]) {
      if (actualPart === '') return null;
      try {
        params[placeholder[1]] = decodeURIComponent(actualPart);
      } catch {
        return null;
      }
    } else if (routePart !== actualPart) {
      return null;
    }
  }
  return params;
}

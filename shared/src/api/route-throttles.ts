/**
 * Per-route throttles of the public routes (docs/requirements.md#e7-11), declared once: infra
 * writes them into the HTTP API stage's route settings and the local gateway enforces the same
 * token buckets. API Gateway counts them for the route as a whole, not per caller: they cap what a
 * flood can cost (Lambda, DynamoDB, e-mail), while the per-address and per-IP limits
 * (rate-limits.service.ts) decide each caller's share.
 */
import type { RouteDefinition } from './route';

/** API Gateway's token bucket: `rateLimit` requests a second on average, `burstLimit` at once. */
export interface RouteThrottle {
  rateLimit: number;
  burstLimit: number;
}

/** Every public route's throttle, by route id; a public route without one fails routes.test.ts. */
export const PUBLIC_ROUTE_THROTTLES = {
  getHealth: { rateLimit: 20, burstLimit: 40 },
  getOpenApiDocument: { rateLimit: 5, burstLimit: 10 },
  // The per-IP limit test sends 30 link requests back to back, beside the other suites.
  requestEmailSignInLink: { rateLimit: 10, burstLimit: 40 },
  validateInvitation: { rateLimit: 20, burstLimit: 40 },
  // The sign-up race test sends 20 sign-ups on one invitation at once.
  signUpWithInvitation: { rateLimit: 10, burstLimit: 40 },
  requestAccess: { rateLimit: 10, burstLimit: 40 },
  confirmWaitlistEntry: { rateLimit: 10, burstLimit: 20 },
  // A shared badge is checked by a person following a link, now and then.
  verifyCredential: { rateLimit: 10, burstLimit: 20 },
  // Public ZIP figures: CloudFront answers repeated queries; only new query strings get here.
  getZipAnalytics: { rateLimit: 20, burstLimit: 40 },
} as const satisfies Record<string, RouteThrottle>;

/** The throttle declared for a route, if any. */
export function routeThrottle(route: Pick<RouteDefinition, 'id'>): RouteThrottle | undefined {
  return (PUBLIC_ROUTE_THROTTLES as Record<string, RouteThrottle>)[route.id];
}

/**
 * The local gateway's per-route throttles: API Gateway's token bucket per route, with the rate and
 * burst declared in shared/src/api/route-throttles.ts, so a burst is answered 429 here as there.
 */
import type { RouteThrottle } from '#shared/api/route-throttles';

interface Bucket {
  tokens: number;
  refilledAt: number;
}

/** One token bucket per route id; `take` answers false when the route's bucket is empty. */
export class RouteThrottles {
  private readonly buckets = new Map<string, Bucket>();

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** Takes a token for one request on the route; a route without a throttle always gets one. */
  take(routeId: string, throttle: RouteThrottle | undefined): boolean {
    if (!throttle) return true;
    const now = this.clock();
    const bucket = this.buckets.get(routeId) ?? { tokens: throttle.burstLimit, refilledAt: now };
    const refilled = ((now - bucket.refilledAt) / 1000) * throttle.rateLimit;
    bucket.tokens = Math.min(throttle.burstLimit, bucket.tokens + refilled);
    bucket.refilledAt = now;
    this.buckets.set(routeId, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}

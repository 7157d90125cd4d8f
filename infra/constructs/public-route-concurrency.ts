/**
 * Reserved concurrency for the public routes (those the route table marks `auth: 'public'`):
 * each gets `limit` executions set aside and may not use more, so a flood on a route anyone may
 * call (sign-in links, the waitlist, invitations) neither starves the signed-in routes of the
 * account's concurrency nor scales without bound (docs/operations.md).
 */
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import type { RouteDefinition } from '#shared/api/route';
import type { Api } from './api';

/** Sets `limit` reserved executions on every public route's function; 0 leaves them unreserved. */
export function reservePublicRouteConcurrency(
  api: Pick<Api, 'routeFunctions'>,
  routes: readonly RouteDefinition[],
  limit: number,
): void {
  if (limit === 0) return;
  for (const route of routes) {
    if (route.auth !== 'public') continue;
    const routeFunction = api.routeFunctions.get(route.id);
    if (!routeFunction) throw new Error(`Route ${route.id} has no function`);
    // NodejsFunction takes it only at construction, which Api.addRoutes owns.
    (routeFunction.function.node.defaultChild as CfnFunction).reservedConcurrentExecutions = limit;
  }
}

/**
 * A Lambda driven by an event source rather than a route (a work queue's consumer, a text topic's
 * subscriber): its handler module under functions/src, described once for both the function and
 * its role, made the way every Dealflow function is (`addDealflowFunction`).
 */
import * as path from 'node:path';
import type { Duration } from 'aws-cdk-lib';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { RouteGrant } from '#shared/api/route';
import {
  addDealflowFunction,
  type DealflowFunctionParts,
  FUNCTIONS_SOURCE_DIR,
  type RouteFunctionEnvironment,
  type RouteResources,
} from './route-function';

/** What an event-driven Lambda is made from (its event source is added by its construct). */
export interface EventHandlerFunctionProps {
  /** Handler module under functions/src, without extension; it exports `handler`. */
  handler: `${string}/handlers/${string}`;
  description: string;
  grants: readonly RouteGrant[];
  environment: RouteFunctionEnvironment;
  resources: RouteResources;
  logRetention: RetentionDays;
}

/** Adds the Lambda of an event handler to `scope`, with the given timeout. */
export function addEventHandlerFunction(
  scope: Construct,
  props: EventHandlerFunctionProps,
  timeout: Duration,
): DealflowFunctionParts {
  return addDealflowFunction(scope, {
    entry: path.join(FUNCTIONS_SOURCE_DIR, `${props.handler}.ts`),
    description: props.description,
    roleDescription: props.description,
    timeout,
    grants: props.grants,
    environment: props.environment,
    resources: props.resources,
    logRetention: props.logRetention,
  });
}

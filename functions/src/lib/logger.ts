/**
 * The functions' one logger (Powertools): one JSON line per entry, at the level POWERTOOLS_LOG_LEVEL
 * asks for. Each invocation starts with `beginInvocation`, so every line it writes names what ran
 * (route, queue consumer or job) and the request it ran for.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

export const logger = new Logger({ serviceName: 'dealflow' });

/** What names an invocation on each of its lines: `routeId`, `consumer` or `job`, and request ids. */
export type InvocationKeys = Record<string, string | undefined>;

/**
 * Forgets the previous invocation's keys (a container serves many) and adds this one's: the
 * Lambda context (`function_request_id`, cold start…) when there is one, and `keys`.
 */
export function beginInvocation(keys: InvocationKeys, context?: Context): void {
  logger.resetKeys();
  if (context) logger.addContext(context);
  logger.appendKeys(keys);
}

/** Wraps a queue consumer's or job's handler so each of its invocations starts with `keys`. */
export function withInvocationKeys<E, R>(
  keys: InvocationKeys,
  handler: (event: E, context?: Context) => Promise<R>,
): (event: E, context?: Context) => Promise<R> {
  return (event, context) => {
    beginInvocation(keys, context);
    return handler(event, context);
  };
}

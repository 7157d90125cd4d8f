/**
 * Loads a route's handler module (`functions/src/<route.handler>.ts`, exporting `handler`) once
 * and keeps it, like a warm Lambda container. Runs under tsx, which compiles the TypeScript.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RouteDefinition } from '#shared/api/route';

/** A Lambda handler: async (event, context), or the legacy callback style. */
export type LambdaHandler = (
  event: unknown,
  context: unknown,
  callback?: (error: unknown, result?: unknown) => void,
) => unknown;

export type HandlerLoader = (route: Pick<RouteDefinition, 'id' | 'handler'>) => Promise<LambdaHandler>;

export const FUNCTIONS_SOURCE_ROOT = path.resolve(__dirname, '../../../functions/src');

export function createHandlerLoader(sourceRoot = FUNCTIONS_SOURCE_ROOT): HandlerLoader {
  const cache = new Map<string, Promise<LambdaHandler>>();
  const load = async (route: Pick<RouteDefinition, 'id' | 'handler'>): Promise<LambdaHandler> => {
    const file = path.join(sourceRoot, `${route.handler}.ts`);
    if (!existsSync(file)) throw new Error(`Handler module of ${route.id} not found: ${file}`);
    const loaded = (await import(file)) as { handler?: unknown; default?: { handler?: unknown } };
    const handler = loaded.handler ?? loaded.default?.handler;
    if (typeof handler !== 'function') throw new Error(`${file} does not export a handler function`);
    return handler as LambdaHandler;
  };
  return (route) => {
    let pending = cache.get(route.handler);
    if (!pending) {
      pending = load(route);
      // A module that failed to load is retried on the next request (after a fix, say).
      pending.catch(() => cache.delete(route.handler));
      cache.set(route.handler, pending);
    }
    return pending;
  };
}

/** Invokes a handler with either calling convention and resolves with its result. */
export function invokeHandler(handler: LambdaHandler, event: unknown, context: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (error: unknown, result?: unknown) => {
      if (settled) return;
      settled = true;
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(result);
    };
    try {
      const returned = handler(event, context, settle);
      if (returned && typeof (returned as Promise<unknown>).then === 'function') {
        (returned as Promise<unknown>).then(
          (result) => settle(null, result),
          (error: unknown) => settle(error ?? new Error('rejected')),
        );
      } else if (handler.length < 3) {
        settle(null, returned);
      }
    } catch (error) {
      settle(error);
    }
  });
}

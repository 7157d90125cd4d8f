/**
 * The edge is the only way in (docs/requirements.md#e7-10): CloudFront adds the origin secret to
 * every request it sends to the API, so a request without it came around the edge (straight to the
 * execute-api endpoint) and is refused before anything else runs.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_SECRET_HEADER } from '#shared/api/edge';
import { env } from '../env';
import { ForbiddenError } from '../errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The origin secret the functions expect; a route function without one fails at cold start. */
function originSecret(): string {
  const secret = env().ORIGIN_SECRET;
  if (!secret) throw new Error('ORIGIN_SECRET is not set: the route pipeline refuses to run open');
  return secret;
}

/** The expected secret's digest, computed once per container. */
let expectedDigest: Buffer | undefined;
const expected = (secret?: string) =>
  secret === undefined ? (expectedDigest ??= digest(originSecret())) : digest(secret);

/** Whether the request carries the origin secret (compared in constant time). */
export function cameThroughEdge(event: Pick<APIGatewayProxyEventV2, 'headers'>, secret?: string): boolean {
  const presented = event.headers?.[ORIGIN_SECRET_HEADER];
  return presented !== undefined && timingSafeEqual(digest(presented), expected(secret));
}

/** Refuses (403) a request that did not come through the edge; runs before every other check. */
export function requireEdgeOrigin(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  // Read at cold start: a function without the secret must not run open.
  expected();
  return {
    name: 'requireEdgeOrigin',
    before: ({ event }) => {
      if (!cameThroughEdge(event)) throw new ForbiddenError();
    },
  };
}

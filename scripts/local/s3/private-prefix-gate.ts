/**
 * The local S3's gate for the private prefix (docs/decisions/feedback.md "Screenshots are
 * private"): S3 with no public grant refuses an anonymous read of `private/…`, and so does this; a
 * request for a private key must carry a valid SigV4 signature, in the query (a presigned GET link,
 * as admins' `<img>` load screenshots) or in the `Authorization` header (the functions' SDK calls).
 * s3rver itself lets anonymous requests through and takes any V4 signature as valid.
 */
import { posix } from 'node:path';
import type { S3rverMiddleware } from 's3rver';
import { isPrivateKey } from '#shared/core/storage-keys';
import { accessDenied, answerRefusal, type SecretsByAccessKey } from './s3-errors';
import { checkSigV4, isSigned } from './sigv4';

export interface PrivatePrefixGateOptions {
  secrets: SecretsByAccessKey;
  /** Origins the bucket's CORS rule allows (error answers carry the same headers). */
  allowedOrigins: readonly string[];
  now?: () => Date;
}

/** `/<bucket>/<key>` (path style, as the local S3 is addressed). */
const OBJECT_PATH = /^\/[^/]+\/(.+)$/;

/**
 * True when a key as it appears in a URL path (percent-encoded) names a private object. It is
 * checked decoded and with dot segments and leading slashes resolved too, because s3rver stores
 * objects as files and reads `%70rivate/…`, `public/../private/…` and `/private/…` as `private/…`.
 */
export function isPrivateKeyPath(encodedKey: string): boolean {
  let key: string;
  try {
    key = decodeURIComponent(encodedKey);
  } catch {
    key = encodedKey;
  }
  return [key, posix.normalize(key).replace(/^\/+/, '')].some(isPrivateKey);
}

/** True when the path (`/<bucket>/<key>`, without query) names a private object. */
export function namesPrivateObject(path: string): boolean {
  const encodedKey = OBJECT_PATH.exec(path)?.[1];
  return encodedKey !== undefined && isPrivateKeyPath(encodedKey);
}

/** Koa middleware for s3rver that refuses every request for a private key without a valid signature. */
export function privatePrefixGate(options: PrivatePrefixGateOptions): S3rverMiddleware {
  return async (ctx, next) => {
    // CORS preflights carry no credentials anywhere; s3rver answers them from the CORS rule.
    if (ctx.method === 'OPTIONS' || !namesPrivateObject(ctx.path)) return next();
    const request = { method: ctx.method, path: ctx.path, query: ctx.querystring, headers: ctx.req.headers };
    const refusal = isSigned(request)
      ? checkSigV4(request, options.secrets, options.now?.() ?? new Date())
      : accessDenied();
    if (refusal) return answerRefusal(ctx, refusal, options.allowedOrigins);
    return next();
  };
}

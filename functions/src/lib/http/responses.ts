import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Headers on every API answer: JSON, never cached by a shared cache, never sniffed. */
const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/**
 * A JSON answer in the API Gateway v2 result shape; `publicCacheSeconds` lets shared caches keep it
 * (only for answers that are the same for everyone).
 */
export function jsonResponse(
  statusCode: number,
  body: unknown,
  publicCacheSeconds?: number,
): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = { ...BASE_HEADERS };
  if (publicCacheSeconds !== undefined) headers['cache-control'] = `public, max-age=${publicCacheSeconds}`;
  if (statusCode === 204) return { statusCode, headers };
  return { statusCode, headers, body: JSON.stringify(body) };
}

import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Headers on every API answer: JSON, never cached by a shared cache, never sniffed. */
const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
} as const;

/** A JSON answer in the API Gateway v2 result shape. */
export function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  if (statusCode === 204) return { statusCode, headers: { ...BASE_HEADERS } };
  return { statusCode, headers: { ...BASE_HEADERS }, body: JSON.stringify(body) };
}

/**
 * Turns what a Lambda handler returned into the HTTP answer API Gateway (payload 2.0) would send.
 * A result with a `statusCode` is taken as an APIGatewayProxyStructuredResultV2; anything else is
 * inferred the way AWS does: 200, `content-type: application/json`, the result as JSON.
 */
export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string>;
  /** One `set-cookie` header each. */
  cookies: string[];
  body: Buffer;
}

/** What API Gateway answers when the function failed or answered something unusable. */
export const INTERNAL_SERVER_ERROR: HttpAnswer = jsonAnswer(500, { message: 'Internal Server Error' });

export function jsonAnswer(
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
): HttpAnswer {
  return {
    statusCode,
    headers: { 'content-type': 'application/json', ...headers },
    cookies: [],
    body: Buffer.from(JSON.stringify(body)),
  };
}

function isStructured(result: unknown): result is Record<string, unknown> & { statusCode: unknown } {
  return typeof result === 'object' && result !== null && !Array.isArray(result) && 'statusCode' in result;
}

/** The HTTP answer for a handler result; throws when a structured result is malformed. */
export function answerFromResult(result: unknown): HttpAnswer {
  if (!isStructured(result)) {
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(result === undefined ? '' : JSON.stringify(result)),
    };
  }
  const statusCode = Number(result.statusCode);
  if (!Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) {
    throw new Error(`Malformed Lambda proxy response: statusCode ${String(result.statusCode)}`);
  }
  const headers: Record<string, string> = {};
  const rawHeaders = (result.headers ?? {}) as Record<string, unknown>;
  for (const [name, value] of Object.entries(rawHeaders)) {
    if (value === undefined || value === null) continue;
    headers[name.toLowerCase()] = String(value);
  }
  const cookies = Array.isArray(result.cookies) ? result.cookies.map(String) : [];
  const rawBody = result.body;
  let body: Buffer;
  if (rawBody === undefined || rawBody === null) body = Buffer.alloc(0);
  else if (typeof rawBody !== 'string')
    throw new Error('Malformed Lambda proxy response: body must be a string');
  else body = result.isBase64Encoded === true ? Buffer.from(rawBody, 'base64') : Buffer.from(rawBody, 'utf8');
  if (body.length > 0 && headers['content-type'] === undefined) headers['content-type'] = 'application/json';
  return { statusCode, headers, cookies, body };
}

/**
 * Builds the API Gateway HTTP API payload-2.0 event a Lambda integration receives, from a plain
 * HTTP request, the matched route and the verified claims.
 */
import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { RouteDefinition } from '#shared/api/route';
import { stringifyClaims } from './claims';

/** The event type handlers get; public routes have no `authorizer` in their request context. */
export type HttpApiEvent = Omit<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'> & {
  requestContext: Omit<APIGatewayProxyEventV2WithJWTAuthorizer['requestContext'], 'authorizer'> & {
    authorizer?: APIGatewayProxyEventV2WithJWTAuthorizer['requestContext']['authorizer'];
  };
};

export interface IncomingRequest {
  method: string;
  /** Path and query as received, e.g. `/api/x/a%20b?q=1&q=2`. */
  url: string;
  /** Header names and values in arrival order (Node's `rawHeaders`). */
  rawHeaders: readonly string[];
  body: Buffer;
  sourceIp: string;
  protocol?: string;
}

export interface EventInputs {
  request: IncomingRequest;
  route: Pick<RouteDefinition, 'method' | 'path'>;
  pathParameters: Record<string, string>;
  /** Verified token claims; undefined on public routes (no authorizer runs there). */
  claims?: Record<string, unknown>;
  requestId?: string;
  now?: Date;
  stage?: string;
  accountId?: string;
  apiId?: string;
}

/** Content types API Gateway passes as text; every other body arrives base64-encoded. */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type.endsWith('+xml') ||
    type === 'application/javascript'
  );
}

/** Lower-cased headers, repeats joined with commas; `cookie` goes to `cookies` instead. */
export function collectHeaders(rawHeaders: readonly string[]): {
  headers: Record<string, string>;
  cookies: string[];
} {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!.toLowerCase();
    const value = rawHeaders[index + 1]!;
    if (name === 'cookie') {
      cookies.push(
        ...value
          .split(';')
          .map((cookie) => cookie.trim())
          .filter(Boolean),
      );
      continue;
    }
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  return { headers, cookies };
}

/** Query parameters as API Gateway gives them: decoded, repeats joined with commas. */
export function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const result: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    result[name] = result[name] === undefined ? value : `${result[name]},${value}`;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** `dd/MMM/yyyy:HH:mm:ss +0000`, API Gateway's requestContext.time. */
export function requestTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/** An API Gateway-looking request id. */
export function newRequestId(): string {
  return randomBytes(10).toString('base64').replace(/[+/]/g, 'A').slice(0, 14) + '=';
}

/**
 * `requestContext.authorizer` of a JWT authorizer: exactly `{ jwt: { claims, scopes } }` (the
 * aws-lambda typings also list principalId and integrationLatency, which AWS does not send here).
 */
function jwtAuthorizerContext(
  claims: Record<string, unknown>,
): NonNullable<HttpApiEvent['requestContext']['authorizer']> {
  const context = { jwt: { claims: stringifyClaims(claims), scopes: null } };
  return context as unknown as NonNullable<HttpApiEvent['requestContext']['authorizer']>;
}

export function buildHttpApiEvent(inputs: EventInputs): HttpApiEvent {
  const { request, route } = inputs;
  const now = inputs.now ?? new Date();
  const requestId = inputs.requestId ?? newRequestId();
  const queryStart = request.url.indexOf('?');
  const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
  const { headers, cookies } = collectHeaders(request.rawHeaders);
  const host = headers.host ?? 'localhost';
  headers['x-forwarded-for'] ??= request.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-amzn-trace-id'] ??=
    `Root=1-${Math.floor(now.getTime() / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;
  const hasBody = request.body.length > 0;
  const text = isTextContentType(headers['content-type']);
  const queryStringParameters = queryParameters(rawQueryString);

  const event: HttpApiEvent = {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString,
    ...(cookies.length > 0 ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    requestContext: {
      accountId: inputs.accountId ?? '000000000000',
      apiId: inputs.apiId ?? 'local',
      domainName: host,
      domainPrefix: host.split('.')[0]!.split(':')[0]!,
      http: {
        method: request.method,
        path: rawPath,
        protocol: request.protocol ?? 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: `${route.method} ${route.path}`,
      stage: inputs.stage ?? '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
      ...(inputs.claims ? { authorizer: jwtAuthorizerContext(inputs.claims) } : {}),
    },
    ...(Object.keys(inputs.pathParameters).length > 0 ? { pathParameters: inputs.pathParameters } : {}),
    ...(hasBody ? { body: text ? request.body.toString('utf8') : request.body.toString('base64') } : {}),
    isBase64Encoded: hasBody && !text,
  };
  return event;
}

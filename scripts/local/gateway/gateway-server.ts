/**
 * The local API Gateway, built from the route table: find the route by method and path, verify
 * the bearer token on non-public routes as the Cognito JWT authorizer would, build the payload-2.0
 * event, invoke the same handler module the deployed Lambda runs, and write its answer back.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isPublicRoute, matchPath, type RouteDefinition } from '#shared/api/route';
import { routeThrottle } from '#shared/api/route-throttles';
import { PayloadTooLargeError, readBody } from '../http/server-utils';
import { buildHttpApiEvent, newRequestId } from './event-builder';
import { invokeHandler, type HandlerLoader } from './handler-loader';
import { TokenRejectedError, type JwtVerifier } from './jwt-verifier';
import { createLambdaContext } from './lambda-context';
import { RouteThrottles } from './route-throttles';
import { answerFromResult, INTERNAL_SERVER_ERROR, jsonAnswer, type HttpAnswer } from './result-writer';

/** API Gateway's payload limit for HTTP APIs. */
export const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;
/** API Gateway's integration timeout for HTTP APIs. */
export const INTEGRATION_TIMEOUT_MS = 30_000;

export interface GatewayOptions {
  routes: readonly RouteDefinition[];
  verify: JwtVerifier;
  loadHandler: HandlerLoader;
  region: string;
  /** Lambda timeout given to handlers' contexts (the deployed functions' setting). */
  functionTimeoutMs?: number;
  integrationTimeoutMs?: number;
  /** One line per request and per refused token. */
  log?: (line: string) => void;
  /** Handler failures and timeouts (defaults to `log`). */
  logError?: (line: string) => void;
  /**
   * Local-only endpoints outside the route table (e.g. `POST /_local/jobs/{name}`): asked first,
   * answer undefined for a path that is not theirs. API Gateway has no such paths.
   */
  localEndpoints?: (method: string, path: string, body: Buffer) => Promise<HttpAnswer | undefined>;
}

/** API Gateway's answer to a throttled request. */
export const TOO_MANY_REQUESTS_BODY = { message: 'Too Many Requests' };

export const ROUTE_NOT_FOUND_BODY = { code: 'ROUTE_NOT_FOUND', message: 'No such route.' };

/** The route for a method and path; literal segments win over `{param}` ones, as in API Gateway. */
export function findRoute(
  routes: readonly RouteDefinition[],
  method: string,
  path: string,
): { route: RouteDefinition; pathParameters: Record<string, string> } | undefined {
  let best: { route: RouteDefinition; pathParameters: Record<string, string>; literals: number } | undefined;
  for (const route of routes) {
    if (route.method !== method) continue;
    const pathParameters = matchPath(route.path, path);
    if (!pathParameters) continue;
    const literals = route.path.split('/').filter((part) => part !== '' && !part.startsWith('{')).length;
    if (!best || literals > best.literals) best = { route, pathParameters, literals };
  }
  return best && { route: best.route, pathParameters: best.pathParameters };
}

export function createGateway(options: GatewayOptions): Server {
  const log = options.log ?? (() => undefined);
  const logError = options.logError ?? log;
  const throttles = new RouteThrottles();

  const respond = async (req: IncomingMessage): Promise<HttpAnswer> => {
    let body: Buffer;
    try {
      body = await readBody(req, MAX_PAYLOAD_BYTES);
    } catch (error) {
      if (error instanceof PayloadTooLargeError)
        return jsonAnswer(413, { message: 'Request Entity Too Large' });
      throw error;
    }
    const url = req.url ?? '/';
    const path = url.split('?')[0]!;
    const method = (req.method ?? 'GET').toUpperCase();
    const local = await options.localEndpoints?.(method, path, body);
    if (local) return local;
    const found = findRoute(options.routes, method, path);
    if (!found) return jsonAnswer(404, ROUTE_NOT_FOUND_BODY);
    const { route, pathParameters } = found;
    // Throttling comes first in API Gateway too, before the authorizer.
    if (!throttles.take(route.id, routeThrottle(route))) return jsonAnswer(429, TOO_MANY_REQUESTS_BODY);

    let claims: Record<string, unknown> | undefined;
    if (!isPublicRoute(route)) {
      try {
        claims = await options.verify(req.headers.authorization);
      } catch (error) {
        if (!(error instanceof TokenRejectedError)) throw error;
        log(`[gateway] ${method} ${path}: token refused (${error.message})`);
        return jsonAnswer(401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
      }
    }

    const requestId = newRequestId();
    const event = buildHttpApiEvent({
      request: {
        method,
        url,
        rawHeaders: req.rawHeaders,
        body,
        // The connecting address, as API Gateway gives it (behind the edge: the edge's own).
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') || '127.0.0.1',
        protocol: `HTTP/${req.httpVersion}`,
      },
      route,
      pathParameters,
      ...(claims ? { claims } : {}),
      requestId,
    });
    const context = createLambdaContext({
      functionName: route.id,
      region: options.region,
      timeoutMs: options.functionTimeoutMs ?? INTEGRATION_TIMEOUT_MS - 1000,
      requestId: randomUUID(),
    });

    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), options.integrationTimeoutMs ?? INTEGRATION_TIMEOUT_MS);
    });
    try {
      const handler = await options.loadHandler(route);
      const result = await Promise.race([invokeHandler(handler, event, context), timeout]);
      if (result === 'timeout') {
        logError(`[gateway] ${route.id} did not answer within the integration timeout`);
        return jsonAnswer(503, { message: 'Service Unavailable' });
      }
      const answer = answerFromResult(result);
      answer.headers['apigw-requestid'] = requestId;
      return answer;
    } catch (error) {
      logError(
        `[gateway] ${route.id} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      return INTERNAL_SERVER_ERROR;
    } finally {
      clearTimeout(timer);
    }
  };

  const write = (res: ServerResponse, answer: HttpAnswer) => {
    const headers: Record<string, string | string[]> = {
      ...answer.headers,
      'content-length': String(answer.body.length),
    };
    if (answer.cookies.length > 0) headers['set-cookie'] = answer.cookies;
    res.writeHead(answer.statusCode, headers);
    res.end(answer.body);
  };

  return createServer((req, res) => {
    const started = Date.now();
    respond(req)
      .catch((error: unknown) => {
        logError(`[gateway] ${req.method} ${req.url} failed: ${String(error)}`);
        return INTERNAL_SERVER_ERROR;
      })
      .then((answer) => {
        write(res, answer);
        log(`[gateway] ${req.method} ${req.url} → ${answer.statusCode} (${Date.now() - started} ms)`);
      })
      .catch(() => res.destroy());
  });
}

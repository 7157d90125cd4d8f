/**
 * The API client, typed from the route table: `callRoute(getMe)` answers a `User`. It applies the
 * call rules of docs/requirements.md#r7-2: JSON body when data is present, credentials included, an empty
 * `api-key` header, a bearer ID token on private routes, one forced token refresh and retry on 401, and
 * errors that carry the answer's status and data.
 */
import type { z } from 'zod';
import { buildPath, isPublicRoute, type RouteDefinition, type RouteResponse } from '#shared/api/route';
import {
  ApiRequestError,
  ApiResponseShapeError,
  AuthenticationRequiredError,
  NetworkError,
  SessionRefreshError,
} from './api-errors';
import { buildQueryString, type QueryInput } from './query-string';

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;

type ParamsPart<R extends RouteDefinition> = R['request']['params'] extends z.ZodType
  ? { params: SchemaInput<R['request']['params']> }
  : { params?: undefined };
type QueryPart<R extends RouteDefinition> = R['request']['query'] extends z.ZodType
  ? { query?: SchemaInput<R['request']['query']> }
  : { query?: undefined };
type BodyPart<R extends RouteDefinition> = R['request']['body'] extends z.ZodType
  ? { body: SchemaInput<R['request']['body']> }
  : { body?: undefined };

/** What a call to the route needs: params and body when the route declares them. */
export type CallInput<R extends RouteDefinition> = ParamsPart<R> &
  QueryPart<R> &
  BodyPart<R> & {
    signal?: AbortSignal;
    /** Let the request outlive the page (sent as the tab hides or closes). */
    keepalive?: boolean;
  };

type NeedsInput<R extends RouteDefinition> = R['request']['params'] extends z.ZodType
  ? true
  : R['request']['body'] extends z.ZodType
    ? true
    : false;

/** The input argument is required only when the route has params or a body. */
export type CallArgs<R extends RouteDefinition> =
  NeedsInput<R> extends true ? [input: CallInput<R>] : [input?: CallInput<R>];

/** Why a private call could not go ahead; the app shows the matching toast (docs/requirements.md#r8-1). */
export type AuthFailure = 'token-unavailable' | 'session-expired';

export interface ApiClientDependencies {
  /** Prefix of every path; empty for the SPA's own origin. */
  baseUrl: string;
  /** The ID token, or null when nobody is signed in. */
  getIdToken: (options?: { forceRefresh?: boolean }) => Promise<string | null>;
  onAuthFailure: (failure: AuthFailure) => void;
  /** Told of every call that failed: its method, URL and status (0 when no answer came). */
  onRequestFailed?: (method: string, url: string, status: number) => void;
  fetch?: typeof fetch;
}

export interface ApiClient {
  callRoute<R extends RouteDefinition>(route: R, ...args: CallArgs<R>): Promise<RouteResponse<R>>;
}

async function readBody(response: Response): Promise<{ text: string; data: unknown }> {
  const text = await response.text().catch(() => '');
  if (text === '') return { text, data: undefined };
  try {
    return { text, data: JSON.parse(text) as unknown };
  } catch {
    return { text, data: text };
  }
}

/** Builds a client; the app makes one at start, tests make their own with a mocked fetch. */
export function createApiClient(dependencies: ApiClientDependencies): ApiClient {
  const fetchImpl = dependencies.fetch ?? ((input, init) => fetch(input, init));

  async function tokenForPrivateCall(): Promise<string> {
    let token: string | null;
    try {
      token = await dependencies.getIdToken();
    } catch (error) {
      if (error instanceof NetworkError) throw error;
      dependencies.onAuthFailure('token-unavailable');
      throw new AuthenticationRequiredError({ cause: error });
    }
    if (!token) throw new AuthenticationRequiredError();
    return token;
  }

  async function refreshedToken(): Promise<string> {
    let token: string | null = null;
    try {
      token = await dependencies.getIdToken({ forceRefresh: true });
    } catch (error) {
      dependencies.onAuthFailure('session-expired');
      throw new SessionRefreshError({ cause: error });
    }
    if (!token) {
      dependencies.onAuthFailure('session-expired');
      throw new SessionRefreshError();
    }
    return token;
  }

  async function callRoute<R extends RouteDefinition>(
    route: R,
    ...[input]: CallArgs<R>
  ): Promise<RouteResponse<R>> {
    const request = (input ?? {}) as {
      params?: Record<string, string>;
      query?: QueryInput;
      body?: unknown;
      signal?: AbortSignal;
      keepalive?: boolean;
    };
    const url = `${dependencies.baseUrl}${buildPath(route.path, request.params)}${buildQueryString(request.query)}`;
    const hasBody = request.body !== undefined && request.body !== null;
    const isPrivate = !isPublicRoute(route);

    const send = async (token: string | null): Promise<Response> => {
      const headers: Record<string, string> = { accept: 'application/json', 'api-key': '' };
      if (hasBody) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      try {
        return await fetchImpl(url, {
          method: route.method,
          headers,
          credentials: 'include',
          body: hasBody ? JSON.stringify(request.body) : undefined,
          signal: request.signal,
          ...(request.keepalive ? { keepalive: true } : {}),
        });
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        dependencies.onRequestFailed?.(route.method, url, 0);
        throw new NetworkError({ cause: error });
      }
    };

    let response = await send(isPrivate ? await tokenForPrivateCall() : null);
    if (response.status === 401 && isPrivate) {
      response = await send(await refreshedToken());
    }
    const { text, data } = await readBody(response);
    if (!response.ok) {
      dependencies.onRequestFailed?.(route.method, url, response.status);
      throw new ApiRequestError(response.status, response.statusText, text, data);
    }

    // 204 No Content has no body by definition; the route table declares its answer as null.
    const parsed = route.response.safeParse(response.status === 204 ? null : data);
    if (!parsed.success) throw new ApiResponseShapeError(route.id, { cause: parsed.error });
    return parsed.data as RouteResponse<R>;
  }

  return { callRoute };
}

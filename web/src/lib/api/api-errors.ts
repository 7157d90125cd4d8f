/**
 * Errors raised by API calls (docs/requirements.md#r7-2, docs/requirements.md#r8). Each one says what went
 * wrong in its name.
 */
import { ERROR_MESSAGES, errorCodeSchema, type ErrorCode } from '#shared/core/errors';

/** A private call was attempted without a token. Never retried. */
export class AuthenticationRequiredError extends Error {
  override name = 'AuthenticationRequiredError';
  constructor(options?: ErrorOptions) {
    super(ERROR_MESSAGES.UNAUTHENTICATED, options);
  }
}

/** The token could not be refreshed after the server answered 401. */
export class SessionRefreshError extends Error {
  override name = 'SessionRefreshError';
  constructor(options?: ErrorOptions) {
    super('Failed to refresh authentication token', options);
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(options?: ErrorOptions) {
    super('Network error', options);
  }
}

/** The server answered with a non-OK status. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly status: number;
  readonly statusText: string;
  /** The answer's body: parsed JSON when it was JSON, else its text. */
  readonly data: unknown;

  constructor(status: number, statusText: string, bodyText: string, data: unknown) {
    super(`${status} ${statusText}: ${bodyText}`);
    this.status = status;
    this.statusText = statusText;
    this.data = data;
  }

  /** The stable error code of the answer (`{ code, message }`), when it has one. */
  get code(): ErrorCode | undefined {
    const code = (this.data as { code?: unknown } | null)?.code;
    const parsed = errorCodeSchema.safeParse(code);
    return parsed.success ? parsed.data : undefined;
  }
}

/** The server answered OK, but not in the shape the route table declares. */
export class ApiResponseShapeError extends Error {
  override name = 'ApiResponseShapeError';
  constructor(routeId: string, options?: ErrorOptions) {
    super(`Unexpected response from ${routeId}`, options);
  }
}

/** True for errors that another attempt cannot fix: no token, refused token, or no access. */
export function isAuthError(error: unknown): boolean {
  if (error instanceof AuthenticationRequiredError || error instanceof SessionRefreshError) return true;
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
}

/** The server's own words of a refused call (its `message`), for a form's alert; null when it sent none. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}

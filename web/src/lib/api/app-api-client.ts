/**
 * The app's one API client, created once `/config.json` is known. Features call `callRoute` from
 * here; tests build their own client with `createApiClient`.
 */
import type { RouteDefinition, RouteResponse } from '#shared/api/route';
import { recordFailedRequest } from '../diagnostics/recent-problems';
import { clearAllAuthData } from '../session/clear-auth-data';
import { getIdToken } from '../session/id-token';
import { announceSessionEnded } from '../session/session-events';
import { showToast } from '../toast/toast-store';
import { createApiClient, type ApiClient, type AuthFailure, type CallArgs } from './api-client';

let client: ApiClient | null = null;

async function handleAuthFailure(failure: AuthFailure): Promise<void> {
  if (failure === 'token-unavailable') {
    showToast({
      variant: 'error',
      title: 'toasts.authenticationError.title',
      description: 'toasts.authenticationError.description',
    });
    return;
  }
  showToast({
    variant: 'error',
    title: 'toasts.sessionError.title',
    description: 'toasts.sessionError.description',
  });
  await clearAllAuthData();
  announceSessionEnded();
}

/** Creates the app's client; `apiBaseUrl` comes from the runtime config. */
export function initApiClient(apiBaseUrl: string): void {
  client = createApiClient({
    baseUrl: apiBaseUrl.replace(/\/$/, ''),
    getIdToken,
    onAuthFailure: (failure) => void handleAuthFailure(failure),
    // A bug report carries the last failed calls (path and status only).
    onRequestFailed: recordFailedRequest,
  });
}

/** Calls a route of the route table with the app's client. */
export function callRoute<R extends RouteDefinition>(
  route: R,
  ...args: CallArgs<R>
): Promise<RouteResponse<R>> {
  if (!client) throw new Error('The API client was used before the runtime configuration was loaded');
  return client.callRoute(route, ...args);
}

/**
 * The visit's first `/api/auth/me`, started at boot beside the configuration's other first requests
 * rather than once the app has rendered (docs/decisions/mobile-load-chain.md): every signed-in page
 * waits for it, so on a phone it was the last link of the chain before a page could show its data.
 *
 * It is the session's own first request, not an extra one: the session's first resolution reads this
 * answer (docs/requirements.md#r7-4: `me` is still always stale, and every later resolution asks
 * again). Only with a stored ID token that needs no renewal, as the page prefetches: a token to renew
 * is the session's business.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { User } from '#shared/users/user';
import { hasReusableIdToken } from './id-token';
import { meQueryOptions } from './me-query';

let bootMe: Promise<User> | null = null;

/** Starts `me` when the stored token can be sent as it is; its outcome waits for the session. */
export function startMeAtBoot(queryClient: QueryClient): void {
  if (!hasReusableIdToken()) return;
  bootMe = queryClient.fetchQuery(meQueryOptions);
  // Read (and its failure handled) by the session's first resolution, not here.
  bootMe.catch(() => undefined);
}

/** The answer started at boot, once: the first caller gets it, every later one asks anew. */
export function takeBootMe(): Promise<User> | null {
  const started = bootMe;
  bootMe = null;
  return started;
}

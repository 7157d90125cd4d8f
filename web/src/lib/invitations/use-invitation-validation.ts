import { useQuery } from '@tanstack/react-query';
import { validateInvitation } from '#shared/api/routes/invitations.routes';
import type { Role } from '#shared/users/roles';
import { ApiRequestError } from '../api/api-errors';
import { callRoute } from '../api/app-api-client';
import { extractInvitationToken } from './invitation-token';

/** What a page can tell a visitor about an invitation token. */
export type InvitationState =
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'valid'; token: string; role: Role; expiresAt: string | null }
  /** Role and expiry when the server still says them (an expired or used invitation). */
  | {
      kind: 'unknown' | 'expired' | 'used';
      token: string | null;
      role: Role | null;
      expiresAt: string | null;
    }
  /** The server could not be asked or answered something unexpected ("Failed to validate…"). */
  | { kind: 'error'; token: string; retry: () => void };

const PROBLEM_FOR_CODE = {
  INVITATION_UNKNOWN: 'unknown',
  INVITATION_EXPIRED: 'expired',
  INVITATION_USED: 'used',
} as const;

/** An answer about the token (a 4xx) is final; only failures to get one are worth another try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  return !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2;
}

/**
 * Asks the server about a pasted token or link (public route, docs/requirements.md#r7-3) and answers its
 * state. A malformed token is "unknown" without a call. Fresh for a minute, so moving from /signup to the
 * form page asks once.
 */
export function useInvitationValidation(input: string | null): InvitationState {
  const token = input === null ? null : extractInvitationToken(input);
  const query = useQuery({
    queryKey: ['invitation-validation', token],
    queryFn: ({ signal }) => callRoute(validateInvitation, { params: { token: token ?? '' }, signal }),
    enabled: token !== null,
    retry: shouldRetry,
    staleTime: 60_000,
  });

  if (input === null || input.trim() === '') return { kind: 'missing' };
  if (token === null) return { kind: 'unknown', token: null, role: null, expiresAt: null };
  if (query.isPending) return { kind: 'checking' };
  if (query.isError) {
    const code = query.error instanceof ApiRequestError ? query.error.code : undefined;
    if (code && code in PROBLEM_FOR_CODE) {
      return {
        kind: PROBLEM_FOR_CODE[code as keyof typeof PROBLEM_FOR_CODE],
        token,
        role: null,
        expiresAt: null,
      };
    }
    return { kind: 'error', token, retry: () => void query.refetch() };
  }
  const answer = query.data;
  if (answer.valid && answer.role)
    return { kind: 'valid', token, role: answer.role, expiresAt: answer.expiresAt };
  const status = answer.status === 'pending' ? 'unknown' : answer.status;
  return { kind: status, token, role: answer.role, expiresAt: answer.expiresAt };
}

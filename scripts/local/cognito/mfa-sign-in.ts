/**
 * The SOFTWARE_TOKEN_MFA step of password sign-in, as Cognito runs it, around cognito-local (which
 * verifies the TOTP code, RFC 6238 with one 30-second step either side, but ignores the session:
 * any caller naming a user could answer the challenge without the password, and it never stores the
 * refresh token it issues, so the session could not refresh). Here a challenge is answered only
 * with the session InitiateAuth gave out, once, within Cognito's three minutes, for the user and
 * client it was given to; the refresh token of the sign-in is then stored on the user.
 */
import { decodeJwt } from 'jose';
import { CognitoFrontError, type MfaSignIn } from './cognito-front';
import type { CognitoLocal } from './cognito-service';

/** Cognito keeps an MFA challenge session for three minutes. */
export const MFA_SESSION_MS = 3 * 60 * 1000;

interface PendingMfa {
  clientId: string;
  username: string;
  expiresAt: number;
}

const EXPIRED_SESSION = () =>
  new CognitoFrontError('NotAuthorizedException', 'Invalid session for the user, session is expired.');

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

export function createMfaSignIn(cognito: CognitoLocal, now: () => number = Date.now): MfaSignIn {
  const sessions = new Map<string, PendingMfa>();
  const dropExpired = () => {
    for (const [session, pending] of sessions) if (pending.expiresAt <= now()) sessions.delete(session);
  };

  return {
    challenged(clientId, answer) {
      dropExpired();
      const session = text(answer.Session);
      const username = text(record(answer.ChallengeParameters).USER_ID_FOR_SRP);
      if (session && username)
        sessions.set(session, { clientId, username, expiresAt: now() + MFA_SESSION_MS });
    },

    checkResponse(input) {
      dropExpired();
      const session = text(input.Session);
      const pending = session ? sessions.get(session) : undefined;
      // A session answers once: a wrong code means signing in again, as Cognito's session does.
      if (session) sessions.delete(session);
      if (!pending || pending.clientId !== text(input.ClientId)) throw EXPIRED_SESSION();
      return {
        ...input,
        // The user is the one the session was given to, whatever name the caller sends.
        ChallengeResponses: { ...record(input.ChallengeResponses), USERNAME: pending.username },
      };
    },

    async signedIn(clientId, answer) {
      const tokens = record(answer.AuthenticationResult);
      const refreshToken = text(tokens.RefreshToken);
      const idToken = text(tokens.IdToken);
      if (!refreshToken || !idToken) return;
      const { services, ctx } = cognito;
      const pool = await services.cognito.getUserPoolForClientId(ctx, clientId);
      const { sub } = decodeJwt(idToken);
      const user = sub ? await pool.getUserByUsername(ctx, sub) : null;
      if (user) await pool.storeRefreshToken(ctx, refreshToken, user);
    },
  };
}

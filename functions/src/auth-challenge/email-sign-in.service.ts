/** What the API does for sign-in by e-mail link: limit, check the account, store the hash, send the link. */
import {
  EMAIL_SIGN_IN_LINK_TTL_SECONDS,
  type EmailSignInLinkBody,
} from '#shared/auth-challenge/email-sign-in';
import { findUserByEmail } from '../users/users.service';
import { env } from '../lib/env';
import { sendEmail } from '../lib/mailer';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import { findActiveCognitoAccount } from './cognito-accounts';
import { noAccountNoticeEmail, signInLinkEmail, signInLinkUrl } from './sign-in-link-email';
import { hashSignInToken, newSignInToken } from './sign-in-link-token';
import { saveSignInLink } from './sign-in-links.repository';

export interface SignInLinkRequest extends EmailSignInLinkBody {
  /** The caller's address, for the per-IP limit; absent when API Gateway gives none. */
  sourceIp?: string;
  now: Date;
}

/**
 * Sends a sign-in link when the address has an active account, and a notice saying it has none
 * otherwise (docs/requirements.md#r6-10). Both paths do the same work in the same order (the same
 * limits, the same two lookups, one stored item, one e-mail), so neither the answer nor its timing
 * tells whether an account exists. Limits are counted first, so probing costs the same too.
 */
export async function requestSignInLink(request: SignInLinkRequest): Promise<void> {
  await enforceRateLimit('emailSignInLink', request.email, request.now);
  if (request.sourceIp) await enforceRateLimit('emailSignInLinkPerIp', `ip:${request.sourceIp}`, request.now);

  // Cognito knows the account; the User item whether an admin deactivated it.
  const [account, user] = await Promise.all([
    findActiveCognitoAccount(request.email),
    findUserByEmail(request.email),
  ]);
  const active = account !== null && user?.accountStatus !== 'deactivated';
  const email = account?.email ?? request.email;
  const language = request.language ?? 'en';

  const token = newSignInToken();
  const nowSeconds = Math.floor(request.now.getTime() / 1000);
  const stored = {
    email,
    tokenHash: hashSignInToken(token),
    createdAt: request.now.toISOString(),
    expiresAt: nowSeconds + EMAIL_SIGN_IN_LINK_TTL_SECONDS,
  };
  // Stored before sending: the item is the e-mail's claim (and, for a link, what it is checked against).
  await saveSignInLink(stored, active ? 'link' : 'notice');
  await sendEmail(
    active
      ? signInLinkEmail(email, signInLinkUrl(env().SITE_URL, email, token), language)
      : noAccountNoticeEmail(email, env().SITE_URL, language),
  );
}

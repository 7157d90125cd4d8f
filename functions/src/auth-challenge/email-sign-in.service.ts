/** What the API does for sign-in by e-mail link: limit, check the account, store the hash, send the link. */
import {
  EMAIL_SIGN_IN_LINK_TTL_SECONDS,
  type EmailSignInLinkBody,
} from '#shared/auth-challenge/email-sign-in';
import { findUser } from '../users/users.service';
import { env } from '../lib/env';
import { sendEmail } from '../lib/mailer';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import { findActiveCognitoAccount } from './cognito-accounts';
import { signInLinkEmail, signInLinkUrl } from './sign-in-link-email';
import { hashSignInToken, newSignInToken } from './sign-in-link-token';
import { saveSignInLink } from './sign-in-links.repository';

export interface SignInLinkRequest extends EmailSignInLinkBody {
  /** The caller's address, for the per-IP limit; absent when API Gateway gives none. */
  sourceIp?: string;
  now: Date;
}

/**
 * Sends a sign-in link when the address has an active account, and does nothing visible when it
 * has not: the caller gets the same answer either way. Limits are counted before the lookup, so
 * probing unknown addresses costs the same as asking for one's own link.
 */
export async function requestSignInLink(request: SignInLinkRequest): Promise<void> {
  await enforceRateLimit('emailSignInLink', request.email, request.now);
  if (request.sourceIp) await enforceRateLimit('emailSignInLinkPerIp', `ip:${request.sourceIp}`, request.now);

  const account = await findActiveCognitoAccount(request.email);
  if (!account) return;
  // An account an admin deactivated keeps its Cognito user until an admin acts there too.
  const user = await findUser(account.userId);
  if (user?.accountStatus === 'deactivated') return;

  const token = newSignInToken();
  const nowSeconds = Math.floor(request.now.getTime() / 1000);
  await saveSignInLink({
    email: account.email,
    tokenHash: hashSignInToken(token),
    createdAt: request.now.toISOString(),
    expiresAt: nowSeconds + EMAIL_SIGN_IN_LINK_TTL_SECONDS,
  });
  const link = signInLinkUrl(env().SITE_URL, account.email, token);
  await sendEmail(signInLinkEmail(account.email, link, request.language ?? 'en'));
}

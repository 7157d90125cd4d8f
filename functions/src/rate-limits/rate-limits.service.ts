/**
 * Per-address limits on requests that send e-mail or create accounts (docs/requirements.md#r1-5: sign-up,
 * waitlist and e-mail-link requests). Fixed windows, counted in DynamoDB, expired by TTL.
 */
import { RateLimitedError } from '../lib/errors';
import { takeFromWindow } from './rate-limits.repository';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** Every limit, in one place. */
export const RATE_LIMITS = {
  signUp: { limit: 5, windowSeconds: 60 * 60 },
  // Per source IP limits are looser than per address: an office or a mobile network shares one IP.
  signUpPerIp: { limit: 30, windowSeconds: 60 * 60 },
  requestAccess: { limit: 3, windowSeconds: 60 * 60 },
  requestAccessPerIp: { limit: 30, windowSeconds: 60 * 60 },
  emailSignInLink: { limit: 5, windowSeconds: 15 * 60 },
  emailSignInLinkPerIp: { limit: 30, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/** Counts one use of the action by the subject; throws 429 RATE_LIMITED when over the limit. */
export async function enforceRateLimit(action: RateLimitedAction, subject: string, now: Date): Promise<void> {
  const { limit, windowSeconds } = RATE_LIMITS[action];
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  // Kept one window past its end so a late request still finds its counter.
  const expiresAt = windowStart + 2 * windowSeconds;
  if (!(await takeFromWindow(action, subject, windowStart, limit, expiresAt))) throw new RateLimitedError();
}

/**
 * Per-address limits on requests that send e-mail or create accounts (docs/requirements.md#r1-5: sign-up,
 * waitlist and e-mail-link requests), and per-user caps on what users mint (invitations,
 * docs/requirements.md#r9-8). Fixed windows, counted in DynamoDB, expired by TTL.
 */
import { type AppError, RateLimitedError } from '../lib/errors';
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
  // Invitations minted per user per UTC day: one full batch for members, more for admins, who
  // invite whole waitlists.
  invitationsPerDay: { limit: 25, windowSeconds: 24 * 60 * 60 },
  invitationsPerDayAdmin: { limit: 200, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/**
 * Counts `uses` uses of the action by the subject (one unless said); throws 429 when that would pass
 * the limit (`refusal`, RATE_LIMITED unless said), counting nothing then.
 */
export async function enforceRateLimit(
  action: RateLimitedAction,
  subject: string,
  now: Date,
  options: { uses?: number; refusal?: () => AppError } = {},
): Promise<void> {
  const { limit, windowSeconds } = RATE_LIMITS[action];
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  // Kept one window past its end so a late request still finds its counter.
  const expiresAt = windowStart + 2 * windowSeconds;
  if (!(await takeFromWindow(action, subject, windowStart, limit, expiresAt, options.uses))) {
    throw options.refusal?.() ?? new RateLimitedError();
  }
}

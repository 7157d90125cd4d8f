/**
 * Per-address limits on requests that send e-mail or create accounts (docs/requirements.md#r1-5: sign-up,
 * waitlist and e-mail-link requests), per-user caps on what users mint (invitations,
 * docs/requirements.md#r9-8), and per-person limits on what one account may make the platform send
 * (listings per seller, realtime alert e-mails per buyer). Counted in DynamoDB per window, expired
 * by TTL.
 *
 * A limit holds over any span of its window's length (a sliding window): the previous window's uses
 * still count, weighted by how much of it the span covers. A fixed window would let a sender spend
 * the limit twice across a boundary, once just before it and once just after. Only the limits that
 * are documented per calendar period (invitations per UTC day) keep fixed windows.
 */
import { canonicalEmail } from '#shared/core/email-address';
import { TEXT_LIMITS } from '#shared/texting/text-limits';
import { env } from '../lib/env';
import { type AppError, RateLimitedError } from '../lib/errors';
import { takeFromWindow, usesInWindow } from './rate-limits.repository';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
  /** Counted per calendar window (a UTC day), not over any span of the window's length. */
  fixedWindows?: true;
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
  invitationsPerDay: { limit: 25, windowSeconds: 24 * 60 * 60, fixedWindows: true },
  invitationsPerDayAdmin: { limit: 200, windowSeconds: 24 * 60 * 60, fixedWindows: true },
  // Feedback one user sends in an hour (docs/requirements.md#r9-7-feedback): plenty for a person, little for a script.
  feedbackPerUser: { limit: 10, windowSeconds: 60 * 60 },
  // Screenshot upload forms one user gets in an hour: each lets 10 MB into the private prefix for a day.
  feedbackScreenshotsPerUser: { limit: 30, windowSeconds: 60 * 60 },
  // Call requests one buyer e-mails to sellers in a day (one per listing and day besides): enough to
  // call back every listing a buyer works through, too few to spam sellers' inboxes.
  callRequestsPerBuyer: { limit: 10, windowSeconds: 24 * 60 * 60 },
  // Public ZIP analytics per source IP that reach the API (CloudFront answers repeats from its cache).
  zipAnalyticsPerIp: { limit: 120, windowSeconds: 60 },
  // Texts one buyer receives (docs/text-alerts.md "Caps"); the consent wording promises the daily figure.
  textsPerBuyerPerHour: { limit: TEXT_LIMITS.perHour, windowSeconds: 60 * 60 },
  textsPerBuyerPerDay: { limit: TEXT_LIMITS.perDay, windowSeconds: 24 * 60 * 60 },
  // Confirmation codes one account asks for: each is a text we pay for, to a number not yet confirmed.
  textCodesPerUser: { limit: TEXT_LIMITS.codesPerHour, windowSeconds: 60 * 60 },
  // Codes texted to one number, whichever accounts ask: no number can be flooded with codes.
  textCodesPerNumber: { limit: TEXT_LIMITS.codesPerHour, windowSeconds: 60 * 60 },
  // Map answers one user asks for in a minute: each reads up to 2,000 browse cards; the map asks
  // once per settled move of the view, so a person panning stays far below it.
  mapPointsPerUser: { limit: 30, windowSeconds: 60 },
  // Buyer rankings one user asks for in a minute (docs/buyer-matching.md): each reads up to 1,000
  // candidates and their recent activity; paging and filtering a list stays far below it.
  buyerRankingsPerUser: { limit: 30, windowSeconds: 60 },
  // Buyers one seller e-mails a listing to in a day ("Send", counted per chosen buyer): a few full
  // sends of their listings, too few to mail a whole market; each buyer's own weekly cap holds besides.
  buyerSendsPerSeller: { limit: 100, windowSeconds: 24 * 60 * 60 },
  // Numbers-card saves one buyer makes in a minute (docs/deal-numbers.md): the card saves a
  // second after typing stops, so a person stays far below it; a script filling the table does not.
  numbersInputsPerUser: { limit: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateLimitRule>;

const HOUR_SECONDS = 60 * 60;

/** Limits whose size is a stage setting (functions/src/lib/env.ts says why each one is). */
const CONFIGURED_LIMITS = {
  /** Listings one seller may create in an hour (admins are exempt: docs/requirements.md#r2-5-1). */
  createListing: () => ({ limit: env().LISTINGS_PER_SELLER_PER_HOUR, windowSeconds: HOUR_SECONDS }),
  /** Realtime alert e-mails one buyer receives in an hour; the rest wait for the daily digest. */
  realtimeAlertEmail: () => ({
    limit: env().REALTIME_ALERTS_PER_BUYER_PER_HOUR,
    windowSeconds: HOUR_SECONDS,
  }),
} as const satisfies Record<string, () => RateLimitRule>;

export type RateLimitedAction = keyof typeof RATE_LIMITS | keyof typeof CONFIGURED_LIMITS;

/**
 * The limits counted per e-mail address: `a+tag@b.c` counts as `a@b.c`, so plus-addressing cannot
 * make one mailbox many (docs/requirements.md#r1-5-plus-address).
 */
const PER_ADDRESS: ReadonlySet<RateLimitedAction> = new Set(['signUp', 'requestAccess', 'emailSignInLink']);

const subjectOf = (action: RateLimitedAction, subject: string) =>
  PER_ADDRESS.has(action) ? canonicalEmail(subject) : subject;

const ruleOf = (action: RateLimitedAction): RateLimitRule =>
  action in CONFIGURED_LIMITS
    ? CONFIGURED_LIMITS[action as keyof typeof CONFIGURED_LIMITS]()
    : RATE_LIMITS[action as keyof typeof RATE_LIMITS];

/**
 * Counts `uses` uses of the action by the subject (one unless said); false, counting nothing, when
 * that would pass the limit.
 */
export async function takeAllowance(
  action: RateLimitedAction,
  subject: string,
  now: Date,
  uses = 1,
): Promise<boolean> {
  const rule = ruleOf(action);
  const { limit, windowSeconds } = rule;
  const counted = subjectOf(action, subject);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const elapsed = nowSeconds % windowSeconds;
  const windowStart = nowSeconds - elapsed;
  const carried = rule.fixedWindows
    ? 0
    : carriedFromPreviousWindow(
        await usesInWindow(action, counted, windowStart - windowSeconds),
        elapsed / windowSeconds,
      );
  // Kept one window past its end so a late request, and the next window's carry, still find it.
  const expiresAt = windowStart + 2 * windowSeconds;
  return takeFromWindow(action, counted, windowStart, limit - carried, expiresAt, uses);
}

/**
 * The previous window's uses that still count `elapsedShare` (0 to 1) into the current window:
 * the share of that window a span of one window length ending now covers, rounded up so a burst
 * just across the boundary is never let through by rounding.
 */
export const carriedFromPreviousWindow = (previousUses: number, elapsedShare: number): number =>
  Math.ceil(previousUses * (1 - elapsedShare));

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
  if (!(await takeAllowance(action, subject, now, options.uses))) {
    throw options.refusal?.() ?? new RateLimitedError();
  }
}

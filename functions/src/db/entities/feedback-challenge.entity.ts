/**
 * Burned feedback challenge: a solved proof-of-work challenge already spent on a feedback. Written by
 * a conditional put in the same transaction as the feedback, so one solution sends one feedback; it
 * expires by TTL a little after the challenge itself (the local stack has no TTL: items stay).
 *
 * Access patterns:
 * - burn a solution: conditional Put pk=FEEDBACK_CHALLENGE#<signature>, sk=BURNED
 *   (`attribute_not_exists(pk)`, in the feedback's transaction)
 * - has it been spent (an early, cheap refusal of a replay): GetItem on the same key
 */
import { TTL_ATTRIBUTE } from '../table-definition';

export const BURNED_CHALLENGE_ENTITY = 'BurnedFeedbackChallenge';

/** How long a burned challenge is kept past its own expiry, so clock skew never reopens it. */
const KEPT_PAST_EXPIRY_SECONDS = 60 * 60;

/** Primary key of a challenge, by its signature (an HMAC: unique to the challenge and unforgeable). */
export const burnedChallengeKey = (signature: string) => ({
  pk: `FEEDBACK_CHALLENGE#${signature}`,
  sk: 'BURNED',
});

/** The item that marks a challenge spent by the given user, expiring after the challenge. */
export const toBurnedChallengeItem = (
  signature: string,
  burn: { userId: string; burnedAt: string; challengeExpiresAt: number },
) => ({
  ...burnedChallengeKey(signature),
  entity: BURNED_CHALLENGE_ENTITY,
  userId: burn.userId,
  burnedAt: burn.burnedAt,
  [TTL_ATTRIBUTE]: burn.challengeExpiresAt + KEPT_PAST_EXPIRY_SECONDS,
});

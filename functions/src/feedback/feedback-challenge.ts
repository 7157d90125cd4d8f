/**
 * Human verification for feedback (docs/feedback.md "Verification"): a self-hosted proof-of-work
 * challenge (ALTCHA v2), signed with FEEDBACK_CHALLENGE_SECRET, naming the user it was issued to and
 * expiring FEEDBACK_CHALLENGE_TTL_SECONDS after it was issued. Verifying checks the signature, the
 * expiry, the user and the solution; spending it once is the feedback write's job (a burned-challenge
 * item in the same transaction, see feedback.repository.ts).
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import * as z from 'zod';
import {
  FEEDBACK_CHALLENGE_TTL_SECONDS,
  FEEDBACK_VERIFICATION_MAX,
  feedbackChallengeSchema,
  type FeedbackChallenge,
} from '#shared/feedback/feedback';
import { env } from '../lib/env';
import { VerificationExpiredError, VerificationFailedError } from '../lib/errors';

/**
 * How hard a challenge is (the lead measures the browser solve time and may retune it here alone).
 * Deterministic mode: the server picks a random counter in [counterMin, counterMax] and publishes the
 * first bytes of its key, so the browser tries about that many SHA-256 hashes (cost 1: one hash per
 * try) — on average ~27,500, which a phone's widget does in about a second, while a script must pay
 * the same for every feedback. (The library's example, PBKDF2 at cost 5,000, takes 20–30 s.)
 */
export const FEEDBACK_CHALLENGE_DIFFICULTY = {
  algorithm: 'SHA-256',
  cost: 1,
  counterMin: 5_000,
  counterMax: 50_000,
} as const;

/** The HMAC key; refused at use when the function was not given one (only `feedback:challenge` gets it). */
function challengeSecret(): string {
  const secret = env().FEEDBACK_CHALLENGE_SECRET;
  if (!secret) throw new Error('FEEDBACK_CHALLENGE_SECRET is not set: feedback challenges cannot be signed');
  return secret;
}

/** A new challenge for this user, solvable until FEEDBACK_CHALLENGE_TTL_SECONDS from now. */
export async function issueFeedbackChallenge(userId: string, now: Date): Promise<FeedbackChallenge> {
  const { algorithm, cost, counterMin, counterMax } = FEEDBACK_CHALLENGE_DIFFICULTY;
  const challenge = await createChallenge({
    algorithm,
    cost,
    counter: randomInt(counterMax, counterMin),
    deriveKey,
    data: { userId },
    expiresAt: Math.floor(now.getTime() / 1000) + FEEDBACK_CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: challengeSecret(),
  });
  return feedbackChallengeSchema.parse(challenge);
}

/** What the ALTCHA widget sends: base64 JSON of the challenge it solved and its solution. */
const verificationPayloadSchema = z.object({
  challenge: z.object({
    parameters: feedbackChallengeSchema.shape.parameters.loose(),
    signature: z.string().min(1).max(512),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256) }).loose(),
});

/** A verified challenge: its signature (the key it is burned under) and when it expires (epoch seconds). */
export interface VerifiedChallenge {
  signature: string;
  expiresAt: number;
}

function decodePayload(payload: string) {
  if (payload.length > FEEDBACK_VERIFICATION_MAX) throw new VerificationFailedError();
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    return verificationPayloadSchema.parse(json);
  } catch {
    throw new VerificationFailedError();
  }
}

/**
 * Checks a verification payload for this user at `now`: 400 VERIFICATION_EXPIRED past its expiry,
 * VERIFICATION_FAILED for anything else wrong (unreadable, forged or tampered, another user's, not
 * solved). It does not spend it: the caller burns the answered signature with the feedback.
 */
export async function verifyFeedbackChallenge(
  payload: string,
  userId: string,
  now: Date,
): Promise<VerifiedChallenge> {
  const secret = challengeSecret();
  const { challenge, solution } = decodePayload(payload);
  const { expiresAt, data } = challenge.parameters;
  // Every challenge we sign expires; one without an expiry is not ours.
  if (typeof expiresAt !== 'number') throw new VerificationFailedError();
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret });
  } catch {
    // An algorithm or a value the key derivation refuses: not a challenge we issued.
    throw new VerificationFailedError();
  }
  if (result.expired || expiresAt * 1000 < now.getTime()) throw new VerificationExpiredError();
  // The signature covers the data, so past `verified` the named user is the one it was issued to.
  if (!result.verified || data?.userId !== userId) throw new VerificationFailedError();
  return { signature: challenge.signature, expiresAt };
}

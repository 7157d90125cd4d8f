import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { FEEDBACK_CHALLENGE_TTL_SECONDS, type FeedbackChallenge } from '#shared/feedback/feedback';
import {
  FEEDBACK_CHALLENGE_DIFFICULTY,
  issueFeedbackChallenge,
  verifyFeedbackChallenge,
} from './feedback-challenge';

const USER_ID = 'user-1';

/** Solves a challenge as the widget does and answers the widget's payload (base64 JSON). */
async function solvedPayload(
  challenge: FeedbackChallenge,
  tamper?: (solution: { counter: number; derivedKey: string }) => void,
) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge was not solved');
  tamper?.(solution);
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('feedback challenges', () => {
  it('issues a signed challenge naming the user, expiring within the time to live', async () => {
    const now = new Date();
    const challenge = await issueFeedbackChallenge(USER_ID, now);
    expect(challenge.parameters).toMatchObject({
      algorithm: FEEDBACK_CHALLENGE_DIFFICULTY.algorithm,
      cost: FEEDBACK_CHALLENGE_DIFFICULTY.cost,
      data: { userId: USER_ID },
      expiresAt: Math.floor(now.getTime() / 1000) + FEEDBACK_CHALLENGE_TTL_SECONDS,
    });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies a solved challenge of the caller and answers its signature to burn', async () => {
    const challenge = await issueFeedbackChallenge(USER_ID, new Date());
    await expect(
      verifyFeedbackChallenge(await solvedPayload(challenge), USER_ID, new Date()),
    ).resolves.toEqual({
      signature: challenge.signature,
      expiresAt: challenge.parameters.expiresAt,
    });
  });

  it('refuses a wrong solution', async () => {
    const challenge = await issueFeedbackChallenge(USER_ID, new Date());
    const payload = await solvedPayload(challenge, (solution) => {
      solution.counter += 1;
    });
    await expect(verifyFeedbackChallenge(payload, USER_ID, new Date())).rejects.toMatchObject({
      code: 'VERIFICATION_FAILED',
    });
  });

  it('refuses an expired challenge as expired', async () => {
    const issuedAt = new Date(Date.now() - (FEEDBACK_CHALLENGE_TTL_SECONDS + 1) * 1000);
    const challenge = await issueFeedbackChallenge(USER_ID, issuedAt);
    await expect(
      verifyFeedbackChallenge(await solvedPayload(challenge), USER_ID, new Date()),
    ).rejects.toMatchObject({
      code: 'VERIFICATION_EXPIRED',
    });
  });

  it("refuses another user's challenge", async () => {
    const challenge = await issueFeedbackChallenge('user-2', new Date());
    await expect(
      verifyFeedbackChallenge(await solvedPayload(challenge), USER_ID, new Date()),
    ).rejects.toMatchObject({
      code: 'VERIFICATION_FAILED',
    });
  });

  it('refuses a challenge whose signed data was changed (its user, its expiry)', async () => {
    const challenge = await issueFeedbackChallenge('user-2', new Date());
    const forged = {
      ...challenge,
      parameters: {
        ...challenge.parameters,
        data: { userId: USER_ID },
        expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600,
      },
    };
    await expect(
      verifyFeedbackChallenge(await solvedPayload(forged), USER_ID, new Date()),
    ).rejects.toMatchObject({
      code: 'VERIFICATION_FAILED',
    });
  });

  it('refuses a tampered signature', async () => {
    const challenge = await issueFeedbackChallenge(USER_ID, new Date());
    const last = challenge.signature.at(-1) === '0' ? '1' : '0';
    const tampered = { ...challenge, signature: `${challenge.signature.slice(0, -1)}${last}` };
    await expect(
      verifyFeedbackChallenge(await solvedPayload(tampered), USER_ID, new Date()),
    ).rejects.toMatchObject({
      code: 'VERIFICATION_FAILED',
    });
  });

  it.each([
    ['not base64 JSON', '%%%'],
    [
      "the widget's test payload",
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64'),
    ],
  ])('refuses %s', async (_name, payload) => {
    await expect(verifyFeedbackChallenge(payload, USER_ID, new Date())).rejects.toMatchObject({
      code: 'VERIFICATION_FAILED',
    });
  });

  it('refuses to issue or verify without a secret', async () => {
    const secret = process.env.FEEDBACK_CHALLENGE_SECRET;
    jest.resetModules();
    delete process.env.FEEDBACK_CHALLENGE_SECRET;
    try {
      // A fresh module graph parses the environment again, now without the secret.
      const fresh = await import('./feedback-challenge');
      await expect(fresh.issueFeedbackChallenge(USER_ID, new Date())).rejects.toThrow(
        /FEEDBACK_CHALLENGE_SECRET/,
      );
      await expect(fresh.verifyFeedbackChallenge('e30=', USER_ID, new Date())).rejects.toThrow(
        /FEEDBACK_CHALLENGE_SECRET/,
      );
    } finally {
      process.env.FEEDBACK_CHALLENGE_SECRET = secret;
    }
  });
});

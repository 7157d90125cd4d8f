/**
 * Helpers of the feedback API tests (docs/feedback.md): challenges solved for real as the widget
 * does, screenshots uploaded through the presigned POST, and feedback sent with them.
 */
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { FEEDBACK_CHALLENGE_TTL_SECONDS, type MyFeedback } from '#shared/feedback/feedback';
import type { UploadPolicy } from '#shared/users/profile';
import { callApi } from './local-stack';
import { postFile } from './presigned-post';

const json = (body: unknown) => JSON.stringify(body);

/** The widget's payload for a challenge: solved here, base64 JSON of the challenge and its solution. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The challenge was not solved');
  return Buffer.from(json({ challenge, solution })).toString('base64');
}

/** A challenge issued by the API to the token's user. */
export async function issuedChallenge(token: string): Promise<Challenge> {
  const { status, body } = await callApi('/api/feedback/challenge', { method: 'POST', token });
  if (status !== 201) throw new Error(`No challenge: ${status} ${json(body)}`);
  return body as Challenge;
}

/** A verification payload of the token's user, solved for real. */
export const verificationFor = async (token: string) => solvedPayload(await issuedChallenge(token));

/**
 * A challenge for the user signed with the stack's key (with-stack hands it to the tests) that
 * expired a minute ago: the API only issues fresh ones.
 */
export async function expiredVerification(userId: string): Promise<string> {
  const secret = process.env.DEALFLOW_FEEDBACK_CHALLENGE_SECRET;
  if (!secret)
    throw new Error('DEALFLOW_FEEDBACK_CHALLENGE_SECRET is not set: run the test through with-stack');
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 100,
    deriveKey,
    data: { userId },
    expiresAt: Math.floor(Date.now() / 1000) - 60,
    hmacSignatureSecret: secret,
  });
  expect(FEEDBACK_CHALLENGE_TTL_SECONDS).toBeGreaterThan(60);
  return solvedPayload(challenge);
}

/** A valid body of POST /api/feedback (an idea unless said), verified for the token's user. */
export async function feedbackBody(token: string, overrides: Record<string, unknown> = {}) {
  return {
    type: 'idea',
    comment: 'Please add a dark mode',
    email: null,
    pagePath: '/deals',
    language: 'en',
    screenshotKey: null,
    context: null,
    verification: await verificationFor(token),
    ...overrides,
  };
}

/** POST /api/feedback with this body. */
export const postFeedback = (token: string, body: unknown) =>
  callApi('/api/feedback', { method: 'POST', token, body: json(body) });

/** Sends feedback; throws unless it answers 201. */
export async function sendFeedback(
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<MyFeedback> {
  const { status, body } = await postFeedback(token, await feedbackBody(token, overrides));
  if (status !== 201) throw new Error(`Feedback not sent: ${status} ${json(body)}`);
  return body as MyFeedback;
}

/** A presigned POST for one screenshot of the token's user. */
export async function screenshotPolicy(
  token: string,
  size: number,
  contentType = 'image/png',
): Promise<UploadPolicy> {
  const { status, body } = await callApi('/api/feedback/screenshots', {
    method: 'POST',
    token,
    body: json({ contentType, size }),
  });
  if (status !== 201) throw new Error(`No screenshot policy: ${status} ${json(body)}`);
  return body as UploadPolicy;
}

/** Uploads the file as a screenshot of the token's user and answers its key; throws unless S3 took it. */
export async function uploadScreenshot(
  token: string,
  file: Buffer,
  contentType = 'image/png',
): Promise<string> {
  const policy = await screenshotPolicy(token, file.length, contentType);
  const answer = await postFile(policy, file);
  if (!answer.ok) throw new Error(`Upload refused: ${answer.status} ${await answer.text()}`);
  return policy.key;
}

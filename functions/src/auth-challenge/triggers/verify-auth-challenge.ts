/**
 * Cognito VerifyAuthChallengeResponse for sign-in by e-mail link: the answer is right when it is the
 * code of an unexpired, unused link of this user's address. The link is used up in the same step
 * (a conditional delete), so it can never sign in twice, even in two racing attempts.
 */
import type { VerifyAuthChallengeResponseTriggerEvent } from 'aws-lambda';
import { hashSignInToken } from '../sign-in-link-token';
import { consumeSignInLink } from '../sign-in-links.repository';

/** Longer answers are not codes we issued (ours are 43 characters); they are refused unhashed. */
const MAX_ANSWER_LENGTH = 256;

export const handler = async (
  event: VerifyAuthChallengeResponseTriggerEvent,
): Promise<VerifyAuthChallengeResponseTriggerEvent> => {
  const email = event.request.privateChallengeParameters?.email ?? '';
  const answer =
    typeof event.request.challengeAnswer === 'string' ? event.request.challengeAnswer.trim() : '';
  const plausible = email !== '' && answer !== '' && answer.length <= MAX_ANSWER_LENGTH;
  event.response.answerCorrect =
    plausible && (await consumeSignInLink(email, hashSignInToken(answer), Math.floor(Date.now() / 1000)));
  return event;
};

/**
 * Cognito CreateAuthChallenge for sign-in by e-mail link. It sends nothing: the link was e-mailed
 * by POST /api/auth/public-email-sign-in-link, and the challenge's answer is that link's code. It
 * only tells the verify step which address the code must belong to.
 */
import type { CreateAuthChallengeTriggerEvent } from 'aws-lambda';

/** Marks the challenge in the session history (`challengeMetadata`). */
export const EMAIL_LINK_CHALLENGE = 'EMAIL_LINK';

export const handler = async (
  event: CreateAuthChallengeTriggerEvent,
): Promise<CreateAuthChallengeTriggerEvent> => {
  // Empty when Cognito hides a missing user (preventUserExistenceErrors): nothing will verify.
  const email = event.request.userAttributes.email ?? '';
  event.response.publicChallengeParameters = { method: 'email-link' };
  event.response.privateChallengeParameters = { email };
  event.response.challengeMetadata = EMAIL_LINK_CHALLENGE;
  return event;
};

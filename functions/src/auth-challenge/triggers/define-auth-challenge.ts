/**
 * Cognito DefineAuthChallenge for sign-in by e-mail link: one CUSTOM_CHALLENGE (the link's code),
 * tokens once it is answered right, failure after three wrong answers. No other challenge (say
 * SRP_A from a custom flow with a password) is accepted.
 */
import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';

/** Wrong answers allowed before the sign-in attempt fails. */
export const MAX_WRONG_ANSWERS = 3;

export const handler = async (
  event: DefineAuthChallengeTriggerEvent,
): Promise<DefineAuthChallengeTriggerEvent> => {
  const session = event.request.session ?? [];
  const onlyOurChallenge = session.every((step) => step.challengeName === 'CUSTOM_CHALLENGE');
  const wrongAnswers = session.filter((step) => !step.challengeResult).length;

  if (event.request.userNotFound || !onlyOurChallenge || wrongAnswers >= MAX_WRONG_ANSWERS) {
    event.response.issueTokens = false;
    event.response.failAuthentication = true;
  } else if (session.at(-1)?.challengeResult === true) {
    event.response.issueTokens = true;
    event.response.failAuthentication = false;
  } else {
    event.response.issueTokens = false;
    event.response.failAuthentication = false;
    event.response.challengeName = 'CUSTOM_CHALLENGE';
  }
  return event;
};

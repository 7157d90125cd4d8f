/**
 * The deployed Cognito trigger modules, loaded into the local stack so that cognito-local's
 * missing custom auth and custom message run the same code as AWS (functions/src/auth-challenge).
 * They read the function environment (TABLE_NAME, SITE_URL, the SDK endpoints) when called, which
 * the stack has set by then.
 */
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { handler as createAuthChallenge } from '#functions/auth-challenge/triggers/create-auth-challenge';
import { handler as customMessage } from '#functions/auth-challenge/triggers/custom-message';
import { handler as defineAuthChallenge } from '#functions/auth-challenge/triggers/define-auth-challenge';
import { handler as verifyAuthChallengeResponse } from '#functions/auth-challenge/triggers/verify-auth-challenge';
import type { CustomAuthTriggers } from './custom-auth';

export const LOCAL_CUSTOM_AUTH_TRIGGERS: CustomAuthTriggers = {
  defineAuthChallenge,
  createAuthChallenge,
  verifyAuthChallengeResponse,
};

export const LOCAL_CUSTOM_MESSAGE_TRIGGER: (
  event: CustomMessageTriggerEvent,
) => Promise<CustomMessageTriggerEvent> = customMessage;

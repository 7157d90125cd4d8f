/** Cognito trigger events for the trigger unit tests, shaped as Cognito sends them. */
import type {
  CreateAuthChallengeTriggerEvent,
  CustomMessageTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';

type ChallengeStep = DefineAuthChallengeTriggerEvent['request']['session'][number];

const common = {
  version: '1',
  region: 'us-east-2',
  userPoolId: 'us-east-2_TestPool',
  userName: 'sub-1',
  callerContext: { awsSdkVersion: 'aws-sdk-js-3', clientId: 'test-client' },
};
const userAttributes = { sub: 'sub-1', email: 'bea@example.com', email_verified: 'true' };

/** A step of the session history: the answer was right (true) or wrong (false). */
export const step = (challengeResult: boolean): ChallengeStep => ({
  challengeName: 'CUSTOM_CHALLENGE',
  challengeResult,
  challengeMetadata: 'EMAIL_LINK',
});

export const defineEvent = (
  session: ChallengeStep[],
  userNotFound = false,
): DefineAuthChallengeTriggerEvent => ({
  ...common,
  triggerSource: 'DefineAuthChallenge_Authentication',
  request: { userAttributes, session, userNotFound },
  response: { challengeName: '', issueTokens: false, failAuthentication: false },
});

export const createEvent = (
  attributes: Record<string, string> = userAttributes,
): CreateAuthChallengeTriggerEvent => ({
  ...common,
  triggerSource: 'CreateAuthChallenge_Authentication',
  request: { userAttributes: attributes, challengeName: 'CUSTOM_CHALLENGE', session: [] },
  response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
});

export const verifyEvent = (
  challengeAnswer: string,
  email = 'bea@example.com',
): VerifyAuthChallengeResponseTriggerEvent => ({
  ...common,
  triggerSource: 'VerifyAuthChallengeResponse_Authentication',
  request: { userAttributes, privateChallengeParameters: { email }, challengeAnswer },
  response: { answerCorrect: false },
});

export const customMessageEvent = (
  triggerSource: CustomMessageTriggerEvent['triggerSource'],
  clientMetadata?: Record<string, string>,
): CustomMessageTriggerEvent => ({
  ...common,
  triggerSource,
  request: {
    userAttributes,
    codeParameter: '{####}',
    linkParameter: '{##Click Here##}',
    usernameParameter: null,
    ...(clientMetadata ? { clientMetadata } : {}),
  },
  response: { smsMessage: null, emailMessage: null, emailSubject: null },
});

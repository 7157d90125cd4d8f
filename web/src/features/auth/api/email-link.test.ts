import { confirmSignIn } from 'aws-amplify/auth';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { callRoute } from '../../../lib/api/app-api-client';
import { loadAmplifyAuth, type AmplifyAuth } from '../../../lib/amplify/load-amplify-auth';
import { setRuntimeConfig } from '../../../lib/config/runtime-config';
import { classifyEmailLinkError, EmailLinkError, requestSignInLink, signInWithEmailLink } from './email-link';

jest.mock('aws-amplify/auth', () => ({ confirmSignIn: jest.fn() }));
jest.mock('../../../lib/api/app-api-client', () => ({ callRoute: jest.fn() }));
jest.mock('../../../lib/amplify/load-amplify-auth', () => ({
  ...jest.requireActual('../../../lib/amplify/load-amplify-auth'),
  loadAmplifyAuth: jest.fn(),
}));

const signIn = jest.fn();
const signOut = jest.fn();
const link = { email: 'bea@example.com', code: 'the-code' };
const challenge = { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' } };
const namedError = (name: string) => Object.assign(new Error(name), { name });

beforeEach(() => {
  setRuntimeConfig({
    stage: 'local',
    region: 'us-east-2',
    userPoolId: 'us-east-2_abc123',
    userPoolClientId: 'client',
    authFlowType: 'USER_PASSWORD_AUTH',
    apiBaseUrl: '',
    assetsBaseUrl: '/assets',
  });
  jest.mocked(loadAmplifyAuth).mockResolvedValue({ signIn, signOut } as unknown as AmplifyAuth);
});

describe('signInWithEmailLink', () => {
  it("starts Cognito's custom auth without SRP and answers the challenge with the link's code", async () => {
    signIn.mockResolvedValue(challenge);
    jest.mocked(confirmSignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    await signInWithEmailLink(link);

    expect(signIn).toHaveBeenCalledWith({
      username: 'bea@example.com',
      options: { authFlowType: 'CUSTOM_WITHOUT_SRP' },
    });
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'the-code' });
  });

  it('treats another challenge after the answer (a used or unknown code) as an invalid link', async () => {
    signIn.mockResolvedValue(challenge);
    jest.mocked(confirmSignIn).mockResolvedValue(challenge as never);

    await expect(signInWithEmailLink(link)).rejects.toMatchObject({ failure: 'invalid-link' });
  });

  it('signs a lingering session out and starts again', async () => {
    signIn
      .mockRejectedValueOnce(namedError('UserAlreadyAuthenticatedException'))
      .mockResolvedValueOnce(challenge);
    jest.mocked(confirmSignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    await signInWithEmailLink(link);

    expect(signOut).toHaveBeenCalled();
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it("maps Cognito's refusal (three wrong answers, unknown user) to an invalid link", async () => {
    signIn.mockRejectedValue(namedError('NotAuthorizedException'));

    const error = await signInWithEmailLink(link).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(EmailLinkError);
    expect(error).toMatchObject({ failure: 'invalid-link' });
  });
});

describe('requestSignInLink', () => {
  it('posts the address and the interface language', async () => {
    jest.mocked(callRoute).mockResolvedValue({ status: 'sent' });

    await requestSignInLink('bea@example.com', 'es');

    expect(jest.mocked(callRoute).mock.calls[0]?.[1]).toEqual({
      body: { email: 'bea@example.com', language: 'es' },
    });
  });

  it('says when the server limits the requests', async () => {
    jest
      .mocked(callRoute)
      .mockRejectedValue(new ApiRequestError(429, 'Too Many Requests', '', { code: 'RATE_LIMITED' }));

    await expect(requestSignInLink('bea@example.com', 'en')).rejects.toMatchObject({
      failure: 'rate-limited',
    });
  });
});

describe('classifyEmailLinkError', () => {
  it.each([
    ['CodeMismatchException', 'invalid-link'],
    ['UserNotFoundException', 'invalid-link'],
    ['AuthUserPoolException', 'not-configured'],
    ['NetworkError', 'network'],
    ['Whatever', 'unknown'],
  ])('maps %s to %s', (name, failure) => {
    expect(classifyEmailLinkError(namedError(name))).toBe(failure);
  });
});

import { confirmSignIn } from 'aws-amplify/auth';
import { loadAmplifyAuth, type AmplifyAuth } from '../../../lib/amplify/load-amplify-auth';
import { setRuntimeConfig } from '../../../lib/config/runtime-config';
import { classifySignInError, confirmTotpCode, SignInError, signInWithPassword } from './sign-in';

jest.mock('aws-amplify/auth', () => ({ confirmSignIn: jest.fn() }));

jest.mock('../../../lib/amplify/load-amplify-auth', () => ({
  ...jest.requireActual('../../../lib/amplify/load-amplify-auth'),
  loadAmplifyAuth: jest.fn(),
}));

const signIn = jest.fn();
const signOut = jest.fn();
const form = { email: 'bea@example.com', password: 'Passw0rd!' };

function namedError(name: string): Error {
  return Object.assign(new Error(name), { name });
}

beforeEach(() => {
  setRuntimeConfig({
    stage: 'local',
    region: 'us-east-2',
    userPoolId: 'local_abc123',
    userPoolClientId: 'client',
    authFlowType: 'USER_PASSWORD_AUTH',
    apiBaseUrl: '',
    assetsBaseUrl: '/assets',
  });
  jest.mocked(loadAmplifyAuth).mockResolvedValue({ signIn, signOut } as unknown as AmplifyAuth);
});

describe('signInWithPassword', () => {
  it('signs in with the configured auth flow', async () => {
    signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    await signInWithPassword(form);

    expect(signIn).toHaveBeenCalledWith({
      username: 'bea@example.com',
      password: 'Passw0rd!',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
  });

  it('signs a lingering Amplify session out and tries again', async () => {
    signIn
      .mockRejectedValueOnce(namedError('UserAlreadyAuthenticatedException'))
      .mockResolvedValueOnce({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    await signInWithPassword(form);

    expect(signOut).toHaveBeenCalled();
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('fails when Cognito asks for a step the app does not offer', async () => {
    signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
    });

    await expect(signInWithPassword(form)).rejects.toMatchObject({ failure: 'unsupported-step' });
  });

  it('answers totp-required when Cognito asks for the authenticator code (docs/requirements.md#r6-7-mfa)', async () => {
    signIn.mockResolvedValue({
      isSignedIn: false,
      nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
    });

    await expect(signInWithPassword(form)).resolves.toBe('totp-required');
  });

  it('maps wrong credentials to invalid-credentials', async () => {
    signIn.mockRejectedValue(namedError('NotAuthorizedException'));

    const error = await signInWithPassword(form).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(SignInError);
    expect(error).toMatchObject({ message: 'Failed to sign in', failure: 'invalid-credentials' });
  });
});

describe('classifySignInError', () => {
  it.each([
    ['UserNotFoundException', 'invalid-credentials'],
    ['UserNotConfirmedException', 'unconfirmed'],
    ['PasswordResetRequiredException', 'password-reset-required'],
    ['AuthUserPoolException', 'not-configured'],
    ['NetworkError', 'network'],
    ['SomethingElse', 'unknown'],
  ])('maps %s to %s', (name, failure) => {
    expect(classifySignInError(namedError(name))).toBe(failure);
  });

  it('treats a failed fetch as a network error', () => {
    expect(classifySignInError(new TypeError('Failed to fetch'))).toBe('network');
  });

  it("tells a deactivated (disabled) account from a wrong password by Cognito's words", () => {
    const refused = (message: string) =>
      Object.assign(new Error(message), { name: 'NotAuthorizedException' });
    expect(classifySignInError(refused('User is disabled.'))).toBe('deactivated');
    expect(classifySignInError(refused('Incorrect username or password.'))).toBe('invalid-credentials');
  });
});

describe('confirmTotpCode', () => {
  it('answers the TOTP challenge with the code', async () => {
    jest.mocked(confirmSignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    await confirmTotpCode('123456');

    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
  });

  it.each([
    ['CodeMismatchException', 'totp-mismatch'],
    ['NotAuthorizedException', 'totp-expired'],
    ['SignInException', 'totp-expired'],
  ])('maps %s to %s', async (name, failure) => {
    jest.mocked(confirmSignIn).mockRejectedValue(namedError(name));

    await expect(confirmTotpCode('123456')).rejects.toMatchObject({ failure });
  });
});

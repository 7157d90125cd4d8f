import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { loadAmplifyAuth, type AmplifyAuth } from '../../../lib/amplify/load-amplify-auth';
import { confirmPasswordReset, requestPasswordReset } from './reset-password';

jest.mock('aws-amplify/auth', () => ({ resetPassword: jest.fn(), confirmResetPassword: jest.fn() }));
jest.mock('../../../lib/amplify/load-amplify-auth', () => ({
  ...jest.requireActual('../../../lib/amplify/load-amplify-auth'),
  loadAmplifyAuth: jest.fn(),
}));

const namedError = (name: string) => Object.assign(new Error(name), { name });

beforeEach(() => jest.mocked(loadAmplifyAuth).mockResolvedValue({} as AmplifyAuth));

describe('requestPasswordReset', () => {
  it('asks Cognito for the reset e-mail in the interface language', async () => {
    jest.mocked(resetPassword).mockResolvedValue({} as never);

    await requestPasswordReset('bea@example.com', 'es');

    expect(resetPassword).toHaveBeenCalledWith({
      username: 'bea@example.com',
      options: { clientMetadata: { language: 'es' } },
    });
  });

  it('answers an unknown address like a known one', async () => {
    jest.mocked(resetPassword).mockRejectedValue(namedError('UserNotFoundException'));

    await expect(requestPasswordReset('nobody@example.com', 'en')).resolves.toBeUndefined();
  });

  it('says Failed to reset password otherwise', async () => {
    jest.mocked(resetPassword).mockRejectedValue(namedError('LimitExceededException'));

    await expect(requestPasswordReset('bea@example.com', 'en')).rejects.toMatchObject({
      message: 'Failed to reset password',
      failure: 'rate-limited',
    });
  });
});

describe('confirmPasswordReset', () => {
  it('sets the new password with the code of the link', async () => {
    jest.mocked(confirmResetPassword).mockResolvedValue(undefined);

    await confirmPasswordReset({ email: 'bea@example.com', code: '123456', newPassword: 'Renewed2@pass' });

    expect(confirmResetPassword).toHaveBeenCalledWith({
      username: 'bea@example.com',
      confirmationCode: '123456',
      newPassword: 'Renewed2@pass',
    });
  });

  it.each([
    ['CodeMismatchException', 'invalid-link'],
    ['ExpiredCodeException', 'invalid-link'],
    ['InvalidPasswordException', 'weak-password'],
    ['InternalErrorException', 'unknown'],
  ])('maps %s to %s', async (name, failure) => {
    jest.mocked(confirmResetPassword).mockRejectedValue(namedError(name));

    await expect(
      confirmPasswordReset({ email: 'bea@example.com', code: '123456', newPassword: 'Renewed2@pass' }),
    ).rejects.toMatchObject({ failure });
  });
});

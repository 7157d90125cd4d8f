import { ApiRequestError, NetworkError } from '../../../lib/api/api-errors';
import { classifySignUpError } from './sign-up-errors';

function apiError(status: number, body: unknown): ApiRequestError {
  return new ApiRequestError(status, '', JSON.stringify(body), body);
}

describe('classifySignUpError', () => {
  it.each([
    [409, 'EMAIL_ALREADY_REGISTERED', 'email-taken'],
    [409, 'INVITATION_USED', 'invitation-used'],
    [410, 'INVITATION_EXPIRED', 'invitation-expired'],
    [404, 'INVITATION_UNKNOWN', 'invitation-unknown'],
    [429, 'RATE_LIMITED', 'rate-limited'],
    [500, 'INTERNAL', 'generic'],
  ])('maps %i %s to %s', (status, code, kind) => {
    expect(classifySignUpError(apiError(status, { code, message: 'x' })).kind).toBe(kind);
  });

  it('marks the e-mail field when the address is taken', () => {
    const failure = classifySignUpError(apiError(409, { code: 'EMAIL_ALREADY_REGISTERED', message: 'x' }));

    expect(failure.fieldErrors).toEqual({ email: 'emailAlreadyRegistered' });
  });

  it('puts VALIDATION_FAILED details on the fields they name', () => {
    const failure = classifySignUpError(
      apiError(400, {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        details: [
          { path: 'body.phoneNumber', message: 'phoneRequired' },
          { path: 'body.password', message: 'passwordNeedsSpecial' },
          { path: 'body.password', message: 'passwordNeedsDigit' },
        ],
      }),
    );

    expect(failure).toEqual({
      kind: 'invalid-fields',
      fieldErrors: { phoneNumber: 'phoneRequired', password: 'passwordNeedsSpecial' },
    });
  });

  it('is the generic failure when no detail names a field of the form', () => {
    const failure = classifySignUpError(
      apiError(400, {
        code: 'VALIDATION_FAILED',
        message: 'x',
        details: [{ path: 'body.invitationToken', message: 'invitationTokenInvalid' }],
      }),
    );

    expect(failure).toEqual({ kind: 'generic', fieldErrors: {} });
  });

  it('tells a network failure apart', () => {
    expect(classifySignUpError(new NetworkError()).kind).toBe('network');
  });
});

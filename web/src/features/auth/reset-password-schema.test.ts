import { newPasswordFormSchema, resetLinkFrom } from './reset-password-schema';

const messages = (values: { newPassword: string; confirmPassword: string }) => {
  const result = newPasswordFormSchema.safeParse(values);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);
};

describe('resetLinkFrom', () => {
  it('reads the e-mail and code of a reset link', () => {
    expect(resetLinkFrom(new URLSearchParams('email=Bea%40Example.com&code=123456'))).toEqual({
      email: 'bea@example.com',
      code: '123456',
    });
  });

  it.each([
    'email=bea%40example.com',
    'code=123456',
    'email=not-an-address&code=123456',
    'email=bea%40example.com&code=abc',
  ])('answers null for %s (Invalid Reset Link)', (query) => {
    expect(resetLinkFrom(new URLSearchParams(query))).toBeNull();
  });
});

describe('newPasswordFormSchema', () => {
  it('accepts a password that follows the sign-up rules, typed twice', () => {
    expect(messages({ newPassword: 'Renewed2@pass', confirmPassword: 'Renewed2@pass' })).toEqual([]);
  });

  it('applies the docs/requirements.md#r5-1 sign-up rules', () => {
    expect(messages({ newPassword: 'short', confirmPassword: 'short' })).toEqual(
      expect.arrayContaining([
        'newPassword:passwordTooShort',
        'newPassword:passwordNeedsUpper',
        'newPassword:passwordNeedsDigit',
        'newPassword:passwordNeedsSpecial',
      ]),
    );
  });

  it('requires the confirmation and that it matches', () => {
    expect(messages({ newPassword: 'Renewed2@pass', confirmPassword: '' })).toEqual([
      'confirmPassword:confirmPasswordRequired',
    ]);
    expect(messages({ newPassword: 'Renewed2@pass', confirmPassword: 'Renewed2@pasS' })).toEqual([
      'confirmPassword:passwordsDoNotMatch',
    ]);
  });
});

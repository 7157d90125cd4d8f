import {
  signUpFormSchema,
  toSignUpBody,
  unmetPasswordRules,
  type PhoneRule,
  type SignUpFormValues,
} from './sign-up-form-schema';

const TOKEN = 'a'.repeat(43);

function form(overrides: Partial<SignUpFormValues> = {}): SignUpFormValues {
  return {
    email: ' New.User@Example.com ',
    password: 'Passw0rd!',
    confirmPassword: 'Passw0rd!',
    firstName: 'Nia',
    lastName: 'New',
    phoneNumber: '',
    languagePreference: 'en',
    ...overrides,
  };
}

function messagesFor(phone: PhoneRule, values: SignUpFormValues): Record<string, string[]> {
  const result = signUpFormSchema(phone).safeParse(values);
  const messages: Record<string, string[]> = {};
  if (result.success) return messages;
  for (const issue of result.error.issues) (messages[String(issue.path[0])] ??= []).push(issue.message);
  return messages;
}

describe('signUpFormSchema', () => {
  it('accepts a complete form without a phone where the phone is optional (admins)', () => {
    expect(messagesFor('optional', form())).toEqual({});
  });

  it.each([
    ['short', 'Pa1!', 'passwordTooShort'],
    ['no upper case', 'passw0rd!', 'passwordNeedsUpper'],
    ['no lower case', 'PASSW0RD!', 'passwordNeedsLower'],
    ['no digit', 'Password!', 'passwordNeedsDigit'],
    ['no special character', 'Passw0rdX', 'passwordNeedsSpecial'],
  ])('refuses a password that is %s', (_case, password, message) => {
    expect(messagesFor('optional', form({ password, confirmPassword: password })).password).toContain(
      message,
    );
  });

  it('says when the confirmation does not match, even while other fields are still empty', () => {
    const messages = messagesFor(
      'optional',
      form({ email: '', firstName: '', confirmPassword: 'Passw0rd?' }),
    );

    expect(messages.confirmPassword).toEqual(['passwordsDoNotMatch']);
    expect(messages.email).toEqual(['emailRequired']);
  });

  it('asks for the confirmation when it is empty', () => {
    expect(messagesFor('optional', form({ confirmPassword: '' })).confirmPassword).toEqual([
      'confirmPasswordRequired',
    ]);
  });

  it('refuses names shorter than two characters', () => {
    expect(messagesFor('optional', form({ firstName: 'N', lastName: ' ' }))).toEqual({
      firstName: ['nameTooShort'],
      lastName: ['nameRequired', 'nameTooShort'],
    });
  });

  it('requires a phone number where the phone is required', () => {
    expect(messagesFor('required', form()).phoneNumber).toEqual(['phoneRequired']);
    expect(messagesFor('optional', form()).phoneNumber).toBeUndefined();
  });

  it('refuses a phone number that does not have 10 digits, required or not', () => {
    expect(messagesFor('optional', form({ phoneNumber: '555-0100' })).phoneNumber).toEqual(['phoneInvalid']);
    expect(messagesFor('required', form({ phoneNumber: '555-0100' })).phoneNumber).toEqual(['phoneInvalid']);
  });
});

describe('toSignUpBody', () => {
  it('sends the trimmed, lower-cased e-mail, the digits of the phone and no confirmation', () => {
    const body = toSignUpBody(
      'required',
      form({ phoneNumber: '(202) 555-0101', languagePreference: 'es' }),
      TOKEN,
    );

    expect(body).toEqual({
      email: 'new.user@example.com',
      password: 'Passw0rd!',
      firstName: 'Nia',
      lastName: 'New',
      invitationToken: TOKEN,
      phoneNumber: '2025550101',
      languagePreference: 'es',
    });
  });

  it('leaves out an empty optional phone', () => {
    expect(toSignUpBody('optional', form(), TOKEN)).not.toHaveProperty('phoneNumber');
  });
});

describe('unmetPasswordRules', () => {
  it('lists every rule for an empty password and none for a strong one', () => {
    expect([...unmetPasswordRules('')]).toHaveLength(5);
    expect([...unmetPasswordRules('Passw0rd!')]).toEqual([]);
  });

  it('ticks rules one by one as the password grows', () => {
    expect([...unmetPasswordRules('abc')]).toEqual([
      'passwordTooShort',
      'passwordNeedsUpper',
      'passwordNeedsDigit',
      'passwordNeedsSpecial',
    ]);
  });
});

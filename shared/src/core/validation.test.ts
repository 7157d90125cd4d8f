import {
  emailSchema,
  formatPhone,
  personNameSchema,
  phoneDigits,
  phoneSchema,
  signUpPasswordSchema,
} from './validation';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('phoneDigits', () => {
  it.each([
    ['(555) 123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
    ['+1 555 123 4567', '5551234567'],
    ['15551234567', '5551234567'],
  ])('reads %s as ten digits', (input, expected) => {
    expect(phoneDigits(input)).toBe(expected);
  });

  it.each(['555123456', '25551234567', '555123456789', 'phone'])('refuses %s', (input) => {
    expect(phoneDigits(input)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('shows ten digits as (XXX) XXX-XXXX', () => {
    expect(formatPhone('+15551234567')).toBe('(555) 123-4567');
  });
});

describe('phoneSchema', () => {
  it('answers the digits of a valid number and keys the errors', () => {
    expect(phoneSchema.parse(' 555-123-4567 ')).toBe('5551234567');
    expect(messages(phoneSchema.safeParse(''))).toEqual(['phoneRequired']);
    expect(messages(phoneSchema.safeParse('123'))).toEqual(['phoneInvalid']);
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Bea@Example.COM ')).toBe('bea@example.com');
  });

  it.each([
    ['', 'emailRequired'],
    ['not-an-email', 'emailInvalid'],
    [`${'a'.repeat(250)}@x.io`, 'emailTooLong'],
  ])('refuses %j with %s', (input, message) => {
    expect(messages(emailSchema.safeParse(input))).toContain(message);
  });
});

describe('signUpPasswordSchema', () => {
  it('accepts a password with every class of character', () => {
    expect(signUpPasswordSchema.safeParse('Passw0rd!').success).toBe(true);
  });

  it.each([
    ['Pa0!', 'passwordTooShort'],
    ['password0!', 'passwordNeedsUpper'],
    ['PASSWORD0!', 'passwordNeedsLower'],
    ['Password!!', 'passwordNeedsDigit'],
    ['Password00', 'passwordNeedsSpecial'],
  ])('refuses %s with %s', (input, message) => {
    expect(messages(signUpPasswordSchema.safeParse(input))).toContain(message);
  });
});

describe('personNameSchema', () => {
  it('trims and needs at least two characters', () => {
    expect(personNameSchema.parse('  Bea ')).toBe('Bea');
    expect(messages(personNameSchema.safeParse(' B '))).toEqual(['nameTooShort']);
    expect(messages(personNameSchema.safeParse('   '))).toContain('nameRequired');
  });
});

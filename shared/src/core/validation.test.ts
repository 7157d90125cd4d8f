import {
  emailSchema,
  formatPhone,
  personNameSchema,
  phoneDigits,
  phoneSchema,
  signUpPasswordSchema,
  textSchema,
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

describe('textSchema', () => {
  const line = textSchema({ max: 10 });
  const notes = textSchema({ max: 20, multiline: true });

  it('stores the composed (NFC) form of a decomposed name', () => {
    expect(line.parse('Jose\u0301 ')).toBe('Jos\u00e9');
    expect(line.parse('Jos\u00e9')).toBe('Jos\u00e9');
  });

  it('counts the length after composing', () => {
    expect(line.parse('e\u0301'.repeat(10))).toBe('\u00e9'.repeat(10));
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['a C1 control', 'a\u0085b'],
    ['DEL', 'a\u007Fb'],
    ['a right-to-left override', 'ab\u202Efdp.exe'],
    ['a left-to-right isolate', 'a\u2066b'],
    ['the Arabic letter mark', 'a\u061Cb'],
    ['a zero-width space', 'a\u200Bb'],
    ['a zero-width joiner', 'a\u200Db'],
    ['a byte order mark inside', 'a\uFEFFb'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', 'a\uDC00b'],
    ['a line separator', 'a\u2028b'],
  ])('refuses %s', (_name, input) => {
    expect(messages(line.safeParse(input))).toEqual(['textInvalidCharacters']);
    expect(messages(notes.safeParse(input))).toEqual(['textInvalidCharacters']);
  });

  it('keeps an emoji (a valid surrogate pair)', () => {
    expect(line.parse('ok \u{1F44D}')).toBe('ok \u{1F44D}');
  });

  it('lets line feeds and tabs through only in a multi-line field, CR LF as LF', () => {
    expect(notes.parse('one\r\ntwo\tthree\rfour')).toBe('one\ntwo\tthree\nfour');
    expect(messages(line.safeParse('one\ntwo'))).toEqual(['textInvalidCharacters']);
    expect(messages(line.safeParse('one\ttwo'))).toEqual(['textInvalidCharacters']);
  });

  it('words the length and presence messages of the field', () => {
    const name = textSchema({
      min: 2,
      max: 4,
      messages: { required: 'nameRequired', tooShort: 'nameTooShort' },
    });
    expect(messages(name.safeParse(' '))).toEqual(['nameRequired', 'nameTooShort']);
    expect(messages(name.safeParse('abcde'))).toEqual(['textTooLong']);
    expect(messages(name.safeParse(undefined))).toEqual(['required']);
    expect(messages(name.safeParse(5))).toEqual(['textInvalid']);
  });
});

describe('signUpPasswordSchema and invisible characters', () => {
  it('refuses a password with an invisible character, and keeps it as typed otherwise', () => {
    expect(messages(signUpPasswordSchema.safeParse('Passw0rd!\u200B'))).toEqual(['textInvalidCharacters']);
    expect(signUpPasswordSchema.parse('Pa\u0301ssw0rd!')).toBe('Pa\u0301ssw0rd!');
  });
});

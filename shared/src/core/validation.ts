/**
 * Field rules of docs/requirements.md#r5 shared by server and browser: the same schema checks the request in
 * the handler and the form on the page. Messages are stable keys the web app translates
 * (`validation.<key>` in the common namespace); the server sends them as they are.
 */
import * as z from 'zod';

export const SIGN_UP_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address, trimmed and lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .min(1, 'emailRequired')
  .max(EMAIL_MAX_LENGTH, 'emailTooLong')
  .pipe(z.email('emailInvalid'))
  .transform((email) => email.toLowerCase());

/** A person's first or last name at sign-up: trimmed, 2 to 60 characters. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, 'nameRequired')
  .min(NAME_MIN_LENGTH, 'nameTooShort')
  .max(NAME_MAX_LENGTH, 'nameTooLong');

/**
 * Sign-up password (docs/requirements.md#r5-1): at least 8 with upper case, lower case, a digit and a special
 * character.
 */
export const signUpPasswordSchema = z
  .string()
  .min(SIGN_UP_PASSWORD_MIN_LENGTH, 'passwordTooShort')
  .max(256, 'passwordTooLong')
  .regex(/[A-Z]/, 'passwordNeedsUpper')
  .regex(/[a-z]/, 'passwordNeedsLower')
  .regex(/\d/, 'passwordNeedsDigit')
  .regex(/[^A-Za-z0-9]/, 'passwordNeedsSpecial');

/**
 * The ten digits of a US phone number, from any formatting; 11 digits starting with 1 are accepted
 * (docs/requirements.md#r9-10). Answers null when it is not a valid number.
 */
export function phoneDigits(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/** A phone number shown as (XXX) XXX-XXXX (docs/requirements.md#r9-10); unknown shapes are shown as given. */
export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  return digits ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : input;
}

/** A phone number in E.164 (+1XXXXXXXXXX), as Cognito stores it. */
export function toE164(digits: string): string {
  return `+1${digits}`;
}

/** A US phone number in any formatting, answered as its ten digits. */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'phoneRequired')
  .transform((value, context) => {
    const digits = phoneDigits(value);
    if (!digits) {
      context.addIssue({ code: 'custom', message: 'phoneInvalid' });
      return z.NEVER;
    }
    return digits;
  });

/** A free-text note: trimmed, at most `max` characters. */
export const noteSchema = (max: number) => z.string().trim().max(max, 'noteTooLong');

/**
 * Most UTF-8 bytes of one word (a run of letters, marks and digits) in free text: far above any
 * real word, far below DynamoDB's key limits, so a word can always key a search-word item
 * (docs/requirements.md#r5-2).
 */
export const WORD_MAX_BYTES = 100;

const WORD_RUNS = /[\p{L}\p{M}\p{N}]+/gu;
const utf8 = new TextEncoder();

/** Whether every word of the text is at most WORD_MAX_BYTES bytes long in UTF-8. */
export function wordsWithinCap(text: string): boolean {
  return (text.match(WORD_RUNS) ?? []).every((word) => utf8.encode(word).length <= WORD_MAX_BYTES);
}

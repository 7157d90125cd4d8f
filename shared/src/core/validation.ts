/**
 * Field rules of docs/requirements.md#r5 shared by server and browser: the same schema checks the request in
 * the handler and the form on the page. Messages are stable keys the web app translates
 * (`validation.<key>` in the common namespace); the server sends them as they are.
 */
import * as z from 'zod';

/**
 * Characters no text field accepts (docs/requirements.md#r5-12): C0 and C1 controls and DEL, lone
 * surrogates, bidi marks, embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069) and invisible characters (U+200B–U+200D, U+2060–U+2064, U+180E, U+FEFF, U+2028, U+2029,
 * U+FFF9–U+FFFB): they let a name or an address read differently from what is stored. Tab and line feed
 * are matched apart, because a multi-line field accepts them.
 */
export const FORBIDDEN_CHARACTERS =
  // Matching control characters is the point of this expression.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u2069\uFEFF\uFFF9-\uFFFB]|\p{Surrogate}/u;
const LINE_CHARACTERS = /[\t\n]/;

/** True when `text` holds a character no text field accepts; `multiline` lets tab and line feed pass. */
export function hasForbiddenCharacters(text: string, multiline = false): boolean {
  return FORBIDDEN_CHARACTERS.test(text) || (!multiline && LINE_CHARACTERS.test(text));
}

/** Message keys of a text field; each form may word its own (`nameTooLong`), the rest are shared. */
export interface TextMessages {
  /** A missing or non-string value. */
  invalid?: string;
  /** An empty value (after trimming); with `min` above 1 and no key here, `tooShort` says it. */
  required?: string;
  /** Shorter than `min` (when `min` is above 1). */
  tooShort?: string;
  tooLong?: string;
}

export interface TextOptions {
  /** Most characters (UTF-16 code units, as the browser's maxlength counts them), after normalising. */
  max: number;
  /** Fewest characters; 0 (the default) lets the field be empty. */
  min?: number;
  /** A notes-like field: line feeds and tabs are kept (a CR LF or CR becomes LF). */
  multiline?: boolean;
  messages?: TextMessages;
}

/** The type error of a field: 'required' when it is missing, `invalidKey` when it is of another type. */
export const requiredOr = (invalidKey: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'required' : invalidKey;

/**
 * The one builder of text fields (docs/requirements.md#r5-12): the value is normalised to NFC (so the same
 * name is stored once however it was typed) and trimmed, then refused with `textInvalidCharacters` when
 * it holds a control, bidi or invisible character, and held between `min` and `max` characters. Every
 * text a request body or search carries is built on it, formats (e-mail, phone, URL, paths) included;
 * only values held to a strict pattern (tokens, storage keys, ZIP codes, dates, ids, cursors) are not.
 */
export function textSchema({ max, min = 0, multiline = false, messages = {} }: TextOptions) {
  const base = z
    .string({ error: requiredOr(messages.invalid ?? 'textInvalid') })
    .overwrite((text) => {
      const composed = text.normalize('NFC');
      return multiline ? composed.replace(/\r\n?/g, '\n') : composed;
    })
    .trim()
    .refine((text) => !hasForbiddenCharacters(text, multiline), 'textInvalidCharacters');
  // An empty value has its own message when the field words one (or needs just one character).
  const required =
    min === 1 || (min > 1 && messages.required) ? base.min(1, messages.required ?? 'required') : base;
  const atLeast = min > 1 ? required.min(min, messages.tooShort ?? 'textTooShort') : required;
  return atLeast.max(max, messages.tooLong ?? 'textTooLong');
}

export const SIGN_UP_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;
/** A phone number as typed, with its formatting ("+1 (555) 123-4567 " and the like). */
export const PHONE_MAX_LENGTH = 30;

/** An e-mail address, trimmed and lower-cased. */
export const emailSchema = textSchema({
  min: 1,
  max: EMAIL_MAX_LENGTH,
  messages: { required: 'emailRequired', tooLong: 'emailTooLong', invalid: 'emailInvalid' },
})
  .pipe(z.email('emailInvalid'))
  .transform((email) => email.toLowerCase());

/** A person's first or last name at sign-up: trimmed, 2 to 60 characters. */
export const personNameSchema = textSchema({
  min: NAME_MIN_LENGTH,
  max: NAME_MAX_LENGTH,
  messages: { required: 'nameRequired', tooShort: 'nameTooShort', tooLong: 'nameTooLong' },
});

/**
 * Sign-up password (docs/requirements.md#r5-1): at least 8 with upper case, lower case, a digit and a special
 * character.
 */
export const signUpPasswordSchema = z
  .string()
  // Not normalised or trimmed (the identity provider compares the bytes), but never invisible characters.
  .refine((password) => !hasForbiddenCharacters(password), 'textInvalidCharacters')
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
export const phoneSchema = textSchema({
  min: 1,
  max: PHONE_MAX_LENGTH,
  messages: { required: 'phoneRequired', tooLong: 'phoneInvalid', invalid: 'phoneInvalid' },
}).transform((value, context) => {
  const digits = phoneDigits(value);
  if (!digits) {
    context.addIssue({ code: 'custom', message: 'phoneInvalid' });
    return z.NEVER;
  }
  return digits;
});

/** A free-text note: several lines, at most `max` characters. */
export const noteSchema = (max: number) =>
  textSchema({ max, multiline: true, messages: { tooLong: 'noteTooLong' } });

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

/**
 * The sign-up form (docs/requirements.md#r5-1), built from the shared rules the server applies to the same
 * fields (docs/requirements.md#e4-1), plus what only the form has: the confirmation of the password, and
 * whether the phone is required (by the invitation's role; the server checks the same rule).
 */
import * as z from 'zod';
import type { SignUpWithInvitationBody } from '#shared/invitations/invitations';
import { languageSchema, type Language } from '#shared/core/language';
import { emailSchema, personNameSchema, phoneSchema, signUpPasswordSchema } from '#shared/core/validation';

/** Which form: sellers (originators) or everyone else. */
export type SignUpKind = 'buyer' | 'seller';

/** Whether the form asks for the phone as required or optional (`requiresPhoneNumber` of the role). */
export type PhoneRule = 'required' | 'optional';

/** What the fields hold, as typed. */
export type SignUpFormValues = {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  languagePreference: string;
};
export type SignUpField = keyof SignUpFormValues;

export function emptySignUpForm(languagePreference: Language): SignUpFormValues {
  return {
    email: '',
    password: '',
    confirmPassword: '',
    firstName: '',
    lastName: '',
    phoneNumber: '',
    languagePreference,
  };
}

/** Fields in the order they are shown, so the first invalid one gets the focus. */
export const SIGN_UP_FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'phoneNumber',
  'languagePreference',
] as const satisfies readonly SignUpField[];

/** An empty optional phone is no phone; anything typed must be a valid one. */
const optionalPhoneSchema = z
  .string()
  .transform((value) => (value.trim() === '' ? undefined : value))
  .pipe(phoneSchema.optional());

export function signUpFormSchema(phone: PhoneRule) {
  return z
    .object({
      email: emailSchema,
      password: signUpPasswordSchema,
      confirmPassword: z.string().min(1, 'confirmPasswordRequired'),
      firstName: personNameSchema,
      lastName: personNameSchema,
      phoneNumber: phone === 'required' ? phoneSchema : optionalPhoneSchema,
      languagePreference: languageSchema,
    })
    .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
      path: ['confirmPassword'],
      message: 'passwordsDoNotMatch',
      // Checked even while other fields are still invalid, so a mismatch shows as soon as it exists.
      when: ({ value }) => {
        const form = value as Partial<Record<SignUpField, unknown>>;
        return typeof form.password === 'string' && typeof form.confirmPassword === 'string';
      },
    });
}

/** The request body of signUpWithInvitation for valid form values. */
export function toSignUpBody(
  phone: PhoneRule,
  values: SignUpFormValues,
  invitationToken: string,
): SignUpWithInvitationBody {
  const form = signUpFormSchema(phone).parse(values);
  return {
    email: form.email,
    password: form.password,
    firstName: form.firstName,
    lastName: form.lastName,
    invitationToken,
    languagePreference: form.languagePreference,
    ...(form.phoneNumber ? { phoneNumber: form.phoneNumber } : {}),
  };
}

/** The messages of docs/requirements.md#r5-1 password rules, in the order the checklist shows them. */
export const PASSWORD_RULES = [
  'passwordTooShort',
  'passwordNeedsUpper',
  'passwordNeedsLower',
  'passwordNeedsDigit',
  'passwordNeedsSpecial',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/**
 * The rules a password still breaks, from the shared schema itself (zod reports every failed check
 * of a string), so the live checklist cannot drift from what the server refuses.
 */
export function unmetPasswordRules(password: string): Set<PasswordRule> {
  const result = signUpPasswordSchema.safeParse(password);
  const messages = new Set(result.success ? [] : result.error.issues.map((issue) => issue.message));
  return new Set(PASSWORD_RULES.filter((rule) => messages.has(rule)));
}

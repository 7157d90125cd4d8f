import * as z from 'zod';

/** Minimum sign-in password length (docs/requirements.md#r5-1, docs/requirements.md#r9-9). */
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;

/**
 * The sign-in form (docs/requirements.md#r5-1): a valid e-mail and a password of at least six characters.
 * Messages are keys of the `auth` namespace, translated where they are shown.
 */
export const signInFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: 'validation.emailRequired' })
    .pipe(z.email({ error: 'validation.emailInvalid' })),
  password: z.string().min(SIGN_IN_PASSWORD_MIN_LENGTH, { error: 'validation.passwordTooShort' }),
});
export type SignInForm = z.infer<typeof signInFormSchema>;
export type SignInField = keyof SignInForm;

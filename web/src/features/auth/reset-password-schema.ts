import * as z from 'zod';
import { emailSchema, signUpPasswordSchema } from '#shared/core/validation';

/**
 * The new password of a reset (docs/requirements.md#r5-1 sign-up rules: at least 8 with upper, lower, digit
 * and special) and its confirmation. Messages are `validation.*` keys of the common namespace.
 */
export const newPasswordFormSchema = z
  .object({
    newPassword: signUpPasswordSchema,
    confirmPassword: z.string().min(1, 'confirmPasswordRequired'),
  })
  .refine((form) => form.confirmPassword === '' || form.confirmPassword === form.newPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
export type NewPasswordField = keyof NewPasswordForm;

/** Cognito's reset codes are digits (six today); anything else in the link is not a code. */
const RESET_CODE_PATTERN = /^\d{4,12}$/;

/**
 * The e-mail and code a reset link carries, or null when either is missing or malformed
 * (docs/requirements.md#r8-2 Invalid Reset Link: invalid, missing or expired).
 */
export function resetLinkFrom(params: URLSearchParams): { email: string; code: string } | null {
  const email = emailSchema.safeParse(params.get('email') ?? '');
  const code = (params.get('code') ?? '').trim();
  if (!email.success || !RESET_CODE_PATTERN.test(code)) return null;
  return { email: email.data, code };
}

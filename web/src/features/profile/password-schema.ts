import * as z from 'zod';
import { PASSWORD_MIN_LENGTH } from '#shared/core/validation';

/**
 * The password tab (docs/requirements.md#r5-7): the current password is required, the new one at least 6
 * characters (Cognito's own policy may ask for more and says so), and the confirmation must match.
 */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'currentPasswordRequired'),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, 'passwordTooShort').max(256, 'passwordTooLong'),
    confirmPassword: z.string().min(1, 'confirmPasswordRequired'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmPassword'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

import { signInFormSchema } from './sign-in-schema';

/** The forms that ask only for an account's address check it as sign-in does. */
export const accountEmailSchema = signInFormSchema.pick({ email: true });
export const ACCOUNT_EMAIL_FIELDS = ['email'] as const;

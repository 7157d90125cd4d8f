/**
 * Sign-in by e-mail link (docs/requirements.md#r2-2 /auth): the request a signed-out visitor makes, and its
 * answer.
 */
import * as z from 'zod';
import { languageSchema } from '../core/language';
import { emailSchema } from '../core/validation';

/** How long a sign-in link works, in seconds (docs/requirements.md#r1-7: 15 minutes, single use). */
export const EMAIL_SIGN_IN_LINK_TTL_SECONDS = 15 * 60;

export const emailSignInLinkBodySchema = z
  .object({
    email: emailSchema,
    /** Language of the e-mail; English when absent. */
    language: languageSchema.optional(),
  })
  .strict()
  .meta({ id: 'EmailSignInLinkBody' });
export type EmailSignInLinkBody = z.infer<typeof emailSignInLinkBodySchema>;

/**
 * Always `sent`, whether or not the address has an account, so the route never tells a stranger
 * who is a member.
 */
export const emailSignInLinkResultSchema = z
  .object({ status: z.literal('sent') })
  .meta({ id: 'EmailSignInLinkResult' });
export type EmailSignInLinkResult = z.infer<typeof emailSignInLinkResultSchema>;

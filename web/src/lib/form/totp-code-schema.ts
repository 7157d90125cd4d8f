import * as z from 'zod';

/**
 * The 6-digit code of an authenticator app (docs/requirements.md#r6-7-mfa), as typed: spaces are
 * dropped, since apps show it as "123 456". The message is a `validation.*` key of common.
 */
export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'totpCodeInvalid' })),
});
export type TotpCodeForm = z.infer<typeof totpCodeSchema>;

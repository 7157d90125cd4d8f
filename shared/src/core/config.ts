import * as z from 'zod';

/**
 * `/config.json`, read by the SPA at start. CDK writes it at deploy; the local stack serves its own.
 * One build of the SPA runs everywhere because nothing here is baked in at build time.
 */
export const webConfigSchema = z.object({
  stage: z.string().min(1),
  region: z.string().min(1),
  userPoolId: z
    .string()
    .max(55)
    .regex(/^[\w-]+_[0-9a-zA-Z]+$/, 'Pool id must be in the form region_id'),
  userPoolClientId: z.string().min(1),
  /** Set only where Cognito is not AWS's own endpoint (the local stack). */
  userPoolEndpoint: z.string().url().optional(),
  /** SRP in AWS; USER_PASSWORD_AUTH where the identity stand-in lacks SRP (docs/requirements.md#e5-3). */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Base of API calls; empty means the same origin as the SPA. */
  apiBaseUrl: z.string(),
  /** Base URL of uploaded images (docs/requirements.md#r7-6 "/assets"). */
  assetsBaseUrl: z.string(),
});
export type WebConfig = z.infer<typeof webConfigSchema>;

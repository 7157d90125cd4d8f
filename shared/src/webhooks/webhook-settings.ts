/**
 * Body of saving the offer-submitted webhook settings (Profile › Integrations). The field names are
 * those of the user object (`offerWebhookEnabled`, `offerSubmittedUrl`, shared/src/users/user.ts).
 *
 * The route and the form use `webhookSettingsBodySchema`, which accepts loopback receivers (the
 * local stack's test receivers must pass the form and the route). That is safe because the save
 * service checks the URL again with `assertPublicWebhookUrl` and the deployment's own option,
 * which is never set in AWS: there a loopback or `http:` URL is refused at save with the same keys.
 */
import * as z from 'zod';
import { type WebhookUrlOptions, WEBHOOK_URL_MESSAGE_KEYS, webhookUrlSchema } from './webhook-url';

/** The settings body under the given URL rules; an empty URL is null, and enabling needs a URL. */
export function webhookSettingsSchema(options: WebhookUrlOptions = {}) {
  const url = webhookUrlSchema(options);
  return z
    .object({
      offerWebhookEnabled: z.boolean({ error: 'invalid' }),
      offerSubmittedUrl: z
        .string({ error: WEBHOOK_URL_MESSAGE_KEYS.urlInvalid })
        .nullable()
        .transform((value, context) => {
          if (value === null || value.trim() === '') return null;
          const parsed = url.safeParse(value);
          if (parsed.success) return parsed.data;
          for (const issue of parsed.error.issues)
            context.addIssue({ code: 'custom', message: issue.message });
          return z.NEVER;
        }),
    })
    .strict()
    .superRefine((body, context) => {
      if (body.offerWebhookEnabled && body.offerSubmittedUrl === null) {
        context.addIssue({ code: 'custom', path: ['offerSubmittedUrl'], message: 'webhookUrlRequired' });
      }
    });
}

/** The route's and the form's body schema; see the file comment for why loopback passes here. */
export const webhookSettingsBodySchema = webhookSettingsSchema({ allowLoopbackReceiver: true });
export type WebhookSettingsBody = z.infer<typeof webhookSettingsBodySchema>;

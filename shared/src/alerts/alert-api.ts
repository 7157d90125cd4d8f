/**
 * What the alert routes answer (docs/requirements.md#r1-10): a buyer's alerts, newest listing first, each
 * with the listing it is about and why it matched. The delivery rules are in docs/alerts.md.
 */
import * as z from 'zod';
import { dealSummarySchema } from '../deals/deal-api';
import { ALERT_FREQUENCIES } from './alert-frequency';
import { matchReasonSchema } from './deal-match';
import { cursorPageSchema } from '../api/cursor-page';

/** How an alert is e-mailed: on its own (realtime) or in a digest. Every alert is also listed in the app. */
export const ALERT_CHANNELS = ['email', 'digest'] as const;
export const alertChannelSchema = z.enum(ALERT_CHANNELS);
export type AlertChannel = z.infer<typeof alertChannelSchema>;

/** One alert: a listing that matched the buyer's buy box or preferences. */
export const dealAlertSchema = z
  .object({
    dealId: z.string(),
    /** The listing as it is now (its status may have moved on since the alert). */
    deal: dealSummarySchema.pick({
      streetAddress: true,
      city: true,
      state: true,
      zipCode: true,
      purchasePrice: true,
      status: true,
      coverPhotoKey: true,
    }),
    reasons: z.array(matchReasonSchema),
    frequency: z.enum(ALERT_FREQUENCIES),
    /** When the alert was due: the listing time, or the end of the first-refusal wait. */
    dueAt: z.string(),
    /** When it was e-mailed (alone or in a digest); null while it waits for the next digest. */
    sentAt: z.string().nullable(),
    channel: alertChannelSchema,
  })
  .meta({ id: 'DealAlert' });
export type DealAlert = z.infer<typeof dealAlertSchema>;

export const dealAlertPageSchema = cursorPageSchema(dealAlertSchema, 'DealAlertPage');
export type DealAlertPage = z.infer<typeof dealAlertPageSchema>;

export const ALERT_PAGE_SIZE = 20;

/** GET /api/users/me/alerts query. */
export const dealAlertQuerySchema = z.object({
  cursor: z.string().max(1024).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/**
 * Delivery events of texts (docs/text-alerts.md "Delivery and its status"): what the messaging
 * service's configuration set publishes for each text, and the status the buyer's settings show.
 */
import * as z from 'zod';
import type { TextDeliveryStatus } from '#shared/texting/text-alerts';

/** The part of a delivery event read here; `context` is what the sender gave (`userId`, `sendKey`). */
export const textDeliveryEventSchema = z.object({
  eventType: z.string().min(1).max(64),
  eventTimestamp: z.number().int().nonnegative(),
  messageId: z.string().max(128).optional(),
  messageStatus: z.string().max(64).optional(),
  context: z
    .object({ userId: z.string().min(1).max(64), sendKey: z.string().min(1).max(512) })
    .partial()
    .optional(),
});
export type TextDeliveryEvent = z.infer<typeof textDeliveryEventSchema>;

const DELIVERED = ['TEXT_DELIVERED', 'TEXT_SUCCESSFUL'];
const ON_ITS_WAY = ['TEXT_PENDING', 'TEXT_QUEUED'];
const FAILED = [
  'TEXT_BLOCKED',
  'TEXT_TTL_EXPIRED',
  'TEXT_CARRIER_UNREACHABLE',
  'TEXT_INVALID',
  'TEXT_INVALID_MESSAGE',
  'TEXT_CARRIER_BLOCKED',
  'TEXT_UNREACHABLE',
  'TEXT_SPAM',
  'TEXT_UNKNOWN',
  'TEXT_PROTECT_BLOCKED',
];

/** The status an event type means, or null for events that are not about a text's delivery. */
export function deliveryStatusOf(eventType: string): Exclude<TextDeliveryStatus, 'held'> | null {
  if (DELIVERED.includes(eventType)) return 'delivered';
  if (ON_ITS_WAY.includes(eventType)) return 'sent';
  if (FAILED.includes(eventType)) return 'failed';
  return null;
}

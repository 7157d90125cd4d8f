/**
 * The events a seller's webhook receives (docs/requirements.md#r1-11): `offer.submitted` when a buyer makes
 * an offer on one of their listings, and `test` when they press "send test event". docs/webhooks.md shows
 * them; its example payloads are parsed by these schemas in a test, so the two cannot drift.
 *
 * The schemas are strict on purpose: the builder must not leak a field we did not mean to publish
 * (a buyer's phone, an internal key). Receivers, on the other hand, are told to ignore fields they
 * do not know, so adding an optional field later is not a breaking change.
 *
 * Amounts are US dollars as numbers; `timestamp` and `submittedAt` are ISO 8601 UTC date-times;
 * `closeOfEscrowDate` is a calendar date. Fields an offer may lack are `null`, never absent.
 */
import * as z from 'zod';
import { offerTypeSchema } from '../offers/offer-schema';
import { usStateSchema } from '../core/us-states';

export const OFFER_SUBMITTED_EVENT_TYPE = 'offer.submitted';
export const WEBHOOK_TEST_EVENT_TYPE = 'test';

const amountSchema = z.number().nonnegative();
const dateTimeSchema = z.iso.datetime();

export const offerSubmittedEventDataSchema = z
  .object({
    dealId: z.string().min(1),
    offerId: z.string().min(1),
    deal: z
      .object({
        streetAddress: z.string(),
        city: z.string(),
        state: usStateSchema,
        zipCode: z.string().regex(/^\d{5}$/),
        purchasePrice: amountSchema,
      })
      .strict(),
    offer: z
      .object({
        offerType: offerTypeSchema,
        /** Required for cash offers; null when a creative offer gives none. */
        purchasePrice: amountSchema.nullable(),
        /** Required for creative offers; null when a cash offer gives none. */
        entryFee: amountSchema.nullable(),
        closeOfEscrowDate: z.iso.date(),
        message: z.string().nullable(),
      })
      .strict()
      .superRefine((offer, context) => {
        // docs/requirements.md#r5-5: the amount that defines each type is always there.
        if (offer.offerType === 'cash' && offer.purchasePrice === null) {
          context.addIssue({ code: 'custom', path: ['purchasePrice'], message: 'required' });
        }
        if (offer.offerType === 'creative' && offer.entryFee === null) {
          context.addIssue({ code: 'custom', path: ['entryFee'], message: 'required' });
        }
      }),
    buyer: z.object({ name: z.string(), email: z.email() }).strict(),
    submittedAt: dateTimeSchema,
  })
  .strict();
export type OfferSubmittedEventData = z.infer<typeof offerSubmittedEventDataSchema>;

export const offerSubmittedEventSchema = z
  .object({
    type: z.literal(OFFER_SUBMITTED_EVENT_TYPE),
    /** When the event was created (not when this attempt was sent: retries resend the same body). */
    timestamp: dateTimeSchema,
    data: offerSubmittedEventDataSchema,
  })
  .strict()
  .meta({ id: 'OfferSubmittedEvent' });
export type OfferSubmittedEvent = z.infer<typeof offerSubmittedEventSchema>;

/** The message every test event carries. */
export const WEBHOOK_TEST_MESSAGE = 'This is a test event from Dealflow. Your endpoint is reachable.';

export const webhookTestEventSchema = z
  .object({
    type: z.literal(WEBHOOK_TEST_EVENT_TYPE),
    timestamp: dateTimeSchema,
    data: z.object({ message: z.string() }).strict(),
  })
  .strict()
  .meta({ id: 'WebhookTestEvent' });
export type WebhookTestEvent = z.infer<typeof webhookTestEventSchema>;

/** Any event a webhook may receive, told apart by `type`. */
export const webhookEventSchema = z.discriminatedUnion('type', [
  offerSubmittedEventSchema,
  webhookTestEventSchema,
]);
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

/** Builds an `offer.submitted` event, checked against its schema (throws on a field that breaks it). */
export function offerSubmittedEvent(data: OfferSubmittedEventData, now: Date): OfferSubmittedEvent {
  return offerSubmittedEventSchema.parse({
    type: OFFER_SUBMITTED_EVENT_TYPE,
    timestamp: now.toISOString(),
    data,
  });
}

/** Builds the event "send test event" delivers. */
export function webhookTestEvent(now: Date): WebhookTestEvent {
  return {
    type: WEBHOOK_TEST_EVENT_TYPE,
    timestamp: now.toISOString(),
    data: { message: WEBHOOK_TEST_MESSAGE },
  };
}

/**
 * The body to sign and send. Serialise once, store the string with the delivery, and resend that
 * same string on every retry: the signature covers the exact bytes.
 */
export function serialiseWebhookEvent(event: WebhookEvent): string {
  return JSON.stringify(event);
}

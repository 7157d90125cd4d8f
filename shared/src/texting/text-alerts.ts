/**
 * Text alerts (docs/text-alerts.md): a buyer's confirmed mobile number, their consent, what comes by
 * text, and their quiet hours. Messages are stable keys the web app translates.
 */
import * as z from 'zod';
import { languageSchema } from '../core/language';
import { phoneSchema } from '../core/validation';
import { TEXT_CONSENT_VERSION } from './consent-wording';

/** What may come by text: first-right-of-refusal listings, realtime matches, offer accepted/declined. */
export const TEXT_KINDS = ['firstRefusal', 'dealMatch', 'offerDecision'] as const;
export const textKindSchema = z.enum(TEXT_KINDS);
export type TextKind = z.infer<typeof textKindSchema>;

/** A confirmation code: six digits, valid 10 minutes, 5 tries. */
export const TEXT_CODE_LENGTH = 6;
export const TEXT_CODE_TTL_SECONDS = 10 * 60;
export const TEXT_CODE_MAX_TRIES = 5;

/** Default quiet hours, in the buyer's own time zone. */
export const DEFAULT_QUIET_HOURS = { start: '21:00', end: '08:00' } as const;
/** An IANA time zone name is at most this long (the longest is 32). */
export const TIME_ZONE_MAX_LENGTH = 64;

/** `HH:MM`, 24-hour clock. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeInvalid');

/** Whether the runtime knows this IANA time zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z
  .string()
  .min(1, 'timeZoneInvalid')
  .max(TIME_ZONE_MAX_LENGTH, 'timeZoneInvalid')
  .regex(/^[A-Za-z0-9_+\-/]+$/, 'timeZoneInvalid')
  .refine(isKnownTimeZone, 'timeZoneInvalid');

/** Quiet hours: from `start` to `end` local time (crossing midnight when end ≤ start); equal = none. */
export const quietHoursSchema = z
  .object({ start: clockTimeSchema, end: clockTimeSchema, timeZone: timeZoneSchema })
  .strict()
  .meta({ id: 'QuietHours' });
export type QuietHours = z.infer<typeof quietHoursSchema>;

/** One kind's choice: texts on or off, and whether it may break through quiet hours. */
export const textChoiceSchema = z
  .object({ on: z.boolean({ error: 'required' }), urgent: z.boolean({ error: 'required' }) })
  .strict();
export type TextChoice = z.infer<typeof textChoiceSchema>;

export const textChoicesSchema = z
  .object({
    firstRefusal: textChoiceSchema,
    dealMatch: textChoiceSchema,
    offerDecision: textChoiceSchema,
  })
  .strict()
  .meta({ id: 'TextChoices' });
export type TextChoices = z.infer<typeof textChoicesSchema>;

/** What a buyer gets once their number is confirmed: first-refusal listings (urgent) and offer decisions; no matches. */
export const DEFAULT_TEXT_CHOICES: TextChoices = {
  firstRefusal: { on: true, urgent: true },
  dealMatch: { on: false, urgent: false },
  offerDecision: { on: true, urgent: false },
};

/**
 * Where a buyer's texting stands: `none` (no number), `pending` (a code was sent to
 * `pendingNumber`), `on` (confirmed, texts go out), `optedOut` (they replied STOP: nothing goes out
 * until they reply START or confirm a number again).
 */
export const TEXT_ALERT_STATUSES = ['none', 'pending', 'on', 'optedOut'] as const;
export const textAlertStatusSchema = z.enum(TEXT_ALERT_STATUSES);
export type TextAlertStatus = z.infer<typeof textAlertStatusSchema>;

/** What happened to the last text: sent to the carrier, delivered, failed, or held for quiet hours. */
export const TEXT_DELIVERY_STATUSES = ['sent', 'delivered', 'failed', 'held'] as const;
export const textDeliveryStatusSchema = z.enum(TEXT_DELIVERY_STATUSES);
export type TextDeliveryStatus = z.infer<typeof textDeliveryStatusSchema>;

export const textDeliverySchema = z
  .object({ status: textDeliveryStatusSchema, at: z.string() })
  .strict()
  .meta({ id: 'TextDelivery' });
export type TextDelivery = z.infer<typeof textDeliverySchema>;

/** GET/PUT /api/users/me/text-alerts: the caller's own texting settings (their number included). */
export const textAlertsSchema = z
  .object({
    status: textAlertStatusSchema,
    /** The confirmed number, E.164 (+1XXXXXXXXXX); null until confirmed. */
    phoneNumber: z.string().nullable(),
    /** The number a code was sent to and is waiting for, E.164; null unless `pending`. */
    pendingNumber: z.string().nullable(),
    /** When the pending code stops working. */
    codeExpiresAt: z.string().nullable(),
    /** The consent the buyer gave when they confirmed: its wording's version, language and time. */
    consent: z.object({ version: z.string(), language: languageSchema, at: z.string() }).strict().nullable(),
    choices: textChoicesSchema,
    quietHours: quietHoursSchema,
    lastDelivery: textDeliverySchema.nullable(),
  })
  .strict()
  .meta({ id: 'TextAlerts' });
export type TextAlerts = z.infer<typeof textAlertsSchema>;

/**
 * POST /api/users/me/text-alerts/number: send a code to this number. The buyer agrees to the consent
 * wording of `consentVersion` in `language` (the server stores that wording, not the client's copy).
 */
export const startTextNumberBodySchema = z
  .object({
    phoneNumber: phoneSchema,
    consent: z.literal(true, { error: 'consentRequired' }),
    consentVersion: z.literal(TEXT_CONSENT_VERSION, { error: 'consentOutdated' }),
    language: languageSchema,
    /** The buyer's time zone for quiet hours, as their browser reports it. */
    timeZone: timeZoneSchema,
  })
  .strict()
  .meta({ id: 'StartTextNumberBody' });
export type StartTextNumberBody = z.infer<typeof startTextNumberBodySchema>;

/** POST /api/users/me/text-alerts/number/confirm. */
export const confirmTextNumberBodySchema = z
  .object({
    code: z
      .string({ error: 'codeRequired' })
      .trim()
      .regex(new RegExp(`^\\d{${TEXT_CODE_LENGTH}}$`), 'codeInvalid'),
  })
  .strict()
  .meta({ id: 'ConfirmTextNumberBody' });
export type ConfirmTextNumberBody = z.infer<typeof confirmTextNumberBodySchema>;

/** PUT /api/users/me/text-alerts: what comes by text and the quiet hours. */
export const updateTextAlertsBodySchema = z
  .object({ choices: textChoicesSchema, quietHours: quietHoursSchema })
  .strict()
  .meta({ id: 'UpdateTextAlertsBody' });
export type UpdateTextAlertsBody = z.infer<typeof updateTextAlertsBodySchema>;

/**
 * GET /api/admin/users/{userId}/text-alerts: whether texts are on and how the last one went; never
 * the number.
 */
export const adminTextAlertsSchema = z
  .object({ status: textAlertStatusSchema, lastDelivery: textDeliverySchema.nullable() })
  .strict()
  .meta({ id: 'AdminTextAlerts' });
export type AdminTextAlerts = z.infer<typeof adminTextAlertsSchema>;

/**
 * "Request a call" (docs/requirements.md#r2-4 schedule call): a buyer on a listing whose seller has no
 * call-booking link asks the seller, by e-mail, to call them back. The body is shared by the handler
 * and the dialog; messages are stable keys the web app translates (`validation.<key>`).
 */
import * as z from 'zod';
import { textSchema } from '../core/validation';

/** The most characters of the optional note to the seller. */
export const CALL_REQUEST_MESSAGE_MAX_LENGTH = 500;
/** The most characters of the optional preferred times ("weekday mornings, Pacific time"). */
export const CALL_REQUEST_TIMES_MAX_LENGTH = 120;

/** POST /api/deals/{dealId}/call-requests: both fields optional; an empty one is as good as none. */
export const callRequestInputSchema = z
  .object({
    message: textSchema({
      max: CALL_REQUEST_MESSAGE_MAX_LENGTH,
      multiline: true,
      messages: { tooLong: 'messageTooLong' },
    }).optional(),
    preferredTimes: textSchema({
      max: CALL_REQUEST_TIMES_MAX_LENGTH,
      messages: { tooLong: 'preferredTimesTooLong' },
    }).optional(),
  })
  .strict()
  .meta({ id: 'CallRequestInput' });
export type CallRequestInput = z.infer<typeof callRequestInputSchema>;

/** The answer: the e-mail to the seller left at `sentAt`. */
export const callRequestResultSchema = z
  .object({ dealId: z.string(), sentAt: z.string() })
  .meta({ id: 'CallRequestResult' });
export type CallRequestResult = z.infer<typeof callRequestResultSchema>;

/**
 * A buyer's reply as the messaging service publishes it to the replies topic (two-way SMS): only what
 * the replies handler reads is checked; anything else in the message is ignored.
 */
import * as z from 'zod';

/** Longest reply body read: a concatenated text is at most ten segments. */
export const REPLY_BODY_MAX_LENGTH = 1600;

export const textReplyMessageSchema = z.object({
  /** The buyer's number, E.164. */
  originationNumber: z.string().regex(/^\+[1-9]\d{6,14}$/),
  /** Our number the reply was sent to. */
  destinationNumber: z.string().min(1).max(64),
  messageBody: z.string().max(REPLY_BODY_MAX_LENGTH),
  inboundMessageId: z.string().min(1).max(200),
  messageKeyword: z.string().max(REPLY_BODY_MAX_LENGTH).optional(),
  previousPublishedMessageId: z.string().max(200).optional(),
});
export type TextReplyMessage = z.infer<typeof textReplyMessageSchema>;

/** The reply an SNS record carries, or null when it is not one (not JSON, or not this shape). */
export function parseTextReply(snsMessage: string): TextReplyMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(snsMessage);
  } catch {
    return null;
  }
  const parsed = textReplyMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

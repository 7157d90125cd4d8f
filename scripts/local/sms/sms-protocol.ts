/**
 * What the local text store accepts: `PinpointSMSVoiceV2.SendTextMessage` in the AWS JSON 1.0
 * protocol (what SDK v3's End User Messaging SMS client speaks) and a developer's reply, each checked
 * as the real service would check it, with its errors in the shape the SDK parses.
 */
import * as z from 'zod';

/** The protocol's target prefix (the `X-Amz-Target` header) and the one operation served. */
export const SMS_TARGET_PREFIX = 'PinpointSMSVoiceV2.';
export const SEND_TEXT_MESSAGE_TARGET = `${SMS_TARGET_PREFIX}SendTextMessage`;
/** SendTextMessage's own limit on MessageBody, which the store applies to replies too. */
export const MESSAGE_BODY_MAX_LENGTH = 1600;
/** An E.164 phone number: +, a country code that does not start with 0, at most 15 digits. */
export const E164_PATTERN = /^\+[1-9]\d{1,14}$/;

/** An error the store answers in the service's shape (`__type`, `Message`). */
export class SmsProtocolError extends Error {
  constructor(
    readonly type: 'ValidationException' | 'UnknownOperationException',
    message: string,
  ) {
    super(message);
    this.name = 'SmsProtocolError';
  }

  /** The body the SDK turns back into its exception class. */
  toWire() {
    return { __type: `com.amazonaws.pinpointsmsvoicev2#${this.type}`, Message: this.message };
  }
}

const phoneNumber = z.string().regex(E164_PATTERN, 'must be an E.164 phone number (e.g. +15125550100)');
const messageBody = z
  .string()
  .max(MESSAGE_BODY_MAX_LENGTH, `must be at most ${MESSAGE_BODY_MAX_LENGTH} characters`)
  .refine((body) => body.trim() !== '', 'must not be empty');

const sendTextMessageSchema = z.object({
  DestinationPhoneNumber: phoneNumber,
  MessageBody: messageBody,
  OriginationIdentity: z.string().min(1).max(256).optional(),
  ConfigurationSetName: z.string().min(1).max(256).optional(),
  MessageType: z.enum(['TRANSACTIONAL', 'PROMOTIONAL']).optional(),
  // The service allows at most 5 context entries.
  Context: z
    .record(z.string().min(1).max(100), z.string().max(800))
    .refine((context) => Object.keys(context).length <= 5, 'must have at most 5 entries')
    .optional(),
});

/** A checked SendTextMessage request (fields the store does not use are ignored, as AWS accepts them). */
export type SendTextMessageInput = z.infer<typeof sendTextMessageSchema>;

const replySchema = z.object({ from: phoneNumber, body: messageBody });

/** A developer's reply: from which number, what text. */
export type ReplyInput = z.infer<typeof replySchema>;

const explain = (error: z.ZodError) =>
  error.issues.map((issue) => `${issue.path.join('.') || 'body'} ${issue.message}`).join('; ');

/** The operation an `X-Amz-Target` names, refused unless it is SendTextMessage. */
export function assertSupportedTarget(target: string | undefined): void {
  if (target === SEND_TEXT_MESSAGE_TARGET) return;
  throw new SmsProtocolError(
    'UnknownOperationException',
    `The local text store serves only ${SEND_TEXT_MESSAGE_TARGET}, not ${target || 'a request without X-Amz-Target'}.`,
  );
}

export function parseSendTextMessage(input: unknown): SendTextMessageInput {
  const parsed = sendTextMessageSchema.safeParse(input);
  if (!parsed.success) throw new SmsProtocolError('ValidationException', explain(parsed.error));
  return parsed.data;
}

export function parseReply(input: unknown): ReplyInput {
  const parsed = replySchema.safeParse(input);
  if (!parsed.success) throw new SmsProtocolError('ValidationException', explain(parsed.error));
  return parsed.data;
}

/**
 * Sends texts through AWS End User Messaging SMS (`pinpoint-sms-voice-v2`; the local text store in
 * the local stack: the SDK's endpoint variable points there). The origination identity and the
 * configuration set come from the deployment (docs/text-alerts.md "In AWS"); without them texts are
 * off, and this says so in the log instead of sending.
 */
import { SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { sms } from './clients';
import { env } from './env';
import { logger } from './logger';

export interface OutgoingText {
  /** E.164, e.g. +15125550100. */
  to: string;
  body: string;
  /**
   * Carried to the delivery events (the configuration set's event destination) and back to
   * `texting/handlers/text-delivery-events`: which claimed send this text is.
   */
  context: Record<string, string>;
}

/** Whether this deployment can send texts at all. */
export const textsConfigured = (): boolean =>
  Boolean(env().SMS_ORIGINATION_IDENTITY && env().SMS_CONFIGURATION_SET);

/** Sends one transactional text; answers its message id, or null when texts are off here. */
export async function sendText(text: OutgoingText): Promise<string | null> {
  const { SMS_ORIGINATION_IDENTITY: from, SMS_CONFIGURATION_SET: configurationSet } = env();
  if (!from || !configurationSet) {
    logger.warn('Text not sent: no origination identity or configuration set is configured (texts are off)');
    return null;
  }
  const { MessageId } = await sms().send(
    new SendTextMessageCommand({
      DestinationPhoneNumber: text.to,
      OriginationIdentity: from,
      ConfigurationSetName: configurationSet,
      MessageBody: text.body,
      MessageType: 'TRANSACTIONAL',
      Context: text.context,
    }),
  );
  return MessageId ?? null;
}

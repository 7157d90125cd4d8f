/**
 * Delivery events of texts, from the configuration set's SNS topic (locally, the text store invokes
 * this after each send): each event's status is recorded on the claimed send its context names, and
 * as the buyer's last delivery (docs/text-alerts.md "Delivery and its status").
 */
import type { SNSEvent } from 'aws-lambda';
import { logger, withInvocationKeys } from '../../lib/logger';
import { recordTextDeliveryStatus } from '../text-sends.repository';
import { recordLastDelivery } from '../text-settings.repository';
import { deliveryStatusOf, textDeliveryEventSchema } from '../text-delivery-status';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Records one delivery event; true when it changed a claimed send. */
async function recordEvent(message: string): Promise<boolean> {
  const parsed = textDeliveryEventSchema.safeParse(parseJson(message));
  if (!parsed.success) {
    logger.warn('Text delivery event not understood; ignored', { issues: parsed.error.issues });
    return false;
  }
  const { eventType, eventTimestamp, messageId, context } = parsed.data;
  const status = deliveryStatusOf(eventType);
  if (!status || !context?.userId || !context.sendKey) {
    logger.info('Text delivery event not about a claimed text; ignored', { eventType, messageId });
    return false;
  }
  const { userId, sendKey } = context;
  const at = new Date(eventTimestamp).toISOString();
  // An older event after a newer one (SNS does not keep order) changes nothing.
  if (!(await recordTextDeliveryStatus({ userId, sendKey }, eventType, at))) return false;
  await recordLastDelivery(userId, { status, at });
  return true;
}

export const handler = withInvocationKeys({ consumer: 'text-delivery-events' }, async (event: SNSEvent) => {
  const failures: unknown[] = [];
  for (const record of event.Records) {
    try {
      await recordEvent(record.Sns.Message);
    } catch (error) {
      failures.push(error);
    }
  }
  // Thrown after trying every record: the asynchronous invocation is retried, and recording is idempotent.
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} delivery event(s) not recorded`);
});

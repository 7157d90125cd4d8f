/**
 * The SNS events the messaging service's topics deliver (docs/text-alerts.md "In AWS"), built for the
 * local text store: a two-way reply published to the replies topic and a delivery event published by
 * the configuration set's event destination, each wrapped as SNS hands one message to a subscribed
 * Lambda (`Records[].Sns.Message` is the JSON string).
 */
import { randomUUID } from 'node:crypto';
import type { SNSEvent } from 'aws-lambda';
import type { TextTopicSubscriber } from '#shared/jobs/text-topics';
import type { StoredText } from './text-store';

const ACCOUNT_ID = '000000000000';

/** The ARN of the local stand-in of a subscriber's topic. */
export const localTopicArn = (region: string, topic: TextTopicSubscriber['name']) =>
  `arn:aws:sns:${region}:${ACCOUNT_ID}:dealflow-local-${topic}`;

/** One message as SNS delivers it to a subscribed function. */
export function snsEvent(topicArn: string, message: unknown): SNSEvent {
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: `${topicArn}:${randomUUID()}`,
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: topicArn,
          Message: JSON.stringify(message),
          MessageAttributes: {},
          Timestamp: new Date().toISOString(),
          SignatureVersion: '1',
          Signature: '',
          SigningCertUrl: '',
          UnsubscribeUrl: '',
        },
      },
    ],
  };
}

/** The message the two-way channel publishes for an inbound text. */
export function replyMessage(reply: StoredText, previous: StoredText | undefined) {
  return {
    originationNumber: reply.from,
    destinationNumber: reply.to,
    // The keyword the service matched: the reply's first word (STOP, START, HELP…), as typed.
    messageKeyword: reply.body.trim().split(/\s+/)[0]?.toUpperCase() ?? '',
    messageBody: reply.body,
    inboundMessageId: reply.messageId,
    previousPublishedMessageId: previous?.messageId ?? '',
  };
}

/** The event the configuration set's event destination publishes once a text reached the phone. */
export function deliveredEvent(text: StoredText) {
  const at = Date.parse(text.at);
  return {
    eventType: 'TEXT_DELIVERED',
    eventVersion: '1.0',
    eventTimestamp: Date.now(),
    isFinal: true,
    originationPhoneNumber: text.from,
    destinationPhoneNumber: text.to,
    isoCountryCode: 'US',
    messageId: text.messageId,
    messageRequestTimestamp: at,
    messageEncoding: 'GSM',
    messageType: 'TRANSACTIONAL',
    messageStatus: 'DELIVERED',
    messageStatusDescription: 'Message has been accepted by phone',
    totalMessageParts: 1,
    totalMessagePrice: 0,
    totalCarrierFee: 0,
    context: text.context ?? {},
  };
}

import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { SNSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { TextTable, textSettingsItem } from '../../testing/text.fixtures';
import { handler } from './text-delivery-events';

const dynamo = mockClient(DynamoDBDocumentClient);
const CLAIM = { pk: 'TEXTSEND#buyer-1', sk: 'firstRefusal#deal-1' };
const SENT_AT = Date.parse('2026-11-20T15:00:00.000Z');

/** An SNS event carrying delivery events of the configuration set. */
const snsEvent = (...messages: Record<string, unknown>[]): SNSEvent =>
  ({
    Records: messages.map((message) => ({ Sns: { Message: JSON.stringify(message) } })),
  }) as unknown as SNSEvent;

const deliveryEvent = (
  eventType: string,
  secondsAfterSend: number,
  context: Record<string, string> = {},
) => ({
  eventType,
  eventVersion: '1.0',
  eventTimestamp: SENT_AT + secondsAfterSend * 1000,
  isFinal: true,
  messageId: 'message-1',
  originationPhoneNumber: '+18885550100',
  destinationPhoneNumber: '+15125550123',
  messageStatus: eventType.replace('TEXT_', ''),
  messageStatusDescription: 'From the carrier',
  context: { userId: 'buyer-1', sendKey: 'firstRefusal#deal-1', ...context },
});
const at = (secondsAfterSend: number) => new Date(SENT_AT + secondsAfterSend * 1000).toISOString();

let table: TextTable;
beforeEach(() => {
  dynamo.reset();
  table = new TextTable();
  table.wire(dynamo);
  table.put(textSettingsItem('buyer-1', { lastDelivery: { status: 'sent', at: at(0) } }));
  table.put({ ...CLAIM, entity: 'TextSend', state: 'sent', messageId: 'message-1', deliveryStatus: null });
});

const lastDelivery = () => table.get({ pk: 'USER#buyer-1', sk: 'TEXTING' })?.lastDelivery;

describe('text delivery events', () => {
  it.each([
    ['TEXT_DELIVERED', 'delivered'],
    ['TEXT_SUCCESSFUL', 'delivered'],
    ['TEXT_BLOCKED', 'failed'],
    ['TEXT_CARRIER_UNREACHABLE', 'failed'],
    ['TEXT_SPAM', 'failed'],
    ['TEXT_PENDING', 'sent'],
    ['TEXT_QUEUED', 'sent'],
  ])('records %s on the claim and as the buyer’s last delivery (%s)', async (eventType, status) => {
    // Act
    await handler(snsEvent(deliveryEvent(eventType, 5)));

    // Assess
    expect(table.get(CLAIM)).toMatchObject({ deliveryStatus: eventType, deliveryReportedAt: at(5) });
    expect(lastDelivery()).toEqual({ status, at: at(5) });
  });

  it('keeps the later status when an earlier event arrives after it', async () => {
    await handler(snsEvent(deliveryEvent('TEXT_DELIVERED', 9), deliveryEvent('TEXT_PENDING', 2)));

    expect(table.get(CLAIM)).toMatchObject({ deliveryStatus: 'TEXT_DELIVERED' });
    expect(lastDelivery()).toEqual({ status: 'delivered', at: at(9) });
  });

  it('ignores events about no claimed text, and events it cannot read', async () => {
    // Act
    await handler(
      snsEvent(
        deliveryEvent('TEXT_DELIVERED', 5, { sendKey: 'firstRefusal#deal-unknown' }),
        { eventType: 'TEXT_DELIVERED', eventTimestamp: SENT_AT, messageId: 'no-context' },
        deliveryEvent('VOICE_COMPLETED', 5),
        { eventTimestamp: 'yesterday' },
      ),
    );
    await handler({ Records: [{ Sns: { Message: 'not json' } }] } as unknown as SNSEvent);

    // Assess
    expect(table.itemsUnder('TEXTSEND#')).toEqual([expect.objectContaining({ deliveryStatus: null })]);
    expect(lastDelivery()).toEqual({ status: 'sent', at: at(0) });
  });
});

import { SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { TEXT_LIMITS } from '#shared/texting/text-limits';
import { buyerRecord } from '../testing/alert.fixtures';
import { BUYER_NUMBER, TextSendingMocks, type TextTable, textSettingsItem } from '../testing/text.fixtures';
import type { SNSEvent } from 'aws-lambda';
import { handler as deliveryEvents } from './handlers/text-delivery-events';
import { deliverText, type TextAlert } from './text-delivery.service';

const texts = new TextSendingMocks();
const { sms } = texts;
/** 12:00 UTC: 07:00 in New York, inside the default quiet hours (21:00–08:00). */
const QUIET = new Date('2026-11-20T12:00:00.000Z');
/** 15:00 UTC: 10:00 in New York. */
const DAYTIME = new Date('2026-11-20T15:00:00.000Z');

const buyer = buyerRecord('buyer-1', { firstRightOfRefusal: true });
const listingText = (kind: 'firstRefusal' | 'dealMatch', dealId: string): TextAlert => ({
  kind,
  eventId: dealId,
  dealId,
  city: 'Austin',
  state: 'TX',
  price: 245000,
});
const firstLook = (dealId = 'deal-1') => listingText('firstRefusal', dealId);
const match = (dealId = 'deal-1') => listingText('dealMatch', dealId);

const textsSent = () => texts.textsSent();

let table: TextTable;
beforeEach(() => {
  table = texts.reset();
  table.put(textSettingsItem('buyer-1'));
  let sent = 0;
  sms.on(SendTextMessageCommand).callsFake(() => ({ MessageId: `message-${++sent}` }));
});

describe('deliverText', () => {
  it('texts a first look to the buyer’s number with the deal link, and records it', async () => {
    // Act
    const outcome = await deliverText(buyer, firstLook(), DAYTIME);

    // Assess
    expect(outcome).toBe('sent');
    expect(textsSent()).toEqual([
      expect.objectContaining({
        DestinationPhoneNumber: BUYER_NUMBER,
        OriginationIdentity: '+18885550100',
        ConfigurationSetName: 'dealflow-test',
        MessageBody: expect.stringContaining('http://localhost:5173/d/deal-1'),
        Context: { userId: 'buyer-1', sendKey: 'firstRefusal#deal-1' },
      }),
    ]);
    expect(table.get({ pk: 'TEXTSEND#buyer-1', sk: 'firstRefusal#deal-1' })).toMatchObject({
      state: 'sent',
      messageId: 'message-1',
      sentAt: DAYTIME.toISOString(),
    });
    expect(table.get({ pk: 'USER#buyer-1', sk: 'TEXTING' })?.lastDelivery).toEqual({
      status: 'sent',
      at: DAYTIME.toISOString(),
    });
    expect(table.itemsUnder('DEAL#deal-1')).toEqual([
      expect.objectContaining({ recipientId: 'buyer-1', channel: 'text', kind: 'dealAlert' }),
    ]);
  });

  it('keeps a delivery event that arrives before the send call returns', async () => {
    // Prepare: the messaging service reports the text delivered before it answers the send.
    sms.on(SendTextMessageCommand).callsFake(async (input: { Context: Record<string, string> }) => {
      const delivered = {
        eventType: 'TEXT_DELIVERED',
        eventTimestamp: DAYTIME.getTime() + 1,
        context: input.Context,
      };
      await deliveryEvents({
        Records: [{ Sns: { Message: JSON.stringify(delivered) } }],
      } as unknown as SNSEvent);
      return { MessageId: 'message-1' };
    });

    // Act
    await deliverText(buyer, firstLook(), DAYTIME);

    // Assess
    expect(table.get({ pk: 'USER#buyer-1', sk: 'TEXTING' })?.lastDelivery).toEqual({
      status: 'delivered',
      at: new Date(DAYTIME.getTime() + 1).toISOString(),
    });
  });

  it('writes in the buyer’s language', async () => {
    await deliverText({ ...buyer, languagePreference: 'es' }, firstLook(), DAYTIME);
    expect(textsSent()[0]?.MessageBody).toMatch(/Responde STOP para no recibir más$/);
  });

  it('sends one text when the same event is delivered twice, even in parallel', async () => {
    // Act
    const outcomes = await Promise.all([
      deliverText(buyer, firstLook(), DAYTIME),
      deliverText(buyer, firstLook(), DAYTIME),
    ]);
    const later = await deliverText(buyer, firstLook(), new Date(DAYTIME.getTime() + 60_000));

    // Assess
    expect(outcomes.sort()).toEqual(['alreadySent', 'sent']);
    expect(later).toBe('alreadySent');
    expect(textsSent()).toHaveLength(1);
  });

  it('sends no match for a listing the buyer had a first look at', async () => {
    await deliverText(buyer, firstLook(), DAYTIME);
    table.put(textSettingsItem('buyer-1', { choices: { dealMatch: { on: true, urgent: true } } }));
    expect(await deliverText(buyer, match(), DAYTIME)).toBe('alreadySent');
    expect(textsSent()).toHaveLength(1);
  });

  it.each([
    ['texts are off after STOP', textSettingsItem('buyer-1', { status: 'optedOut' })],
    [
      'the buyer never confirmed a number',
      textSettingsItem('buyer-1', { status: 'none', phoneNumber: null }),
    ],
    [
      'the kind is not chosen',
      textSettingsItem('buyer-1', { choices: { firstRefusal: { on: false, urgent: true } } }),
    ],
  ])('sends nothing when %s', async (_case, settings) => {
    table.put(settings);
    expect(await deliverText(buyer, firstLook(), DAYTIME)).toBe('notWanted');
    expect(textsSent()).toEqual([]);
    expect(table.itemsUnder('TEXTSEND#')).toEqual([]);
  });

  it('sends nothing to a deactivated buyer', async () => {
    expect(await deliverText({ ...buyer, accountStatus: 'deactivated' }, firstLook(), DAYTIME)).toBe(
      'notWanted',
    );
    expect(textsSent()).toEqual([]);
  });

  it('holds a non-urgent text inside quiet hours until their local end, once', async () => {
    // Prepare
    table.put(textSettingsItem('buyer-1', { choices: { dealMatch: { on: true, urgent: false } } }));

    // Act
    const outcomes = [await deliverText(buyer, match(), QUIET), await deliverText(buyer, match(), QUIET)];

    // Assess: 08:00 EST is 13:00 UTC.
    expect(outcomes).toEqual(['held', 'held']);
    expect(textsSent()).toEqual([]);
    expect(table.itemsUnder('TEXTHELD#')).toEqual([
      expect.objectContaining({
        pk: 'TEXTHELD#2026-11-20T13',
        sk: '2026-11-20T13:00:00.000Z#buyer-1#dealMatch#deal-1',
        userId: 'buyer-1',
        text: match(),
      }),
    ]);
    expect(table.get({ pk: 'USER#buyer-1', sk: 'TEXTING' })?.lastDelivery).toEqual({
      status: 'held',
      at: QUIET.toISOString(),
    });
    expect(table.itemsUnder('TEXTSEND#')).toEqual([]);
  });

  it('sends an urgent kind inside quiet hours', async () => {
    expect(await deliverText(buyer, firstLook(), QUIET)).toBe('sent');
    expect(table.itemsUnder('TEXTHELD#')).toEqual([]);
  });

  it('stops at the hourly cap, keeping the claim so the text is not retried', async () => {
    // Act
    const outcomes = [];
    for (let index = 1; index <= TEXT_LIMITS.perHour + 1; index += 1) {
      outcomes.push(await deliverText(buyer, firstLook(`deal-${index}`), DAYTIME));
    }
    const retry = await deliverText(buyer, firstLook(`deal-${TEXT_LIMITS.perHour + 1}`), DAYTIME);

    // Assess
    expect(outcomes).toEqual([...Array<string>(TEXT_LIMITS.perHour).fill('sent'), 'overCap']);
    expect(retry).toBe('alreadySent');
    expect(textsSent()).toHaveLength(TEXT_LIMITS.perHour);
    expect(
      table.get({ pk: 'TEXTSEND#buyer-1', sk: `firstRefusal#deal-${TEXT_LIMITS.perHour + 1}` }),
    ).toMatchObject({
      state: 'sending',
      deliveryStatus: 'notSent:overCap',
    });
  });

  it('stops at the daily cap across hours', async () => {
    // Act: the hourly cap each hour, for four hours.
    const outcomes: string[] = [];
    for (let hour = 0; hour < 4; hour += 1) {
      for (let index = 0; index < TEXT_LIMITS.perHour; index += 1) {
        const at = new Date(DAYTIME.getTime() + hour * 3600_000 * 2 + index * 60_000);
        outcomes.push(await deliverText(buyer, firstLook(`deal-${hour}-${index}`), at));
      }
    }

    // Assess: two-hour gaps leave each hour's window free; the day stops at its number.
    expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(TEXT_LIMITS.perDay);
    expect(textsSent()).toHaveLength(TEXT_LIMITS.perDay);
  });

  it('gives the claim back when the messaging service refuses, so a retry sends', async () => {
    // Prepare
    sms.on(SendTextMessageCommand).rejectsOnce(new Error('throttled')).resolves({ MessageId: 'message-2' });

    // Act
    await expect(deliverText(buyer, firstLook(), DAYTIME)).rejects.toThrow('throttled');
    const afterFailure = table.get({ pk: 'USER#buyer-1', sk: 'TEXTING' })?.lastDelivery;
    const retry = await deliverText(buyer, firstLook(), DAYTIME);

    // Assess
    expect(afterFailure).toEqual({ status: 'failed', at: DAYTIME.toISOString() });
    expect(retry).toBe('sent');
    expect(table.get({ pk: 'TEXTSEND#buyer-1', sk: 'firstRefusal#deal-1' })).toMatchObject({
      state: 'sent',
      messageId: 'message-2',
    });
  });
});

import { SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { toOfferItem } from '../db/entities/offer.entity';
import { dealItem, OWNER_ID } from '../testing/deal.fixtures';
import { sampleOffer } from '../testing/offer.fixtures';
import { TextSendingMocks, type TextTable, textSettingsItem } from '../testing/text.fixtures';
import { userItem } from '../testing/user.fixtures';
import { deliverNotification } from './notification-delivery';
import type { OfferNotificationMessage } from './notification-message';

const texts = new TextSendingMocks();
const { sms } = texts;
const ses = mockClient(SESv2Client);
const BUYER_ID = 'buyer-1';
/** 10:00 in New York: outside the default quiet hours. */
const DAYTIME = new Date('2026-11-20T15:00:00.000Z');
const now = () => DAYTIME;

const event = (kind: OfferNotificationMessage['kind']): OfferNotificationMessage => ({
  kind,
  dealId: 'deal-1',
  offerId: 'offer-1',
  occurredAt: '2026-11-20T14:59:00.000Z',
});
const textsSent = () => texts.textsSent();

let table: TextTable;
beforeEach(() => {
  ses.reset();
  table = texts.reset();
  table.put(dealItem({ dealId: 'deal-1', status: 'pending', city: 'Round Rock' }));
  table.put(
    toOfferItem(sampleOffer({ buyerId: BUYER_ID, status: 'accepted', decidedAt: DAYTIME.toISOString() })),
  );
  table.put(userItem(OWNER_ID), userItem(BUYER_ID, { languagePreference: 'es' }));
  // Both have texts on: only the buyer takes offer decisions by text.
  table.put(textSettingsItem(OWNER_ID), textSettingsItem(BUYER_ID));
  ses.on(SendEmailCommand).resolves({ MessageId: 'email-1' });
  sms.on(SendTextMessageCommand).resolves({ MessageId: 'text-1' });
});

describe('deliverNotification texts', () => {
  it('texts the buyer of an accepted offer in their language, once however often the message comes', async () => {
    // Act
    await deliverNotification(event('offerAccepted'), now);
    await deliverNotification(event('offerAccepted'), now);

    // Assess
    expect(textsSent()).toEqual([
      expect.objectContaining({
        MessageBody: expect.stringMatching(
          /^Dealflow: tu oferta por el trato en Round Rock fue aceptada\. .*\/d\/deal-1 /,
        ),
        Context: { userId: BUYER_ID, sendKey: 'offerDecision#offerAccepted#offer-1' },
      }),
    ]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    expect(table.itemsUnder('DEAL#deal-1').filter((item) => item.channel === 'text')).toEqual([
      expect.objectContaining({ recipientId: BUYER_ID, kind: 'offerAccepted' }),
    ]);
  });

  it('texts the buyer of a declined offer', async () => {
    await deliverNotification(event('offerDeclined'), now);
    expect(textsSent().map((text) => text.MessageBody)).toEqual([expect.stringContaining('fue rechazada')]);
  });

  it('texts nobody about a new offer or a closed one', async () => {
    await deliverNotification(event('offerSubmitted'), now);
    await deliverNotification(event('offerClosed'), now);
    expect(textsSent()).toEqual([]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
  });

  it('e-mails even when the text fails, then texts on the retry', async () => {
    // Prepare
    sms.on(SendTextMessageCommand).rejectsOnce(new Error('throttled')).resolves({ MessageId: 'text-2' });

    // Act
    await expect(deliverNotification(event('offerDeclined'), now)).rejects.toThrow('throttled');
    const emailsAfterFailure = ses.commandCalls(SendEmailCommand).length;
    await deliverNotification(event('offerDeclined'), now);

    // Assess
    expect(emailsAfterFailure).toBe(1);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(textsSent()).toHaveLength(2);
  });
});

import { SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { buyerItem } from '../testing/alert.fixtures';
import { dealItem } from '../testing/deal.fixtures';
import { TextSendingMocks, type TextTable, textSettingsItem } from '../testing/text.fixtures';
import { fanOutListing } from './alert-fanout.service';

const texts = new TextSendingMocks();
const { sms } = texts;
const ses = mockClient(SESv2Client);
/** 10:00 in New York: outside the default quiet hours. */
const DAYTIME = new Date('2026-11-20T15:00:00.000Z');
const listed = { dealId: 'deal-1', event: 'listed', at: DAYTIME.toISOString() } as const;

const textsSent = () => texts.textsSent();

let table: TextTable;
beforeEach(() => {
  ses.reset();
  table = texts.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'email-1' });
  sms.on(SendTextMessageCommand).resolves({ MessageId: 'text-1' });
});

/** A buyer in the alert index partition, with texts on. */
function buyerWithTexts(partition: string, ...args: Parameters<typeof buyerItem>) {
  const buyer = buyerItem(...args);
  table.put(buyer, { pk: partition, sk: `USER#${args[0]}`, userId: args[0] });
  table.put(textSettingsItem(args[0], { choices: { dealMatch: { on: true, urgent: true } } }));
}

describe('fanOutListing texts', () => {
  it('texts a first look to a first-refusal buyer of an exclusive listing, once however often the message comes', async () => {
    // Prepare
    table.put(dealItem({ dealId: 'deal-1', status: 'exclusive' }));
    buyerWithTexts('ALERTS#FIRST_REFUSAL', 'first-1', { firstRightOfRefusal: true });

    // Act: the message, redelivered once at the same time and once in parallel.
    await Promise.all([fanOutListing(listed, DAYTIME), fanOutListing(listed, DAYTIME)]);
    await fanOutListing(listed, DAYTIME);

    // Assess
    expect(textsSent()).toEqual([
      expect.objectContaining({
        MessageBody: expect.stringMatching(
          /^Dealflow first look: .* http:\/\/localhost:5173\/d\/deal-1 Reply STOP to stop$/,
        ),
        Context: { userId: 'first-1', sendKey: 'firstRefusal#deal-1' },
      }),
    ]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  });

  it('texts a match to a realtime buyer of an active listing, and none after a first look at it', async () => {
    // Prepare
    table.put(dealItem({ dealId: 'deal-1', status: 'active' }));
    buyerWithTexts('ALERTZIP#78701', 'realtime-1', { searchFrequency: 'realtime' });
    buyerWithTexts('ALERTZIP#78701', 'first-1', { firstRightOfRefusal: true });
    table.put({ pk: 'TEXTSEND#first-1', sk: 'firstRefusal#deal-1', state: 'sent' });

    // Act
    await fanOutListing({ ...listed, event: 'activated' }, DAYTIME);

    // Assess
    expect(textsSent().map((text) => text.Context)).toEqual([
      { userId: 'realtime-1', sendKey: 'dealMatch#deal-1' },
    ]);
  });

  it("reads the matched buyers' texting settings in one BatchGet, not one read a buyer", async () => {
    // Prepare
    table.put(dealItem({ dealId: 'deal-1', status: 'active' }));
    for (const userId of ['t-1', 't-2', 't-3'])
      buyerWithTexts('ALERTZIP#78701', userId, { searchFrequency: 'weeklySummary' });

    // Act
    await fanOutListing({ ...listed, event: 'activated' }, DAYTIME);

    // Assess
    expect(textsSent()).toHaveLength(3);
    const settingsReads = texts.dynamo
      .commandCalls(BatchGetCommand)
      .filter((call) =>
        Object.values(call.args[0].input.RequestItems!)[0]!.Keys!.some((key) => key.sk === 'TEXTING'),
      );
    expect(settingsReads).toHaveLength(1);
    const singleReads = texts.dynamo
      .commandCalls(GetCommand)
      .filter((call) => call.args[0].input.Key!.sk === 'TEXTING');
    expect(singleReads).toHaveLength(0);
  });

  it('texts a match to a buyer who chose matches by text, whatever their e-mail frequency', async () => {
    // Prepare
    table.put(dealItem({ dealId: 'deal-1', status: 'active' }));
    buyerWithTexts('ALERTZIP#78701', 'digest-1', { searchFrequency: 'weeklySummary' });

    // Act
    await fanOutListing({ ...listed, event: 'activated' }, DAYTIME);

    // Assess
    expect(textsSent().map((text) => text.Context)).toEqual([
      { userId: 'digest-1', sendKey: 'dealMatch#deal-1' },
    ]);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('e-mails even when the text fails, and sends the text on the retry without a second e-mail', async () => {
    // Prepare
    table.put(dealItem({ dealId: 'deal-1', status: 'exclusive' }));
    buyerWithTexts('ALERTS#FIRST_REFUSAL', 'first-1', { firstRightOfRefusal: true });
    sms.on(SendTextMessageCommand).rejectsOnce(new Error('throttled')).resolves({ MessageId: 'text-2' });

    // Act
    await expect(fanOutListing(listed, DAYTIME)).rejects.toThrow('1 buyer(s) of deal-1 could not be alerted');
    const emailsAfterFailure = ses.commandCalls(SendEmailCommand).length;
    await fanOutListing(listed, DAYTIME);

    // Assess
    expect(emailsAfterFailure).toBe(1);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(table.get({ pk: 'TEXTSEND#first-1', sk: 'firstRefusal#deal-1' })).toMatchObject({
      state: 'sent',
      messageId: 'text-2',
    });
  });
});

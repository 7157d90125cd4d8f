import { SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { TextSendingMocks, type TextTable } from '../testing/text.fixtures';
import { sendTextOnce } from './send-text-once';

const texts = new TextSendingMocks();
const KEY = { pk: 'TEXTSEND#buyer-1', sk: 'code#code-1' };
const AT = '2026-11-20T15:00:00.000Z';
const compose = jest.fn(async () => ({ to: '+15125550123', body: 'Dealflow: your code is 123456.' }));

let table: TextTable;
beforeEach(() => {
  table = texts.reset();
  compose.mockClear();
  texts.sms.on(SendTextMessageCommand).resolves({ MessageId: 'message-1' });
});

describe('sendTextOnce', () => {
  it('sends the composed text with its delivery context and marks the claim sent', async () => {
    // Act
    const sent = await sendTextOnce(KEY, 'buyer-1', AT, compose);

    // Assess
    expect(sent).toBe(true);
    expect(texts.textsSent()).toEqual([
      expect.objectContaining({
        DestinationPhoneNumber: '+15125550123',
        MessageBody: 'Dealflow: your code is 123456.',
        Context: { userId: 'buyer-1', sendKey: 'code#code-1' },
      }),
    ]);
    expect(table.get(KEY)).toEqual(expect.objectContaining({ state: 'sent', messageId: 'message-1' }));
  });

  it('neither composes nor sends a text claimed before', async () => {
    // Prepare
    await sendTextOnce(KEY, 'buyer-1', AT, compose);
    compose.mockClear();

    // Act
    const sent = await sendTextOnce(KEY, 'buyer-1', AT, compose);

    // Assess
    expect(sent).toBe(false);
    expect(compose).not.toHaveBeenCalled();
    expect(texts.textsSent()).toHaveLength(1);
  });

  it('gives the claim back when the send fails, so a retry sends it', async () => {
    // Prepare
    texts.sms
      .on(SendTextMessageCommand)
      .rejectsOnce(new Error('throttled'))
      .resolves({ MessageId: 'message-2' });

    // Act
    await expect(sendTextOnce(KEY, 'buyer-1', AT, compose)).rejects.toThrow('throttled');
    const retried = await sendTextOnce(KEY, 'buyer-1', AT, compose);

    // Assess
    expect(retried).toBe(true);
    expect(table.get(KEY)).toEqual(expect.objectContaining({ state: 'sent', messageId: 'message-2' }));
  });

  it('gives the claim back when composing fails', async () => {
    // Prepare
    compose.mockRejectedValueOnce(new Error('no user'));

    // Act
    await expect(sendTextOnce(KEY, 'buyer-1', AT, compose)).rejects.toThrow('no user');

    // Assess
    expect(table.get(KEY)).toBeUndefined();
    expect(texts.textsSent()).toHaveLength(0);
  });
});

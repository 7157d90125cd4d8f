import { parseTextReply, REPLY_BODY_MAX_LENGTH } from './text-reply-message';

const REPLY = {
  originationNumber: '+15125550123',
  destinationNumber: '+18885550100',
  messageKeyword: 'KEYWORD_DEALFLOW',
  messageBody: 'STOP',
  inboundMessageId: 'inbound-1',
  previousPublishedMessageId: 'outbound-1',
};

describe('parseTextReply', () => {
  it('reads a reply as the messaging service publishes it', () => {
    expect(parseTextReply(JSON.stringify(REPLY))).toEqual(REPLY);
  });

  it.each([
    ['not JSON', 'STOP'],
    ['no sender', JSON.stringify({ ...REPLY, originationNumber: undefined })],
    ['a sender that is no phone number', JSON.stringify({ ...REPLY, originationNumber: 'alice' })],
    ['no inbound id', JSON.stringify({ ...REPLY, inboundMessageId: '' })],
    ['an over-long body', JSON.stringify({ ...REPLY, messageBody: 'x'.repeat(REPLY_BODY_MAX_LENGTH + 1) })],
    ['a delivery event', JSON.stringify({ eventType: 'TEXT_DELIVERED', messageId: 'm' })],
  ])('refuses %s', (_, message) => {
    expect(parseTextReply(message)).toBeNull();
  });
});

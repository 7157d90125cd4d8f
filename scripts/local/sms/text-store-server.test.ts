import type { AddressInfo } from 'node:net';
import {
  DescribePhoneNumbersCommand,
  PinpointSMSVoiceV2Client,
  SendTextMessageCommand,
} from '@aws-sdk/client-pinpoint-sms-voice-v2';
import type { SNSEvent } from 'aws-lambda';
import { closeServer } from '../http/server-utils';
import { TextStore, type StoredText } from './text-store';
import { createTextStoreServer, type TextStoreServer } from './text-store-server';

const OUR_NUMBER = '+18885550100';
const BUYER = '+15125550123';
const TOPICS = { replies: 'arn:replies', deliveryEvents: 'arn:delivery-events' };

const messageOf = (event: SNSEvent) => JSON.parse(event.Records[0]!.Sns.Message) as Record<string, unknown>;

describe('the local text store', () => {
  const store = new TextStore();
  const replies: SNSEvent[] = [];
  const deliveries: SNSEvent[] = [];
  const errors: string[] = [];
  let failReplies = false;
  let textStore: TextStoreServer;
  let base = '';
  let client: PinpointSMSVoiceV2Client;

  beforeAll(async () => {
    textStore = createTextStoreServer({
      store,
      ourNumber: OUR_NUMBER,
      topics: TOPICS,
      onReply: async (event) => {
        if (failReplies) throw new Error('Handler module of text-replies not found');
        replies.push(event);
      },
      onDelivery: async (event) => void deliveries.push(event),
      logError: (line) => void errors.push(line),
    });
    await new Promise<void>((resolve) => textStore.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(textStore.server.address() as AddressInfo).port}`;
    client = new PinpointSMSVoiceV2Client({
      endpoint: base,
      region: 'us-east-2',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
  });

  beforeEach(() => {
    store.clear();
    replies.length = 0;
    deliveries.length = 0;
    errors.length = 0;
    failReplies = false;
  });

  afterAll(async () => {
    client.destroy();
    await closeServer(textStore.server);
  });

  const send = (overrides: Partial<ConstructorParameters<typeof SendTextMessageCommand>[0]> = {}) =>
    client.send(
      new SendTextMessageCommand({
        DestinationPhoneNumber: BUYER,
        OriginationIdentity: OUR_NUMBER,
        ConfigurationSetName: 'dealflow-local',
        MessageBody: 'Dealflow: new exclusive deal http://localhost/d/abc',
        MessageType: 'TRANSACTIONAL',
        Context: { userId: 'u1', sendKey: 'TEXTSEND#1' },
        ...overrides,
      }),
    );

  const texts = async () => ((await (await fetch(`${base}/store`)).json()) as { texts: StoredText[] }).texts;

  it('stores a text sent with the SDK, answers its id and then reports it delivered', async () => {
    // Act
    const { MessageId } = await send();
    await textStore.settled();

    // Assess
    expect(await texts()).toEqual([
      {
        messageId: MessageId,
        direction: 'outbound',
        from: OUR_NUMBER,
        to: BUYER,
        body: 'Dealflow: new exclusive deal http://localhost/d/abc',
        at: expect.any(String),
        context: { userId: 'u1', sendKey: 'TEXTSEND#1' },
      },
    ]);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]!.Records[0]!.Sns.TopicArn).toBe(TOPICS.deliveryEvents);
    expect(messageOf(deliveries[0]!)).toMatchObject({
      eventType: 'TEXT_DELIVERED',
      isFinal: true,
      messageId: MessageId,
      messageStatus: 'DELIVERED',
      destinationPhoneNumber: BUYER,
      originationPhoneNumber: OUR_NUMBER,
      eventTimestamp: expect.any(Number),
      context: { userId: 'u1', sendKey: 'TEXTSEND#1' },
    });
  });

  it('refuses a number that is not E.164 and a blank or too long body, storing nothing', async () => {
    // Act & Assess
    await expect(send({ DestinationPhoneNumber: '512-555-0123' })).rejects.toMatchObject({
      name: 'ValidationException',
      message: expect.stringContaining('DestinationPhoneNumber must be an E.164 phone number'),
    });
    await expect(send({ MessageBody: '   ' })).rejects.toMatchObject({
      name: 'ValidationException',
      message: expect.stringContaining('MessageBody must not be empty'),
    });
    await expect(send({ MessageBody: 'x'.repeat(1601) })).rejects.toMatchObject({
      name: 'ValidationException',
    });
    expect(await texts()).toEqual([]);
    await textStore.settled();
    expect(deliveries).toEqual([]);
  });

  it('refuses every other operation by name', async () => {
    // Act & Assess
    await expect(client.send(new DescribePhoneNumbersCommand({}))).rejects.toMatchObject({
      name: 'UnknownOperationException',
      message: expect.stringContaining('not PinpointSMSVoiceV2.DescribePhoneNumbers'),
    });
  });

  it('hands a JSON reply to the replies handler as SNS does and answers its id', async () => {
    // Prepare
    const { MessageId } = await send();

    // Act
    const response = await fetch(`${base}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: BUYER, body: 'stop please' }),
    });

    // Assess
    expect(response.status).toBe(200);
    const { inboundMessageId } = (await response.json()) as { inboundMessageId: string };
    expect(replies).toHaveLength(1);
    expect(replies[0]!.Records[0]!.Sns.TopicArn).toBe(TOPICS.replies);
    expect(messageOf(replies[0]!)).toEqual({
      originationNumber: BUYER,
      destinationNumber: OUR_NUMBER,
      messageKeyword: 'STOP',
      messageBody: 'stop please',
      inboundMessageId,
      previousPublishedMessageId: MessageId,
    });
    expect((await texts()).at(-1)).toMatchObject({
      messageId: inboundMessageId,
      direction: 'inbound',
      from: BUYER,
      to: OUR_NUMBER,
      body: 'stop please',
    });
  });

  it('sends a form reply back to the page, and shows a refused one with its error and what was typed', async () => {
    // Act
    const accepted = await fetch(`${base}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ from: BUYER, body: 'START' }).toString(),
      redirect: 'manual',
    });
    const refused = await fetch(`${base}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ from: '5125550123', body: 'HELP' }).toString(),
    });

    // Assess
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/');
    expect(messageOf(replies[0]!)).toMatchObject({ messageBody: 'START', messageKeyword: 'START' });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('from must be an E.164 phone number');
    expect(page).toContain('value="5125550123"');
    expect(replies).toHaveLength(1);
  });

  it('answers 500 and logs when the replies handler fails', async () => {
    // Prepare
    failReplies = true;

    // Act
    const response = await fetch(`${base}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: BUYER, body: 'HELP' }),
    });

    // Assess
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({
      message: expect.stringContaining('Handler module of text-replies not found'),
    });
    expect(errors).toEqual([expect.stringContaining('Handler module of text-replies not found')]);
  });

  it('lists every text on its page, escaped, newest first, and empties the store on request', async () => {
    // Prepare
    await send({ MessageBody: 'first' });
    await send({ MessageBody: '<script>alert(1)</script>' });

    // Act
    const pageResponse = await fetch(base);
    const page = await pageResponse.text();
    const cleared = await fetch(`${base}/clear-store`, { method: 'POST' });

    // Assess
    expect(pageResponse.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(page).not.toContain('<script>');
    expect(page.indexOf('&#60;script')).toBeLessThan(page.indexOf('>first</p>'));
    expect(page).toContain('<label for="from">');
    expect(page).toContain(`value="${BUYER}"`);
    expect(cleared.status).toBe(200);
    expect(await texts()).toEqual([]);
    await textStore.settled();
  });
});

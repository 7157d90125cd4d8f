import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { SNSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { textNumberOwnerKey, textSettingsKey } from '../../db/entities/text-alerts.entity';
import { userKey } from '../../db/entities/user.entity';
import { env } from '../../lib/env';
import { logger } from '../../lib/logger';
import { userItem } from '../../testing/user.fixtures';
import { handler } from './text-replies';

const dynamo = mockClient(DynamoDBDocumentClient);
const sms = mockClient(PinpointSMSVoiceV2Client);

const BUYER = 'buyer-1';
const NUMBER = '+15125550123';
const STRANGER = '+15125550777';

const replyEvent = (body: string, from = NUMBER, inboundMessageId = 'inbound-1'): SNSEvent =>
  ({
    Records: [
      {
        Sns: {
          MessageId: 'sns-1',
          Message: JSON.stringify({
            originationNumber: from,
            destinationNumber: '+18885550100',
            messageKeyword: 'KEYWORD_DEALFLOW',
            messageBody: body,
            inboundMessageId,
            previousPublishedMessageId: 'outbound-1',
          }),
        },
      },
    ],
  }) as unknown as SNSEvent;

const sentBody = () => sms.commandCalls(SendTextMessageCommand)[0]?.args[0].input.MessageBody;
const statusUpdates = () =>
  dynamo
    .commandCalls(UpdateCommand)
    .map((call) => call.args[0].input)
    .filter((input) => input.Key?.sk === 'TEXTING');

beforeEach(() => {
  dynamo.reset();
  sms.reset();
  const byKey = new Map<string, unknown>([
    [JSON.stringify(textNumberOwnerKey(NUMBER)), { phoneNumber: NUMBER, userId: BUYER }],
    [JSON.stringify(userKey(BUYER)), userItem(BUYER, { languagePreference: 'es' })],
  ]);
  dynamo.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => ({
    Item: byKey.get(JSON.stringify({ pk: input.Key.pk, sk: input.Key.sk })),
  }));
  dynamo.on(PutCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  sms.on(SendTextMessageCommand).resolves({ MessageId: 'reply-1' });
  Object.assign(env(), { SMS_ORIGINATION_IDENTITY: '+18885550100', SMS_CONFIGURATION_SET: 'dealflow-test' });
});

describe('text replies', () => {
  it.each(['STOP', 'stop', 'Unsubscribe me', 'PARAR'])(
    'turns texts off at once on %s, keeping the number, and confirms in the buyer language',
    async (body) => {
      // Act
      await handler(replyEvent(body));

      // Assess
      expect(statusUpdates()).toEqual([
        expect.objectContaining({
          Key: textSettingsKey(BUYER),
          UpdateExpression: 'SET #status = :status, updatedAt = :now',
          ConditionExpression: 'phoneNumber = :number',
          ExpressionAttributeValues: expect.objectContaining({ ':status': 'optedOut', ':number': NUMBER }),
        }),
      ]);
      expect(sentBody()).toContain('ya no recibirás alertas');
      expect(sms).toHaveReceivedCommandWith(SendTextMessageCommand, {
        DestinationPhoneNumber: NUMBER,
        Context: { userId: BUYER, sendKey: 'REPLY#inbound-1' },
      });
    },
  );

  it('claims the reply before answering it', async () => {
    // Act
    await handler(replyEvent('STOP'));

    // Assess
    expect(dynamo).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ pk: `TEXTSEND#${BUYER}`, sk: 'REPLY#inbound-1', state: 'sending' }),
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: `TEXTSEND#${BUYER}`, sk: 'REPLY#inbound-1' },
      ExpressionAttributeValues: expect.objectContaining({ ':messageId': 'reply-1' }),
    });
  });

  it('turns texts back on at START for the confirmed number', async () => {
    // Act
    await handler(replyEvent('start'));

    // Assess
    expect(statusUpdates()).toEqual([
      expect.objectContaining({ ExpressionAttributeValues: expect.objectContaining({ ':status': 'on' }) }),
    ]);
    expect(sentBody()).toContain('vuelven a estar activas');
  });

  it('turns nothing on at START when the number is no longer the confirmed one, and says how to add it', async () => {
    // Prepare
    dynamo
      .on(UpdateCommand, { Key: textSettingsKey(BUYER) })
      .rejects(new ConditionalCheckFailedException({ message: 'other number', $metadata: {} }));

    // Act
    await handler(replyEvent('START'));

    // Assess
    expect(sentBody()).toContain('este número no recibe alertas');
  });

  it('answers HELP with who we are and the site, changing nothing', async () => {
    // Act
    await handler(replyEvent('help'));

    // Assess
    expect(statusUpdates()).toEqual([]);
    expect(sentBody()).toContain(env().SITE_URL);
    expect(sentBody()).toContain('Pueden aplicarse tarifas');
  });

  it('answers an unknown number in English and changes no settings', async () => {
    // Act
    await handler(replyEvent('STOP', STRANGER));

    // Assess
    expect(statusUpdates()).toEqual([]);
    expect(sentBody()).toBe(
      'Dealflow: you will get no more text alerts. Reply START to turn them back on, HELP for help.',
    );
    expect(dynamo).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ pk: 'TEXTSEND#unknown', sk: 'REPLY#inbound-1' }),
    });
  });

  it('does nothing for a reply it already handled (a redelivered event)', async () => {
    // Prepare
    dynamo.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'claimed', $metadata: {} }));
    dynamo.on(GetCommand, { Key: { pk: `TEXTSEND#${BUYER}`, sk: 'REPLY#inbound-1' } }).resolves({
      Item: {
        state: 'sent',
        claimedAt: '2026-11-26T00:00:00.000Z',
        messageId: 'reply-1',
        sentAt: null,
        deliveryStatus: null,
      },
    });

    // Act
    await handler(replyEvent('STOP'));

    // Assess
    expect(statusUpdates()).toEqual([]);
    expect(sms).not.toHaveReceivedCommand(SendTextMessageCommand);
  });

  it('leaves any other reply unanswered', async () => {
    // Act
    await handler(replyEvent('Is the house on Elm Street still available?'));

    // Assess
    expect(sms).not.toHaveReceivedCommand(SendTextMessageCommand);
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('refuses junk with a log line and goes on with the next record', async () => {
    // Prepare
    const warn = jest.spyOn(logger, 'warn');
    const event = replyEvent('HELP');
    event.Records.unshift({ Sns: { MessageId: 'sns-junk', Message: '{"messageBody":"STOP"}' } } as never);
    event.Records.unshift({ Sns: { MessageId: 'sns-not-json', Message: 'STOP' } } as never);

    // Act
    await handler(event);

    // Assess
    expect(warn).toHaveBeenCalledWith('Text reply refused: not a reply message', {
      snsMessageId: 'sns-junk',
    });
    expect(warn).toHaveBeenCalledWith('Text reply refused: not a reply message', {
      snsMessageId: 'sns-not-json',
    });
    expect(sms).toHaveReceivedCommandTimes(SendTextMessageCommand, 1);
  });

  it('gives the claim back and fails when the answer cannot be sent, so the redelivery answers it', async () => {
    // Prepare
    sms.on(SendTextMessageCommand).rejects(new Error('throttled'));

    // Act + Assess
    await expect(handler(replyEvent('STOP'))).rejects.toThrow('throttled');
    expect(dynamo).toHaveReceivedCommandWith(DeleteCommand, {
      Key: { pk: `TEXTSEND#${BUYER}`, sk: 'REPLY#inbound-1' },
    });
  });
});

import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { TEXT_CONSENT_VERSION, TEXT_CONSENT_WORDING } from '#shared/texting/consent-wording';
import {
  DEFAULT_TEXT_CHOICES,
  TEXT_CODE_MAX_TRIES,
  type StartTextNumberBody,
} from '#shared/texting/text-alerts';
import {
  textCodeKey,
  textNumberOwnerKey,
  textSettingsKey,
  type TextSettingsRecord,
} from '../db/entities/text-alerts.entity';
import { userKey } from '../db/entities/user.entity';
import { env } from '../lib/env';
import { userItem } from '../testing/user.fixtures';
import { hashTextCode } from './text-code';
import {
  confirmTextNumber,
  getTextAlerts,
  getUserTextAlerts,
  removeTextNumber,
  startTextNumber,
  updateTextAlerts,
} from './text-alerts.service';
import type { TextCodeRecord } from './text-settings.repository';

const dynamo = mockClient(DynamoDBDocumentClient);
const sms = mockClient(PinpointSMSVoiceV2Client);

const ME = 'user-1';
const NUMBER = '+15125550123';
const NOW = new Date('2026-11-26T12:00:00.000Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const START: StartTextNumberBody = {
  phoneNumber: '5125550123',
  consent: true,
  consentVersion: TEXT_CONSENT_VERSION,
  language: 'es',
  timeZone: 'America/New_York',
};
const CODE_KEY = 'test-code-key';

const codeItem = (overrides: Partial<TextCodeRecord> = {}): TextCodeRecord => ({
  userId: ME,
  codeId: 'code-1',
  phoneNumber: NUMBER,
  codeKey: CODE_KEY,
  codeHash: hashTextCode(CODE_KEY, ME, NUMBER, '123456'),
  tries: 0,
  expiresAt: NOW_SECONDS + 300,
  consentVersion: TEXT_CONSENT_VERSION,
  language: 'es',
  timeZone: 'America/New_York',
  createdAt: NOW.toISOString(),
  ...overrides,
});

const settingsItem = (overrides: Partial<TextSettingsRecord> = {}): TextSettingsRecord => ({
  userId: ME,
  status: 'on',
  phoneNumber: '+15125550999',
  consent: {
    version: TEXT_CONSENT_VERSION,
    language: 'en',
    wording: TEXT_CONSENT_WORDING.en,
    at: NOW.toISOString(),
  },
  choices: { ...DEFAULT_TEXT_CHOICES, dealMatch: { on: true, urgent: false } },
  quietHours: { start: '22:00', end: '07:00', timeZone: 'America/Denver' },
  lastDelivery: { status: 'delivered', at: NOW.toISOString() },
  updatedAt: NOW.toISOString(),
  ...overrides,
});

/** Stores what GetItem answers for each key. */
function stored(items: {
  code?: TextCodeRecord;
  settings?: TextSettingsRecord;
  owner?: string;
  user?: boolean;
}) {
  const byKey = new Map<string, unknown>([
    [JSON.stringify(textCodeKey(ME)), items.code],
    [JSON.stringify(textSettingsKey(ME)), items.settings],
    [JSON.stringify(textNumberOwnerKey(NUMBER)), items.owner && { phoneNumber: NUMBER, userId: items.owner }],
    [JSON.stringify(userKey(ME)), items.user && userItem(ME)],
  ]);
  dynamo.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => ({
    Item: byKey.get(JSON.stringify({ pk: input.Key.pk, sk: input.Key.sk })),
  }));
}

const conditionFailed = () => new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });
const canceledAt = (index: number, items: number) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: Array.from({ length: items }, (_, at) => ({
      Code: at === index ? 'ConditionalCheckFailed' : 'None',
    })),
  });
const transactItems = () => dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;

beforeEach(() => {
  dynamo.reset();
  sms.reset();
  dynamo.on(PutCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  sms.on(SendTextMessageCommand).resolves({ MessageId: 'message-1' });
  Object.assign(env(), { SMS_ORIGINATION_IDENTITY: '+18885550100', SMS_CONFIGURATION_SET: 'dealflow-test' });
});

describe('getTextAlerts', () => {
  it('answers the defaults when the buyer has no settings and no code', async () => {
    // Prepare
    stored({});

    // Act
    const alerts = await getTextAlerts(ME, NOW);

    // Assess
    expect(alerts).toEqual({
      status: 'none',
      phoneNumber: null,
      pendingNumber: null,
      codeExpiresAt: null,
      consent: null,
      choices: DEFAULT_TEXT_CHOICES,
      quietHours: { start: '21:00', end: '08:00', timeZone: 'America/Chicago' },
      lastDelivery: null,
    });
  });

  it('answers pending with the number and expiry while an unexpired code waits', async () => {
    // Prepare
    stored({ code: codeItem() });

    // Act
    const alerts = await getTextAlerts(ME, NOW);

    // Assess
    expect(alerts).toMatchObject({
      status: 'pending',
      pendingNumber: NUMBER,
      codeExpiresAt: new Date((NOW_SECONDS + 300) * 1000).toISOString(),
      quietHours: { timeZone: 'America/New_York' },
    });
  });

  it('ignores a code past its expiry that the table has not deleted yet', async () => {
    // Prepare
    stored({ code: codeItem({ expiresAt: NOW_SECONDS }), settings: settingsItem() });

    // Act
    const alerts = await getTextAlerts(ME, NOW);

    // Assess
    expect(alerts).toMatchObject({ status: 'on', pendingNumber: null, codeExpiresAt: null });
  });
});

describe('startTextNumber', () => {
  it('stores only a hash of a six-digit code bound to the user and number, and texts the code once in the language asked', async () => {
    // Prepare
    stored({});

    // Act
    const alerts = await startTextNumber(ME, START, NOW);

    // Assess
    const codePut = dynamo
      .commandCalls(PutCommand)
      .map((call) => call.args[0].input.Item!)
      .find((item) => item.sk === 'TEXTING#CODE')!;
    const [send] = sms.commandCalls(SendTextMessageCommand);
    const code = /(\d{6})/.exec(send!.args[0].input.MessageBody!)![1]!;
    expect(send!.args[0].input).toMatchObject({
      DestinationPhoneNumber: NUMBER,
      MessageBody: `Dealflow: tu código es ${code}. Vence en 10 minutos. Responde STOP para no recibir más.`,
      Context: { userId: ME, sendKey: `code#${codePut.codeId as string}` },
    });
    expect(codePut).toMatchObject({
      phoneNumber: NUMBER,
      tries: 0,
      expiresAt: NOW_SECONDS + 600,
      consentVersion: TEXT_CONSENT_VERSION,
      language: 'es',
      timeZone: 'America/New_York',
      codeHash: hashTextCode(codePut.codeKey as string, ME, NUMBER, code),
    });
    expect(JSON.stringify(codePut)).not.toContain(code);
    // The send was claimed before it went out.
    expect(dynamo).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ pk: `TEXTSEND#${ME}`, sk: `code#${codePut.codeId as string}` }),
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(alerts).toMatchObject({ status: 'pending', pendingNumber: NUMBER });
  });

  it('refuses with TEXTS_UNAVAILABLE when this deployment cannot send texts', async () => {
    // Prepare
    stored({});
    Object.assign(env(), { SMS_ORIGINATION_IDENTITY: undefined });

    // Act + Assess
    await expect(startTextNumber(ME, START, NOW)).rejects.toMatchObject({
      code: 'TEXTS_UNAVAILABLE',
      status: 503,
    });
    expect(sms).not.toHaveReceivedCommand(SendTextMessageCommand);
  });

  it("refuses another account's number without sending anything", async () => {
    // Prepare
    stored({ owner: 'user-2' });

    // Act + Assess
    await expect(startTextNumber(ME, START, NOW)).rejects.toMatchObject({ code: 'TEXT_NUMBER_TAKEN' });
    expect(sms).not.toHaveReceivedCommand(SendTextMessageCommand);
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it('refuses with RATE_LIMITED once the hourly codes are spent', async () => {
    // Prepare
    stored({});
    dynamo.on(UpdateCommand).rejects(conditionFailed());

    // Act + Assess
    await expect(startTextNumber(ME, START, NOW)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
    });
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: expect.objectContaining({ pk: expect.stringContaining('textCodesPerUser') }),
    });
    expect(sms).not.toHaveReceivedCommand(SendTextMessageCommand);
  });

  it('gives the send claim back when the messaging service refuses the text', async () => {
    // Prepare
    stored({});
    sms.on(SendTextMessageCommand).rejects(new Error('throttled'));

    // Act + Assess
    await expect(startTextNumber(ME, START, NOW)).rejects.toThrow('throttled');
    expect(dynamo).toHaveReceivedCommandWith(DeleteCommand, {
      Key: expect.objectContaining({ pk: `TEXTSEND#${ME}` }),
      ConditionExpression: '#state = :sending AND claimedAt = :claimedAt',
    });
  });
});

describe('confirmTextNumber', () => {
  it('turns texts on in one transaction: code used, number owned, settings with the consent wording', async () => {
    // Prepare
    stored({ code: codeItem() });

    // Act
    const alerts = await confirmTextNumber(ME, '123456', NOW);

    // Assess
    const items = transactItems();
    expect(items).toHaveLength(3);
    expect(items[0]!.Delete).toMatchObject({
      Key: textCodeKey(ME),
      ConditionExpression: 'codeHash = :hash AND tries < :max',
      ExpressionAttributeValues: { ':hash': codeItem().codeHash, ':max': TEXT_CODE_MAX_TRIES },
    });
    expect(items[1]!.Put).toMatchObject({
      Item: { ...textNumberOwnerKey(NUMBER), userId: ME },
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
      ExpressionAttributeValues: { ':me': ME },
    });
    expect(items[2]!.Put!.Item).toMatchObject({
      ...textSettingsKey(ME),
      status: 'on',
      phoneNumber: NUMBER,
      consent: {
        version: TEXT_CONSENT_VERSION,
        language: 'es',
        wording: TEXT_CONSENT_WORDING.es,
        at: NOW.toISOString(),
      },
      choices: DEFAULT_TEXT_CHOICES,
      quietHours: { start: '21:00', end: '08:00', timeZone: 'America/New_York' },
    });
    expect(alerts).toMatchObject({ status: 'on', phoneNumber: NUMBER, pendingNumber: null });
  });

  it("keeps the buyer's choices and quiet hours and releases their previous number", async () => {
    // Prepare
    const previous = settingsItem({ status: 'optedOut' });
    stored({ code: codeItem(), settings: previous });

    // Act
    await confirmTextNumber(ME, '123456', NOW);

    // Assess
    const items = transactItems();
    expect(items[2]!.Put!.Item).toMatchObject({
      status: 'on',
      choices: previous.choices,
      quietHours: previous.quietHours,
    });
    expect(items[3]!.Delete).toMatchObject({
      Key: textNumberOwnerKey(previous.phoneNumber!),
      ConditionExpression: 'attribute_not_exists(pk) OR userId = :me',
    });
  });

  it('counts a wrong code as a try, only against this code with tries left', async () => {
    // Prepare
    stored({ code: codeItem() });
    dynamo.on(UpdateCommand, { Key: textCodeKey(ME) }).resolves({ Attributes: codeItem({ tries: 1 }) });

    // Act + Assess
    await expect(confirmTextNumber(ME, '654321', NOW)).rejects.toMatchObject({
      code: 'TEXT_CODE_WRONG',
      status: 400,
    });
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: textCodeKey(ME),
      UpdateExpression: 'SET tries = tries + :one',
      ConditionExpression: 'codeHash = :hash AND tries < :max',
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(dynamo).not.toHaveReceivedCommand(DeleteCommand);
  });

  it('deletes the code on the wrong try that reaches the maximum', async () => {
    // Prepare
    stored({ code: codeItem({ tries: TEXT_CODE_MAX_TRIES - 1 }) });
    dynamo
      .on(UpdateCommand, { Key: textCodeKey(ME) })
      .resolves({ Attributes: codeItem({ tries: TEXT_CODE_MAX_TRIES }) });

    // Act + Assess
    await expect(confirmTextNumber(ME, '654321', NOW)).rejects.toMatchObject({
      code: 'TEXT_CODE_TRIES_EXHAUSTED',
    });
    expect(dynamo).toHaveReceivedCommandWith(DeleteCommand, { Key: textCodeKey(ME) });
  });

  it('refuses even the right code once the tries are spent', async () => {
    // Prepare
    stored({ code: codeItem({ tries: TEXT_CODE_MAX_TRIES }) });

    // Act + Assess
    await expect(confirmTextNumber(ME, '123456', NOW)).rejects.toMatchObject({
      code: 'TEXT_CODE_TRIES_EXHAUSTED',
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it.each([
    ['no code was asked for', undefined],
    ['the code expired (the table deletes it late)', codeItem({ expiresAt: NOW_SECONDS - 1 })],
    ['the code expires this very second', codeItem({ expiresAt: NOW_SECONDS })],
  ])('answers TEXT_CODE_EXPIRED (410) when %s, even for the right code', async (_, code) => {
    // Prepare
    stored({ code });

    // Act + Assess
    await expect(confirmTextNumber(ME, '123456', NOW)).rejects.toMatchObject({
      code: 'TEXT_CODE_EXPIRED',
      status: 410,
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers TEXT_CODE_EXPIRED when a new code replaced this one during a wrong try', async () => {
    // Prepare
    stored({ code: codeItem() });
    dynamo.on(UpdateCommand, { Key: textCodeKey(ME) }).rejects(conditionFailed());

    // Act + Assess
    await expect(confirmTextNumber(ME, '000000', NOW)).rejects.toMatchObject({ code: 'TEXT_CODE_EXPIRED' });
  });

  it('answers TEXT_NUMBER_TAKEN when another account confirmed the number first', async () => {
    // Prepare
    stored({ code: codeItem() });
    dynamo.on(TransactWriteCommand).rejects(canceledAt(1, 3));

    // Act + Assess
    await expect(confirmTextNumber(ME, '123456', NOW)).rejects.toMatchObject({
      code: 'TEXT_NUMBER_TAKEN',
      status: 409,
    });
  });

  it('answers TEXT_CODE_EXPIRED when the code was used or replaced meanwhile', async () => {
    // Prepare
    stored({ code: codeItem() });
    dynamo.on(TransactWriteCommand).rejects(canceledAt(0, 3));

    // Act + Assess
    await expect(confirmTextNumber(ME, '123456', NOW)).rejects.toMatchObject({ code: 'TEXT_CODE_EXPIRED' });
  });
});

describe('updateTextAlerts', () => {
  const body = {
    choices: { ...DEFAULT_TEXT_CHOICES, dealMatch: { on: true, urgent: true } },
    quietHours: { start: '23:00', end: '06:30', timeZone: 'Europe/Madrid' },
  };

  it('saves the choices and quiet hours only while a number is confirmed', async () => {
    // Prepare
    stored({ settings: settingsItem() });

    // Act
    await updateTextAlerts(ME, body, NOW);

    // Assess
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: textSettingsKey(ME),
      ConditionExpression: 'attribute_exists(pk) AND #status <> :none',
      ExpressionAttributeValues: expect.objectContaining({
        ':choices': body.choices,
        ':quietHours': body.quietHours,
      }),
    });
  });

  it('answers CONFLICT (409) when there is no confirmed number', async () => {
    // Prepare
    stored({});
    dynamo.on(UpdateCommand).rejects(conditionFailed());

    // Act + Assess
    await expect(updateTextAlerts(ME, body, NOW)).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
  });
});

describe('removeTextNumber', () => {
  it('turns texts off, forgets the number and deletes its owner item and any code in one transaction', async () => {
    // Prepare
    const settings = settingsItem();
    stored({ settings });

    // Act
    await removeTextNumber(ME, NOW);

    // Assess
    const items = transactItems();
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Delete: expect.objectContaining({ Key: textCodeKey(ME) }) }),
        expect.objectContaining({
          Update: expect.objectContaining({
            Key: textSettingsKey(ME),
            ExpressionAttributeValues: expect.objectContaining({ ':none': 'none', ':null': null }),
          }),
        }),
        expect.objectContaining({
          Delete: expect.objectContaining({ Key: textNumberOwnerKey(settings.phoneNumber!) }),
        }),
      ]),
    );
    expect(items).toHaveLength(3);
  });
});

describe('getUserTextAlerts', () => {
  it('answers the status and the last delivery, never the number', async () => {
    // Prepare
    const settings = settingsItem();
    stored({ settings, user: true });

    // Act
    const alerts = await getUserTextAlerts(ME, NOW);

    // Assess
    expect(alerts).toEqual({ status: 'on', lastDelivery: settings.lastDelivery });
    expect(JSON.stringify(alerts)).not.toContain(settings.phoneNumber);
  });

  it('answers NOT_FOUND for an unknown user', async () => {
    // Prepare
    stored({ settings: settingsItem() });

    // Act + Assess
    await expect(getUserTextAlerts(ME, NOW)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });
});

import { PinpointSMSVoiceV2Client, SendTextMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { TEXT_CONSENT_VERSION } from '#shared/texting/consent-wording';
import { env } from '../../lib/env';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { userItem } from '../../testing/user.fixtures';
import { handler } from './start-text-number';

const dynamo = mockClient(DynamoDBDocumentClient);
const sms = mockClient(PinpointSMSVoiceV2Client);
const VALID = {
  phoneNumber: '(512) 555-0123',
  consent: true,
  consentVersion: TEXT_CONSENT_VERSION,
  language: 'en',
  timeZone: 'America/Chicago',
};
const post = (body: unknown) =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/users/me/text-alerts/number',
      claims: testClaims(),
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    lambdaContext(),
  );

beforeEach(() => {
  dynamo.reset();
  sms.reset();
  dynamo.on(GetCommand).callsFake((input: { Key: { sk: string } }) => ({
    Item: input.Key.sk === 'PROFILE' ? userItem('user-1') : undefined,
  }));
  dynamo.on(PutCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  sms.on(SendTextMessageCommand).resolves({ MessageId: 'message-1' });
  Object.assign(env(), { SMS_ORIGINATION_IDENTITY: '+18885550100', SMS_CONFIGURATION_SET: 'dealflow-test' });
});

describe('startTextNumber', () => {
  it('answers 202 pending for the number in E.164, however it was typed', async () => {
    // Act
    const result = await post(VALID);

    // Assess
    expect(result.statusCode).toBe(202);
    expect(bodyOf(result)).toMatchObject({ status: 'pending', pendingNumber: '+15125550123' });
    expect(sms).toHaveReceivedCommandWith(SendTextMessageCommand, { DestinationPhoneNumber: '+15125550123' });
  });

  it.each([
    ['no consent', { ...VALID, consent: false }, 'consentRequired'],
    ['consent to an older wording', { ...VALID, consentVersion: '2020-01-01' }, 'consentOutdated'],
    ['an unknown time zone', { ...VALID, timeZone: 'Mars/Olympus' }, 'timeZoneInvalid'],
    ['a number that is not one', { ...VALID, phoneNumber: '12' }, 'phoneInvalid'],
  ])('answers 400 for %s, texting nothing', async (_, body, message) => {
    // Act
    const result = await post(body);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(JSON.stringify(bodyOf(result))).toContain(message);
    expect(sms).not.toHaveReceivedCommand(SendTextMessageCommand);
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });
});

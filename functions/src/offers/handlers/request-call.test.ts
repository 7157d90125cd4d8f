import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { callRequestKey } from '../../db/entities/call-request.entity';
import { dealKey } from '../../db/entities/deal.entity';
import { userKey } from '../../db/entities/user.entity';
import {
  apiEvent,
  bodyOf,
  callsAfterAccountRead,
  lambdaContext,
  testClaims,
} from '../../testing/api-event.fixtures';
import { NOW, OWNER_ID, dealItem } from '../../testing/deal.fixtures';
import { userItem } from '../../testing/user.fixtures';
import { handler } from './request-call';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const BUYER_ID = 'buyer-1';

const post = (body: unknown, claims: Record<string, string> = { sub: BUYER_ID }) =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/deals/deal-1/call-requests',
      claims: testClaims(claims),
      headers: { 'content-type': 'application/json' },
      pathParameters: { dealId: 'deal-1' },
      body: JSON.stringify(body),
    }),
    lambdaContext(),
  );
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });
const sentMail = () => ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
const claimPut = () =>
  dynamo
    .commandCalls(PutCommand)
    .find((call) => String(call.args[0].input.Item?.pk).startsWith('CALL_REQUEST#'))?.args[0].input;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate', 'setTimeout'] });
  dynamo.reset();
  ses.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem() });
  dynamo.on(GetCommand, { Key: userKey(OWNER_ID) }).resolves({
    Item: userItem(OWNER_ID, {
      firstName: 'Sam',
      lastName: 'Seller',
      email: 'sam@example.com',
      languagePreference: 'es',
    }),
  });
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(BatchWriteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
});

afterEach(() => jest.useRealTimers());

describe('POST /api/deals/{dealId}/call-requests', () => {
  it("claims the day's request, then e-mails the seller in their language with the buyer's contact", async () => {
    // Act
    const result = await post({ message: 'Is the roof new?\nThanks', preferredTimes: 'Weekday mornings' });

    // Assess
    expect(result.statusCode).toBe(201);
    expect(bodyOf(result)).toEqual({ dealId: 'deal-1', sentAt: NOW.toISOString() });
    expect(claimPut()).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: { ...callRequestKey('deal-1', BUYER_ID, '2026-11-20'), state: 'sending', sellerId: OWNER_ID },
    });
    const mail = sentMail();
    expect(mail?.Destination?.ToAddresses).toEqual(['sam@example.com']);
    expect(mail?.Content?.Simple?.Subject?.Data).toMatch(/^Solicitud de llamada para /);
    const text = mail?.Content?.Simple?.Body?.Text?.Data ?? '';
    expect(text).toContain('Bea Buyer');
    expect(text).toContain('bea@example.com');
    expect(text).toContain('(555) 555-0100');
    expect(text).toContain('Weekday mornings');
    expect(text).toContain('Is the roof new?\nThanks');
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: callRequestKey('deal-1', BUYER_ID, '2026-11-20'),
      ExpressionAttributeValues: { ':sent': 'sent', ':sentAt': NOW.toISOString() },
    });
    const history = dynamo.commandCalls(BatchWriteCommand)[0]!.args[0].input.RequestItems!;
    expect(Object.values(history)[0]![0]!.PutRequest!.Item).toMatchObject({
      recipientId: OWNER_ID,
      channel: 'email',
      kind: 'callRequested',
    });
  });

  it("answers 409 CALL_ALREADY_REQUESTED on the day's second request, sending nothing", async () => {
    // Prepare
    dynamo.on(PutCommand).rejects(conditionFailed());

    // Act
    const result = await post({});

    // Assess
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({ code: 'CALL_ALREADY_REQUESTED' });
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('releases the claim when SES refuses the e-mail, so the buyer may retry', async () => {
    // Prepare
    ses.on(SendEmailCommand).rejects(new Error('throttled'));

    // Act
    const result = await post({});

    // Assess
    expect(result.statusCode).toBe(500);
    expect(dynamo).toHaveReceivedCommandWith(DeleteCommand, {
      Key: callRequestKey('deal-1', BUYER_ID, '2026-11-20'),
      ConditionExpression: '#state = :sending AND claimedAt = :claimedAt',
    });
    expect(dynamo).not.toHaveReceivedCommand(BatchWriteCommand);
  });

  it('answers 429 past the per-buyer limit, claiming and sending nothing', async () => {
    // Prepare: the day's window is full.
    dynamo.on(UpdateCommand).rejects(conditionFailed());

    // Act
    const result = await post({});

    // Assess
    expect(result.statusCode).toBe(429);
    expect(claimPut()).toBeUndefined();
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('answers 403 to a seller before reading anything, and to a buyer on their own listing', async () => {
    const seller = await post({}, { sub: 'seller-2', 'cognito:groups': '[originators]' });
    expect(seller.statusCode).toBe(403);
    expect(callsAfterAccountRead(dynamo)).toHaveLength(0);

    const own = await post({}, { sub: OWNER_ID, 'cognito:groups': '[buyers, originators]' });
    expect(own.statusCode).toBe(403);
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('answers 409 DEAL_NOT_TAKING_OFFERS on a sold listing', async () => {
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'sold' }) });
    const result = await post({});
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({ code: 'DEAL_NOT_TAKING_OFFERS' });
  });

  it.each([
    ['a message past its cap', { message: 'x'.repeat(501) }, 'body.message', 'messageTooLong'],
    ['a bidi override', { message: 'call \u202Eme' }, 'body.message', 'textInvalidCharacters'],
    [
      'a control character',
      { preferredTimes: 'mornings\u0007' },
      'body.preferredTimes',
      'textInvalidCharacters',
    ],
    ['a line feed in the times', { preferredTimes: 'a\nb' }, 'body.preferredTimes', 'textInvalidCharacters'],
  ])('answers 400 for %s', async (_case, body, path, message) => {
    const result = await post(body);
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({ details: [{ path, message }] });
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });
});

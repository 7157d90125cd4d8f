import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { VIEWER_ADDRESS_HEADER } from '#shared/api/edge';
import { hashInvitationToken } from '../../invitations/invitation-token';
import { apiEvent, bodyOf, lambdaContext } from '../../testing/api-event.fixtures';
import { handler } from './request-access';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const validBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Wes',
  lastName: 'Waiter',
  email: 'Wes+Promo@Example.com',
  role: 'originator',
  note: '  I flip houses in Austin.  ',
  ...overrides,
});
const request = (body: unknown, options: { viaEdge?: boolean; viewer?: string } = {}) =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/auth/public-request-access',
      headers: {
        'content-type': 'application/json',
        ...(options.viewer ? { [VIEWER_ADDRESS_HEADER]: options.viewer } : {}),
      },
      body: JSON.stringify(body),
      viaEdge: options.viaEdge,
    }),
    lambdaContext(),
  );
const conditionFailed = () => new ConditionalCheckFailedException({ message: 'no', $metadata: {} });
const sentMail = () => ses.commandCalls(SendEmailCommand)[0]?.args[0].input;

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  dynamo.on(GetCommand).resolves({ Item: { entries: 3 } });
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
});

describe('requestAccess', () => {
  it('claims an unconfirmed entry under the canonical address, takes no place, and e-mails its link', async () => {
    // Act
    const result = await request(validBody());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ status: 'confirmation-sent' });
    const put = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk) OR #status = :unconfirmed',
      Item: {
        pk: 'WAITLIST#wes@example.com',
        email: 'wes+promo@example.com',
        role: 'originator',
        note: 'I flip houses in Austin.',
        status: 'unconfirmed',
        expiresAt: expect.any(Number),
      },
    });
    // Not in the admin lists, and no place taken until confirmed.
    expect(put.Item).not.toHaveProperty('gsi2pk');
    expect(put.Item).not.toHaveProperty('gsi3pk');
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    const mail = sentMail();
    expect(mail?.Destination?.ToAddresses).toEqual(['wes+promo@example.com']);
    const token = /requestAccess\/confirm\?entry=\w{26}&token=([\w-]{43})/.exec(
      mail?.Content?.Simple?.Body?.Text?.Data ?? '',
    )?.[1];
    expect(hashInvitationToken(token!)).toBe(put.Item?.['confirmationHash']);
  });

  it('sends the e-mail only after its claim is written', async () => {
    // Prepare
    dynamo.on(PutCommand).rejects(new Error('DynamoDB down'));

    // Act
    const result = await request(validBody());

    // Assess
    expect(result.statusCode).toBe(500);
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('rate-limits the canonical address and the viewer address CloudFront vouches for', async () => {
    // Act
    await request(validBody(), { viewer: '198.51.100.7:4431' });

    // Assess
    expect(dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input.Key?.pk)).toEqual([
      'RATE#requestAccess#wes@example.com',
      'RATE#requestAccessPerIp#ip:198.51.100.7',
    ]);
  });

  it('refuses a request that came around the edge, with any viewer address, before counting anything', async () => {
    // Act
    const result = await request(validBody(), { viaEdge: false, viewer: '203.0.113.9:1' });

    // Assess
    expect(result.statusCode).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers a confirmed address kindly, as already-listed, and sends nothing', async () => {
    // Prepare
    dynamo.on(PutCommand).rejects(conditionFailed());

    // Act
    const result = await request(validBody());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ status: 'already-listed' });
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('answers 409 WAITLIST_FULL with the waitlist-full message (docs/requirements.md#r8-3) when confirmed entries fill it, and sends nothing', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: { entries: 1000 } });

    // Act
    const result = await request(validBody());

    // Assess
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toEqual({
      code: 'WAITLIST_FULL',
      message: 'We are not accepting more requests right now. Please try again later.',
    });
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('answers 429 over the rate limit without touching the list', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(conditionFailed());

    // Act
    const result = await request(validBody());

    // Assess
    expect(result.statusCode).toBe(429);
    expect(dynamo).not.toHaveReceivedCommand(PutCommand);
  });

  it.each([
    ['a role one cannot ask for', { role: 'admin' }],
    ['an unknown field', { status: 'invited' }],
    ['an over-long note', { note: 'x'.repeat(501) }],
    ['a bad e-mail', { email: 'nope' }],
  ])('answers 400 for %s and changes nothing', async (_, overrides) => {
    // Act
    const result = await request(validBody(overrides));

    // Assess
    expect(result.statusCode).toBe(400);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

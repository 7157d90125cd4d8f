import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { apiEvent, bodyOf, lambdaContext } from '../../testing/api-event.fixtures';
import { handler } from './request-access';

const dynamo = mockClient(DynamoDBDocumentClient);
const validBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Wes',
  lastName: 'Waiter',
  email: 'Wes@Example.com',
  role: 'originator',
  note: '  I flip houses in Austin.  ',
  ...overrides,
});
const request = (body: unknown) =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/auth/public-request-access',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    lambdaContext(),
  );
const cancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

beforeEach(() => {
  dynamo.reset();
  dynamo.on(UpdateCommand).resolves({});
});

describe('requestAccess', () => {
  it('adds the entry and takes a place of the capacity in one transaction', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    const result = await request(validBody());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ status: 'added' });
    const [entry, counter] = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(entry?.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: {
        pk: 'WAITLIST#wes@example.com',
        gsi2pk: 'WAITLIST',
        gsi3pk: 'WAITLIST_STATUS#waiting',
        email: 'wes@example.com',
        role: 'originator',
        note: 'I flip houses in Austin.',
        status: 'waiting',
      },
    });
    expect(counter?.Update).toMatchObject({
      Key: { pk: 'WAITLIST_COUNTER', sk: 'COUNTER' },
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :capacity',
      ExpressionAttributeValues: { ':capacity': 1000 },
    });
  });

  it('rate-limits per address and per source IP', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).resolves({});

    // Act
    await request(validBody());

    // Assess
    expect(dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input.Key?.pk)).toEqual([
      'RATE#requestAccess#wes@example.com',
      'RATE#requestAccessPerIp#ip:127.0.0.1',
    ]);
  });

  it('answers an address already listed kindly, as already-listed', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));

    // Act
    const result = await request(validBody());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ status: 'already-listed' });
  });

  it('answers already-listed rather than full to a listed address when the list is full too', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'ConditionalCheckFailed']));

    // Act
    const result = await request(validBody());

    // Assess
    expect(bodyOf(result)).toEqual({ status: 'already-listed' });
  });

  it('answers 409 WAITLIST_FULL with the waitlist-full message (docs/requirements.md#r8-3) when the capacity is reached', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));

    // Act
    const result = await request(validBody());

    // Assess
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toEqual({
      code: 'WAITLIST_FULL',
      message: 'We are not accepting more requests right now. Please try again later.',
    });
  });

  it('answers 429 over the rate limit without touching the list', async () => {
    // Prepare
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));

    // Act
    const result = await request(validBody());

    // Assess
    expect(result.statusCode).toBe(429);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
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

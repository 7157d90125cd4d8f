import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { dealItem, NOW, OWNER_ID } from '../testing/deal.fixtures';
import { buyerItem } from '../testing/alert.fixtures';
import { fanOutListing } from './alert-fanout.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const sqs = mockClient(SQSClient);

/** The index partitions answer these buyers' ids; BatchGet answers their items. */
function buyersIn(partition: string, users: Record<string, unknown>[]) {
  dynamo
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': partition } })
    .resolves({ Items: users.map((user) => ({ userId: user.userId })) });
}

const alertPuts = () =>
  dynamo
    .commandCalls(TransactWriteCommand)
    .flatMap((call) => call.args[0].input.TransactItems!.map((item) => item.Put!.Item!))
    .filter((item) => item.entity === 'DealAlert');
const slicesEnqueued = () =>
  sqs.commandCalls(SendMessageCommand).map((call) => JSON.parse(call.args[0].input.MessageBody!) as unknown);
const emailsSent = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);

let users: Record<string, unknown>[] = [];
beforeEach(() => {
  dynamo.reset();
  ses.reset();
  sqs.reset();
  users = [];
  dynamo.on(GetCommand).resolves({ Item: dealItem({ dealId: 'deal-1' }) });
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string }[] }> }) => {
      const [table, request] = Object.entries(input.RequestItems)[0]!;
      const wanted = new Set(request.Keys.map((key) => key.pk));
      return { Responses: { [table]: users.filter((user) => wanted.has(`USER#${String(user.userId)}`)) } };
    });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(BatchWriteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  sqs.on(SendMessageCommand).resolves({ MessageId: 'q-1' });
});

describe('fanOutListing', () => {
  it('e-mails a realtime buyer of an active listing at once and keeps a digest buyer’s alert for the digest', async () => {
    // Prepare
    users = [
      buyerItem('realtime-1', { searchFrequency: 'realtime' }),
      buyerItem('daily-1', { searchFrequency: 'dailyDigest' }),
      buyerItem('cash-only', { searchFrequency: 'realtime', buyBox: { type: 'cash' } }),
    ];
    buyersIn('ALERTZIP#78701', users);

    // Act
    const outcome = await fanOutListing({ dealId: 'deal-1', event: 'listed', at: NOW.toISOString() }, NOW);

    // Assess
    expect(outcome).toEqual({ candidates: 3, alerted: 2, slices: 0 });
    expect(alertPuts()).toEqual([
      expect.objectContaining({
        pk: 'USER#realtime-1',
        sk: 'ALERT#deal-1',
        frequency: 'realtime',
        channel: 'email',
      }),
      expect.objectContaining({
        pk: 'USER#daily-1',
        sk: 'ALERT#deal-1',
        channel: 'digest',
        windowKey: 'daily:2026-11-20',
        gsi1pk: 'ALERTDIGEST#daily:2026-11-20',
        // The listing's own time: listed active, it is due for everyone at once.
        dueAt: '2026-11-01T00:00:00.000Z',
      }),
    ]);
    expect(emailsSent()).toEqual([
      expect.objectContaining({ Destination: { ToAddresses: ['realtime-1@example.com'] } }),
    ]);
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, UpdateCommand, {
      ConditionExpression: 'attribute_exists(pk) AND attribute_type(sentAt, :null)',
    });
  });

  it('alerts only first-refusal buyers of an exclusive listing, by e-mail whatever their frequency', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: dealItem({ dealId: 'deal-1', status: 'exclusive' }) });
    users = [
      buyerItem('first-1', { searchFrequency: 'weeklySummary', firstRightOfRefusal: true }),
      // Still in the index, but an admin took the right away: the User item has the last word.
      buyerItem('revoked-1', { searchFrequency: 'realtime', firstRightOfRefusal: false }),
    ];
    buyersIn('ALERTS#FIRST_REFUSAL', users);

    // Act
    const outcome = await fanOutListing({ dealId: 'deal-1', event: 'listed', at: NOW.toISOString() }, NOW);

    // Assess
    expect(outcome).toEqual({ candidates: 1, alerted: 1, slices: 0 });
    expect(alertPuts()).toEqual([
      expect.objectContaining({ userId: 'first-1', frequency: 'realtime', dueAt: NOW.toISOString() }),
    ]);
    expect(emailsSent()).toHaveLength(1);
    const zipQueries = dynamo
      .commandCalls(QueryCommand)
      .filter((call) =>
        String(call.args[0].input.ExpressionAttributeValues?.[':pk']).startsWith('ALERTZIP#'),
      );
    expect(zipQueries).toHaveLength(0);
  });

  it('never alerts the listing’s own seller', async () => {
    // Prepare
    users = [buyerItem(OWNER_ID, { searchFrequency: 'realtime' })];
    buyersIn('ALERTZIP#78701', users);

    // Act
    const outcome = await fanOutListing({ dealId: 'deal-1', event: 'listed', at: NOW.toISOString() }, NOW);

    // Assess
    expect(outcome.alerted).toBe(0);
    expect(emailsSent()).toHaveLength(0);
  });

  it('never alerts a buyer who said Not interested in the listing', async () => {
    // Prepare
    users = [
      buyerItem('realtime-1', { searchFrequency: 'realtime' }),
      buyerItem('realtime-2', { searchFrequency: 'realtime' }),
    ];
    buyersIn('ALERTZIP#78701', users);
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'DEAL#deal-1', ':prefix': 'NOT_INTERESTED#' } })
      .resolves({ Items: [{ buyerId: 'realtime-2' }] });

    // Act
    const outcome = await fanOutListing({ dealId: 'deal-1', event: 'listed', at: NOW.toISOString() }, NOW);

    // Assess
    expect(outcome.alerted).toBe(1);
    expect(alertPuts().map((item) => item.userId)).toEqual(['realtime-1']);
  });

  it('does nothing for a listing buyers can no longer act on', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: dealItem({ dealId: 'deal-1', status: 'pending' }) });

    // Act
    const outcome = await fanOutListing({ dealId: 'deal-1', event: 'activated', at: NOW.toISOString() }, NOW);

    // Assess
    expect(outcome).toEqual({ candidates: 0, alerted: 0, slices: 0 });
    expect(dynamo).not.toHaveReceivedCommand(QueryCommand);
  });

  it('sends nothing twice when the message comes again: the alert exists and its send was claimed', async () => {
    // Prepare
    users = [buyerItem('realtime-1', { searchFrequency: 'realtime' })];
    buyersIn('ALERTZIP#78701', users);
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'exists',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    );
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'sent', $metadata: {} }));

    // Act
    const outcome = await fanOutListing({ dealId: 'deal-1', event: 'listed', at: NOW.toISOString() }, NOW);

    // Assess
    expect(outcome.alerted).toBe(0);
    expect(emailsSent()).toHaveLength(0);
  });

  it('gives the send back when the e-mail fails, so the queue’s retry sends it', async () => {
    // Prepare
    users = [buyerItem('realtime-1', { searchFrequency: 'realtime' })];
    buyersIn('ALERTZIP#78701', users);
    ses.on(SendEmailCommand).rejects(new Error('SES is down'));

    // Act
    const attempt = fanOutListing({ dealId: 'deal-1', event: 'listed', at: NOW.toISOString() }, NOW);

    // Assess
    await expect(attempt).rejects.toThrow('1 buyer(s) of deal-1 could not be alerted');
    const [, release] = dynamo
      .commandCalls(UpdateCommand)
      .map((call) => call.args[0].input)
      .filter((input) => String(input.Key!.sk).startsWith('ALERT#'));
    expect(release).toMatchObject({
      ConditionExpression: 'sentAt = :at',
      ExpressionAttributeValues: { ':unsent': null },
    });
  });

  it("folds a realtime alert into the next daily digest once the buyer had the hour's realtime e-mails", async () => {
    // Prepare
    users = [buyerItem('realtime-1', { searchFrequency: 'realtime' })];
    buyersIn('ALERTZIP#78701', users);
    dynamo
      .on(UpdateCommand, { Key: { pk: 'RATE#realtimeAlertEmail#realtime-1' } })
      .rejects(new ConditionalCheckFailedException({ message: 'full', $metadata: {} }));

    // Act
    const outcome = await fanOutListing({ dealId: 'deal-1', event: 'listed', at: NOW.toISOString() }, NOW);

    // Assess
    expect(outcome.alerted).toBe(1);
    expect(emailsSent()).toHaveLength(0);
    const [claim, , fold] = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(claim).toMatchObject({ Key: { pk: 'USER#realtime-1', sk: 'ALERT#deal-1' } });
    expect(fold).toMatchObject({
      Key: { pk: 'USER#realtime-1', sk: 'ALERT#deal-1' },
      ConditionExpression: 'sentAt = :claimedAt',
      ExpressionAttributeValues: expect.objectContaining({
        ':unsent': null,
        ':windowKey': `daily:${NOW.toISOString().slice(0, 10)}`,
        ':gsi1pk': `ALERTDIGEST#daily:${NOW.toISOString().slice(0, 10)}`,
        ':gsi1sk': 'realtime-1#deal-1',
      }),
    });
  });
  it('splits a listing matching more buyers than a slice into slice messages, and alerts no one itself', async () => {
    // Prepare: 120 candidates, so slices of 50, 50 and 20.
    const ids = Array.from({ length: 120 }, (_, index) => `buyer-${String(index).padStart(3, '0')}`);
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ALERTZIP#78701' } })
      .resolves({ Items: ids.map((userId) => ({ userId })) });
    const message = { dealId: 'deal-1', event: 'listed', at: NOW.toISOString() } as const;

    // Act
    const outcome = await fanOutListing(message, NOW);

    // Assess
    expect(outcome).toEqual({ candidates: 120, alerted: 0, slices: 3 });
    expect(slicesEnqueued()).toEqual([
      { ...message, buyerIds: ids.slice(0, 50) },
      { ...message, buyerIds: ids.slice(50, 100) },
      { ...message, buyerIds: ids.slice(100) },
    ]);
    expect(dynamo).not.toHaveReceivedCommand(BatchGetCommand);
    expect(alertPuts()).toHaveLength(0);
  });

  it('alerts only the buyers a slice names, without reading the index or splitting again', async () => {
    // Prepare
    users = [buyerItem('realtime-1', { searchFrequency: 'realtime' }), buyerItem('realtime-2')];

    // Act
    const outcome = await fanOutListing(
      { dealId: 'deal-1', event: 'listed', at: NOW.toISOString(), buyerIds: ['realtime-1'] },
      NOW,
    );

    // Assess
    expect(outcome).toEqual({ candidates: 1, alerted: 1, slices: 0 });
    // The one Query reads the listing's Not interested answers, not the alert index.
    expect(dynamo).toHaveReceivedCommandTimes(QueryCommand, 1);
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      ExpressionAttributeValues: { ':pk': 'DEAL#deal-1', ':prefix': 'NOT_INTERESTED#' },
    });
    expect(sqs).not.toHaveReceivedCommand(SendMessageCommand);
    expect(alertPuts().map((item) => item.userId)).toEqual(['realtime-1']);
  });

  it('stores a slice’s alerts 100 to a transaction, and sends again only those a canceled one did not find', async () => {
    // Prepare: 150 matching buyers (three slices' worth, handled as one here); the first transaction is canceled because buyer 1 has the alert.
    users = Array.from({ length: 150 }, (_, index) =>
      buyerItem(`b-${index}`, { searchFrequency: 'dailyDigest' }),
    );
    const reasons = users
      .slice(0, 100)
      .map((_, index) => ({ Code: index === 1 ? 'ConditionalCheckFailed' : 'None' }));
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(
        new TransactionCanceledException({
          message: 'canceled',
          $metadata: {},
          CancellationReasons: reasons,
        }),
      )
      .resolves({});

    // Act
    const outcome = await fanOutListing(
      {
        dealId: 'deal-1',
        event: 'listed',
        at: NOW.toISOString(),
        buyerIds: users.map((user) => String(user.userId)),
      },
      NOW,
    );

    // Assess
    const sizes = dynamo
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems!.length);
    expect(sizes).toEqual([100, 99, 50]);
    expect(outcome.alerted).toBe(149);
  });

  it('sends realtime e-mails a few at a time, never more than ALERT_SEND_CONCURRENCY (8) at once', async () => {
    // Prepare: 30 realtime buyers; each send waits until the test lets the ones in flight finish.
    users = Array.from({ length: 30 }, (_, index) =>
      buyerItem(`rt-${index}`, { searchFrequency: 'realtime' }),
    );
    let inFlight = 0;
    let mostInFlight = 0;
    ses.on(SendEmailCommand).callsFake(async () => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
      return { MessageId: 'm-1' };
    });

    // Act
    await fanOutListing(
      {
        dealId: 'deal-1',
        event: 'listed',
        at: NOW.toISOString(),
        buyerIds: users.map((user) => String(user.userId)),
      },
      NOW,
    );

    // Assess
    expect(emailsSent()).toHaveLength(30);
    expect(mostInFlight).toBe(8);
  });
});

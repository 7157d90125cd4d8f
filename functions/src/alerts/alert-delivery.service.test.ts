import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { dealItem } from '../testing/deal.fixtures';
import { alertItem, buyerItem } from '../testing/alert.fixtures';
import { sendDigests, sendDigestSlice } from './alert-delivery.service';
import type { DigestSliceMessage } from './alerts-queue';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const sqs = mockClient(SQSClient);
/** The day after the alerts' day: the daily job covers 2026-11-20. */
const NEXT_DAY = new Date('2026-11-21T00:15:00.000Z');

let stored: Record<string, unknown>[] = [];
beforeEach(() => {
  dynamo.reset();
  ses.reset();
  sqs.reset();
  stored = [
    buyerItem('buyer-1', { searchFrequency: 'dailyDigest' }),
    buyerItem('buyer-2', { searchFrequency: 'dailyDigest', languagePreference: 'es' }),
    dealItem({ dealId: 'deal-1' }),
    dealItem({ dealId: 'deal-2', streetAddress: '9 Elm St' }),
    dealItem({ dealId: 'deal-sold', status: 'sold' }),
  ];
  dynamo.on(QueryCommand, { IndexName: 'gsi1' }).resolves({
    Items: [
      alertItem({ userId: 'buyer-1', dealId: 'deal-1' }),
      alertItem({ userId: 'buyer-1', dealId: 'deal-2' }),
      alertItem({ userId: 'buyer-1', dealId: 'deal-sold' }),
      alertItem({ userId: 'buyer-2', dealId: 'deal-1' }),
    ],
  });
  dynamo
    .on(BatchGetCommand)
    .callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => {
      const [table, request] = Object.entries(input.RequestItems)[0]!;
      const found = request.Keys.flatMap((key) =>
        stored.filter((item) => item.pk === key.pk && item.sk === key.sk),
      );
      return { Responses: { [table]: found } };
    });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(BatchWriteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  sqs.on(SendMessageCommand).resolves({ MessageId: 'q-1' });
});

/** The slice of the daily window of 2026-11-20 holding both buyers. */
const slice: DigestSliceMessage = {
  digest: 'daily',
  windowKey: 'daily:2026-11-20',
  buyerIds: ['buyer-1', 'buyer-2'],
};

const emails = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);

describe('sendDigests', () => {
  it("pages the window's buyers and enqueues one message per slice of 50, each buyer once", async () => {
    // Prepare: 120 buyers, the first with two alerts.
    const ids = Array.from({ length: 120 }, (_, index) => `buyer-${String(index).padStart(3, '0')}`);
    dynamo.on(QueryCommand, { IndexName: 'gsi1' }).resolves({
      Items: [{ userId: ids[0] }, ...ids.map((userId) => ({ userId }))],
    });

    // Act
    const outcome = await sendDigests('weekly', NEXT_DAY);

    // Assess
    expect(outcome).toMatchObject({ buyers: 120, slices: 3 });
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      IndexName: 'gsi1',
      ProjectionExpression: 'userId',
      ExpressionAttributeValues: { ':pk': `ALERTDIGEST#${outcome.window.key}` },
    });
    const messages = sqs
      .commandCalls(SendMessageCommand)
      .map((call) => JSON.parse(call.args[0].input.MessageBody!) as { buyerIds: string[] });
    expect(messages.map((message) => message.buyerIds)).toEqual([
      ids.slice(0, 50),
      ids.slice(50, 100),
      ids.slice(100),
    ]);
    expect(messages[0]).toMatchObject({ digest: 'weekly', windowKey: outcome.window.key });
    expect(emails()).toHaveLength(0);
  });
});

describe('sendDigestSlice', () => {
  it("e-mails each buyer one digest of the window's open listings, in their language", async () => {
    // Act
    const outcome = await sendDigestSlice(slice, NEXT_DAY);

    // Assess
    expect(outcome).toEqual({ sent: 2, alreadySent: 0 });
    // One Query of the slice's range of the window's partition.
    expect(dynamo).toHaveReceivedCommandTimes(QueryCommand, 1);
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      ExpressionAttributeValues: {
        ':pk': 'ALERTDIGEST#daily:2026-11-20',
        ':from': 'buyer-1#',
        ':to': 'buyer-2#~',
      },
    });
    const [english, spanish] = emails();
    expect(english!.Content!.Simple!.Subject!.Data).toBe('Your daily deal digest: 2 new listings');
    expect(english!.Content!.Simple!.Body!.Text!.Data).toContain('9 Elm St');
    expect(spanish!.Content!.Simple!.Subject!.Data).toBe('Tu resumen diario de tratos: 1 propiedad nueva');
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, PutCommand, {
      ConditionExpression: 'attribute_not_exists(pk)',
      Item: expect.objectContaining({
        pk: 'USER#buyer-1',
        sk: 'DIGEST#daily:2026-11-20',
        dealIds: ['deal-1', 'deal-2'],
      }),
    });
    // The sold listing is dropped, the others marked sent in batches, out of the window's partition.
    const marked = dynamo
      .commandCalls(BatchWriteCommand)
      .flatMap((call) => Object.values(call.args[0].input.RequestItems!)[0]!)
      .map((request) => request.PutRequest!.Item!)
      .filter((item) => item.entity === 'DealAlert');
    expect(marked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pk: 'USER#buyer-1', sk: 'ALERT#deal-1', sentAt: NEXT_DAY.toISOString() }),
        expect.objectContaining({ pk: 'USER#buyer-1', sk: 'ALERT#deal-2', sentAt: NEXT_DAY.toISOString() }),
        expect.objectContaining({ pk: 'USER#buyer-2', sk: 'ALERT#deal-1', sentAt: NEXT_DAY.toISOString() }),
      ]),
    );
    expect(marked).toHaveLength(3);
    expect(marked.filter((item) => 'gsi1pk' in item || 'gsi1sk' in item)).toEqual([]);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('sends nothing to a buyer whose digest of the window already went', async () => {
    // Prepare
    dynamo.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'sent', $metadata: {} }));

    // Act
    const outcome = await sendDigestSlice(slice, NEXT_DAY);

    // Assess
    expect(outcome).toMatchObject({ sent: 0, alreadySent: 2 });
    expect(emails()).toHaveLength(0);
  });

  it('gives the claim back when an e-mail fails, sends the others, and reports the failure', async () => {
    // Prepare
    ses.on(SendEmailCommand).rejectsOnce(new Error('SES is down')).resolves({ MessageId: 'm-2' });

    // Act
    const run = sendDigestSlice(slice, NEXT_DAY);

    // Assess
    await expect(run).rejects.toThrow('1 digest(s) of daily:2026-11-20 could not be sent');
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, DeleteCommand, {
      Key: {
        pk: 'USER#buyer-1',
        sk: 'DIGEST#daily:2026-11-20',
      },
    });
    expect(emails()).toHaveLength(2);
  });
});

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
import { mockClient } from 'aws-sdk-client-mock';
import { dealItem } from '../testing/deal.fixtures';
import { alertItem, buyerItem } from '../testing/alert.fixtures';
import { sendDigests } from './alert-delivery.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
/** The day after the alerts' day: the daily job covers 2026-11-20. */
const NEXT_DAY = new Date('2026-11-21T00:15:00.000Z');

let stored: Record<string, unknown>[] = [];
beforeEach(() => {
  dynamo.reset();
  ses.reset();
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
});

const emails = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);

describe('sendDigests', () => {
  it("e-mails each buyer one digest of the window's open listings, in their language", async () => {
    // Act
    const outcome = await sendDigests('daily', NEXT_DAY);

    // Assess
    expect(outcome).toMatchObject({ window: { key: 'daily:2026-11-20' }, sent: 2, alreadySent: 0 });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      ExpressionAttributeValues: {
        ':pk': 'ALERTDIGEST#daily:2026-11-20',
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
    // The sold listing is dropped, the others marked sent.
    const marked = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input.Key);
    expect(marked).toEqual([
      { pk: 'USER#buyer-1', sk: 'ALERT#deal-1' },
      { pk: 'USER#buyer-1', sk: 'ALERT#deal-2' },
      { pk: 'USER#buyer-2', sk: 'ALERT#deal-1' },
    ]);
  });

  it('sends nothing to a buyer whose digest of the window already went', async () => {
    // Prepare
    dynamo.on(PutCommand).rejects(new ConditionalCheckFailedException({ message: 'sent', $metadata: {} }));

    // Act
    const outcome = await sendDigests('daily', NEXT_DAY);

    // Assess
    expect(outcome).toMatchObject({ sent: 0, alreadySent: 2 });
    expect(emails()).toHaveLength(0);
  });

  it('gives the claim back when an e-mail fails, sends the others, and reports the failure', async () => {
    // Prepare
    ses.on(SendEmailCommand).rejectsOnce(new Error('SES is down')).resolves({ MessageId: 'm-2' });

    // Act
    const run = sendDigests('daily', NEXT_DAY);

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

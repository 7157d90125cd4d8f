/**
 * A digest slice handled again (SQS redelivers; a slice fails and is retried) sends nothing twice:
 * followed through an in-memory table, so the claims and the marks the first run left are what the
 * second run meets.
 */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { alertItem, buyerItem } from '../testing/alert.fixtures';
import { dealItem } from '../testing/deal.fixtures';
import { TextSendingMocks, type TextTable } from '../testing/text.fixtures';
import { sendDigestSlice } from './alert-delivery.service';
import type { DigestSliceMessage } from './alerts-queue';

const mocks = new TextSendingMocks();
const ses = mockClient(SESv2Client);
const NEXT_DAY = new Date('2026-11-21T00:15:00.000Z');
const LATER = new Date('2026-11-21T00:20:00.000Z');
const slice: DigestSliceMessage = {
  digest: 'daily',
  windowKey: 'daily:2026-11-20',
  buyerIds: ['buyer-1', 'buyer-2', 'buyer-3'],
};

const recipients = () =>
  ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input.Destination!.ToAddresses![0]);

let table: TextTable;
beforeEach(() => {
  ses.reset();
  table = mocks.reset();
  table.put(dealItem({ dealId: 'deal-1' }), dealItem({ dealId: 'deal-2', streetAddress: '9 Elm St' }));
  for (const userId of slice.buyerIds) {
    table.put(
      buyerItem(userId, { searchFrequency: 'dailyDigest' }),
      alertItem({ userId, dealId: 'deal-1' }),
      alertItem({ userId, dealId: 'deal-2' }),
    );
  }
  // Another buyer of the window, outside this slice: left for their own slice.
  table.put(buyerItem('buyer-9', { searchFrequency: 'dailyDigest' }), alertItem({ userId: 'buyer-9' }));
});

describe('sendDigestSlice, handled again', () => {
  it('sends each buyer of the slice one digest however often the slice comes', async () => {
    // Prepare
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });

    // Act
    const first = await sendDigestSlice(slice, NEXT_DAY);
    const again = await sendDigestSlice(slice, LATER);

    // Assess
    expect(first).toEqual({ sent: 3, alreadySent: 0 });
    // The sent alerts left the window's partition: the second run finds nothing to send.
    expect(again).toEqual({ sent: 0, alreadySent: 0 });
    expect(recipients().sort()).toEqual([
      'buyer-1@example.com',
      'buyer-2@example.com',
      'buyer-3@example.com',
    ]);
    expect(table.get({ pk: 'USER#buyer-2', sk: 'ALERT#deal-2' })).toMatchObject({
      sentAt: NEXT_DAY.toISOString(),
    });
    expect(table.get({ pk: 'USER#buyer-2', sk: 'ALERT#deal-2' })).not.toHaveProperty('gsi1pk');
    expect(table.get({ pk: 'USER#buyer-9', sk: 'ALERT#deal-1' })).toMatchObject({ sentAt: null });
  });

  it('after a failed send, the retry sends only the digest that did not go', async () => {
    // Prepare: SES refuses buyer-2's digest once.
    ses.on(SendEmailCommand).callsFake((input: { Destination: { ToAddresses: string[] } }) => {
      if (input.Destination.ToAddresses[0] === 'buyer-2@example.com' && recipients().length <= 3) {
        throw new Error('Throttling');
      }
      return { MessageId: 'm-1' };
    });

    // Act
    await expect(sendDigestSlice(slice, NEXT_DAY)).rejects.toThrow('1 digest(s) of daily:2026-11-20');
    const retry = await sendDigestSlice(slice, LATER);

    // Assess
    expect(retry).toEqual({ sent: 1, alreadySent: 0 });
    expect(recipients()).toHaveLength(4);
    expect(recipients().filter((to) => to === 'buyer-2@example.com')).toHaveLength(2);
    expect(
      recipients()
        .filter((to) => to !== 'buyer-2@example.com')
        .sort(),
    ).toEqual(['buyer-1@example.com', 'buyer-3@example.com']);
    expect(table.get({ pk: 'USER#buyer-2', sk: 'DIGEST#daily:2026-11-20' })).toMatchObject({
      sentAt: LATER.toISOString(),
    });
  });

  it('sends nothing for a buyer whose claim exists though their alerts are still unmarked', async () => {
    // Prepare: a run that claimed and sent buyer-1's digest stopped before marking the alerts.
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    table.put({
      pk: 'USER#buyer-1',
      sk: 'DIGEST#daily:2026-11-20',
      entity: 'DigestSent',
      userId: 'buyer-1',
      windowKey: 'daily:2026-11-20',
      sentAt: NEXT_DAY.toISOString(),
      dealIds: ['deal-1', 'deal-2'],
    });

    // Act
    const outcome = await sendDigestSlice(slice, LATER);

    // Assess
    expect(outcome).toEqual({ sent: 2, alreadySent: 1 });
    expect(recipients()).not.toContain('buyer-1@example.com');
  });
});

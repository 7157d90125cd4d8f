import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type BatchWriteCommandInput,
  type DeleteCommandInput,
  type GetCommandInput,
  type PutCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { Offer } from '#shared/offers/offer-schema';
import { toOfferItem } from '../../db/entities/offer.entity';
import { sampleOffer } from '../../testing/offer.fixtures';
import { dealItem, OWNER_ID } from '../../testing/deal.fixtures';
import { userItem } from '../../testing/user.fixtures';
import { sqsEvent } from '../../testing/sqs-event.fixtures';
import { CLAIM_LEASE_MS } from '../notification-delivery';
import type { NotificationMessage } from '../notification-message';
import { handler } from './notifications-consumer';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const BUYER_ID = 'buyer-1';
const OCCURRED_AT = '2026-11-20T12:00:00.000Z';

/** A tiny table behind the mocked client: GetItem, conditional PutItem, the updates and deletes used. */
let table: Map<string, Record<string, unknown>>;
const keyOf = (key: Record<string, unknown>) => `${String(key.pk)}|${String(key.sk)}`;
const conditionFailed = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

function fakeTable() {
  table = new Map();
  dynamo.on(GetCommand).callsFake((input: GetCommandInput) => {
    const item = table.get(keyOf(input.Key!));
    return { Item: item ? { ...item } : undefined };
  });
  dynamo.on(PutCommand).callsFake((input: PutCommandInput) => {
    const key = keyOf(input.Item!);
    if (input.ConditionExpression === 'attribute_not_exists(pk)' && table.has(key)) throw conditionFailed();
    table.set(key, { ...input.Item });
    return {};
  });
  dynamo.on(UpdateCommand).callsFake((input: UpdateCommandInput) => {
    const item = table.get(keyOf(input.Key!));
    if (!item) throw conditionFailed();
    const values = input.ExpressionAttributeValues ?? {};
    if (input.UpdateExpression?.includes(':sent'))
      Object.assign(item, { state: 'sent', sentAt: values[':sentAt'] });
    return {};
  });
  dynamo.on(DeleteCommand).callsFake((input: DeleteCommandInput) => {
    table.delete(keyOf(input.Key!));
    return {};
  });
  dynamo.on(BatchWriteCommand).callsFake((input: BatchWriteCommandInput) => {
    for (const requests of Object.values(input.RequestItems ?? {})) {
      for (const request of requests)
        table.set(keyOf(request.PutRequest!.Item!), { ...request.PutRequest!.Item });
    }
    return {};
  });
}

const offer = (overrides: Partial<Offer> = {}): Offer =>
  sampleOffer({
    buyerId: BUYER_ID,
    buyer: { ...sampleOffer().buyer, phoneNumber: '5125550100' },
    status: 'accepted',
    decidedAt: OCCURRED_AT,
    ...overrides,
  });

function seed(options: { buyerLanguage?: 'en' | 'es' } = {}) {
  const deal = dealItem({ dealId: 'deal-1', status: 'pending' });
  table.set(keyOf(deal), deal);
  const offerItem = toOfferItem(offer());
  table.set(keyOf(offerItem), offerItem);
  for (const [userId, firstName, email, language] of [
    [OWNER_ID, 'Sam', 'sam@example.com', 'en'],
    [BUYER_ID, 'Bea', 'bea@example.com', options.buyerLanguage ?? 'en'],
  ] as const) {
    const user = userItem(userId, { email, firstName, lastName: 'Doe', languagePreference: language });
    table.set(keyOf(user), user);
  }
}

const notificationsEvent = (...messages: NotificationMessage[]) => sqsEvent('notifications', messages);

const accepted: NotificationMessage = {
  kind: 'offerAccepted',
  dealId: 'deal-1',
  offerId: 'offer-1',
  occurredAt: OCCURRED_AT,
};

const sentEmails = () =>
  ses.commandCalls(SendEmailCommand).map(({ args }) => ({
    to: args[0].input.Destination?.ToAddresses?.[0],
    subject: args[0].input.Content?.Simple?.Subject?.Data,
    text: args[0].input.Content?.Simple?.Body?.Text?.Data ?? '',
  }));
const itemsOf = (entity: string) => [...table.values()].filter((item) => item.entity === entity);

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  fakeTable();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
});

afterEach(() => jest.restoreAllMocks());

describe('notifications consumer', () => {
  it('e-mails the buyer and the seller of an accepted offer, each with a link to act on', async () => {
    // Prepare
    seed();

    // Act
    const answer = await handler(notificationsEvent(accepted));

    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    const emails = sentEmails();
    expect(emails.map((email) => email.to).sort()).toEqual(['bea@example.com', 'sam@example.com']);
    const toBuyer = emails.find((email) => email.to === 'bea@example.com');
    expect(toBuyer?.subject).toMatch(/^Your offer on .+ was accepted$/);
    expect(toBuyer?.text).toContain('http://localhost:5173/deals/deal-1');
    const toSeller = emails.find((email) => email.to === 'sam@example.com');
    expect(toSeller?.subject).toMatch(/^You accepted an offer on /);
    expect(toSeller?.text).toContain('Bea Buyer');
    expect(toSeller?.text).toContain('http://localhost:5173/deals/deal-1/offers');
  });

  it("writes each party's in-app notification and both channels in the listing's history", async () => {
    // Prepare
    seed();

    // Act
    await handler(notificationsEvent(accepted));

    // Assess
    const notifications = itemsOf('Notification');
    expect(notifications.map((item) => [item.recipientId, item.audience]).sort()).toEqual([
      [BUYER_ID, 'buyer'],
      [OWNER_ID, 'seller'],
    ]);
    expect(notifications[0]).toMatchObject({ kind: 'offerAccepted', readAt: null, createdAt: OCCURRED_AT });
    expect(notifications.every((item) => String(item.gsi1pk).startsWith('UNREAD_NOTIFICATIONS#'))).toBe(true);
    const history = itemsOf('DealNotification');
    expect(history.map((item) => `${String(item.recipientId)}:${String(item.channel)}`).sort()).toEqual([
      `${BUYER_ID}:email`,
      `${BUYER_ID}:inApp`,
      `${OWNER_ID}:email`,
      `${OWNER_ID}:inApp`,
    ]);
    expect(history.every((item) => item.pk === 'DEAL#deal-1' && item.kind === 'offerAccepted')).toBe(true);
  });

  it('writes to each recipient in their language', async () => {
    // Prepare
    seed({ buyerLanguage: 'es' });

    // Act
    await handler(notificationsEvent(accepted));

    // Assess
    const toBuyer = sentEmails().find((email) => email.to === 'bea@example.com');
    expect(toBuyer?.subject).toMatch(/^Tu oferta para .+ fue aceptada$/);
    expect(toBuyer?.text).toContain('20 de diciembre de 2026');
  });

  it('never e-mails twice when the same message is delivered again', async () => {
    // Prepare
    seed();
    await handler(notificationsEvent(accepted));

    // Act
    const answer = await handler(notificationsEvent(accepted));

    // Assess
    expect(answer.batchItemFailures).toEqual([]);
    expect(sentEmails()).toHaveLength(2);
    expect(itemsOf('Notification')).toHaveLength(2);
    expect(itemsOf('DealNotification')).toHaveLength(4);
  });

  it('sends on a retry when SES refused the first attempt, and only that once', async () => {
    // Prepare
    seed();
    ses.on(SendEmailCommand).rejectsOnce(new Error('Throttling')).resolves({ MessageId: 'ses-2' });

    // Act
    const first = await handler(notificationsEvent(accepted));
    const second = await handler(notificationsEvent(accepted));

    // Assess
    expect(first.batchItemFailures).toEqual([{ itemIdentifier: 'message-0' }]);
    expect(second.batchItemFailures).toEqual([]);
    expect(
      sentEmails()
        .map((email) => email.to)
        .sort(),
    ).toEqual(['bea@example.com', 'bea@example.com', 'sam@example.com']);
    expect(itemsOf('NotificationDelivery').every((claim) => claim.state === 'sent')).toBe(true);
  });

  it('retries later while another attempt holds the e-mail, and gives up resending once that attempt is lost', async () => {
    // Prepare: an attempt claimed the buyer's e-mail and never finished.
    seed();
    const claimedAt = new Date(Date.now() - 1000).toISOString();
    table.set('NOTIFICATION_DELIVERY#offerAccepted#offer-1|buyer-1#email', {
      pk: 'NOTIFICATION_DELIVERY#offerAccepted#offer-1',
      sk: 'buyer-1#email',
      entity: 'NotificationDelivery',
      state: 'sending',
      claimedAt,
    });

    // Act
    const whileHeld = await handler(notificationsEvent(accepted));
    table.get('NOTIFICATION_DELIVERY#offerAccepted#offer-1|buyer-1#email')!.claimedAt = new Date(
      Date.now() - CLAIM_LEASE_MS - 1000,
    ).toISOString();
    const afterLease = await handler(notificationsEvent(accepted));

    // Assess
    expect(whileHeld.batchItemFailures).toEqual([{ itemIdentifier: 'message-0' }]);
    expect(afterLease.batchItemFailures).toEqual([]);
    expect(sentEmails().map((email) => email.to)).toEqual(['sam@example.com']);
  });

  it('tells only the seller of a new offer', async () => {
    // Prepare
    seed();

    // Act
    await handler(notificationsEvent({ ...accepted, kind: 'offerSubmitted' }));

    // Assess
    expect(sentEmails()).toEqual([
      expect.objectContaining({ to: 'sam@example.com', subject: expect.stringMatching(/^New offer on /) }),
    ]);
    expect(itemsOf('Notification')).toEqual([
      expect.objectContaining({ recipientId: OWNER_ID, kind: 'offerSubmitted', audience: 'seller' }),
    ]);
  });

  it('tells only the buyer of a declined offer', async () => {
    // Prepare
    seed();

    // Act
    await handler(notificationsEvent({ ...accepted, kind: 'offerDeclined' }));

    // Assess
    expect(sentEmails()).toEqual([
      expect.objectContaining({ to: 'bea@example.com', subject: expect.stringMatching(/was declined$/) }),
    ]);
  });

  it('drops an event whose offer is gone, and fails only a message it cannot read', async () => {
    // Prepare
    seed();
    const unreadable = {
      ...notificationsEvent(accepted).Records[0]!,
      messageId: 'bad',
      body: '{"kind":"party"}',
    };
    const gone = notificationsEvent({ ...accepted, offerId: 'offer-404' }).Records[0]!;

    // Act
    const answer = await handler({ Records: [unreadable, gone] });

    // Assess
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'bad' }]);
    expect(sentEmails()).toEqual([]);
  });
});

/** The feedback e-mails, through the notifications consumer: who gets them, in which language, once. */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type GetCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { toBugReportSubscriptionItem } from '../db/entities/feedback-subscription.entity';
import type { FeedbackRecord } from '../db/entities/feedback.entity';
import { feedbackItem, feedbackRecord } from '../testing/feedback.fixtures';
import { adminWithMfaItem, userItem } from '../testing/user.fixtures';
import { sqsEvent } from '../testing/sqs-event.fixtures';
import { handler } from './handlers/notifications-consumer';
import type { NotificationMessage } from './notification-message';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

const FEEDBACK_ID = feedbackRecord().feedbackId;
const AUTHOR_ID = feedbackRecord().userId;
const OCCURRED_AT = '2026-11-20T12:30:00.000Z';

/** A tiny table behind the mocked client: GetItem, Query of one partition, the claim's put and update. */
let table: Map<string, Record<string, unknown>>;
const keyOf = (key: Record<string, unknown>) => `${String(key.pk)}|${String(key.sk)}`;
const store = (item: Record<string, unknown>) => table.set(keyOf(item), item);

function fakeTable() {
  table = new Map();
  dynamo.on(GetCommand).callsFake((input: GetCommandInput) => ({ Item: table.get(keyOf(input.Key!)) }));
  dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => ({
    Items: [...table.values()].filter((item) => item.pk === input.ExpressionAttributeValues?.[':pk']),
  }));
  dynamo.on(PutCommand).callsFake((input: PutCommandInput) => {
    if (input.ConditionExpression && table.has(keyOf(input.Item!))) {
      throw new ConditionalCheckFailedException({ message: 'exists', $metadata: {} });
    }
    store({ ...input.Item });
    return {};
  });
  dynamo.on(UpdateCommand).callsFake((input: UpdateCommandInput) => {
    const item = table.get(keyOf(input.Key!));
    if (item) Object.assign(item, { state: 'sent', sentAt: input.ExpressionAttributeValues?.[':sentAt'] });
    return {};
  });
}

const sentEmails = () =>
  ses.commandCalls(SendEmailCommand).map(({ args }) => ({
    to: args[0].input.Destination?.ToAddresses?.[0],
    subject: args[0].input.Content?.Simple?.Subject?.Data,
    text: args[0].input.Content?.Simple?.Body?.Text?.Data ?? '',
  }));

const deliver = async (message: NotificationMessage) => {
  const result = await handler(sqsEvent('notifications', [message]));
  expect(result).toEqual({ batchItemFailures: [] });
};

const bugReported: NotificationMessage = {
  kind: 'feedbackBugReported',
  feedbackId: FEEDBACK_ID,
  occurredAt: OCCURRED_AT,
};
const resolved: NotificationMessage = {
  kind: 'feedbackResolved',
  feedbackId: FEEDBACK_ID,
  occurredAt: OCCURRED_AT,
};

function seed(feedback: Partial<FeedbackRecord> = {}) {
  store(feedbackItem(feedback));
  store({ ...adminWithMfaItem('admin-1'), email: 'ana@example.com', languagePreference: 'es' });
  store({ ...adminWithMfaItem('admin-2'), email: 'abe@example.com' });
  // A subscriber who is no longer an admin hears nothing.
  store(userItem('former-admin', { email: 'fay@example.com', roles: ['buyer'], cognitoGroups: ['buyers'] }));
  for (const userId of ['admin-1', 'former-admin']) store(toBugReportSubscriptionItem(userId, OCCURRED_AT));
}

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  fakeTable();
  ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
});

describe('feedback e-mails', () => {
  it("e-mails a new bug report to each subscribed admin, in the admin's language, once", async () => {
    seed();

    await deliver(bugReported);
    await deliver(bugReported);

    expect(sentEmails()).toEqual([
      {
        to: 'ana@example.com',
        subject: 'Nuevo informe de error en Dealflow',
        text: expect.stringContaining('/admin?tab=feedback'),
      },
    ]);
    expect(sentEmails()[0]?.text).toContain('The map does not load');
  });

  it("e-mails the author's verified account address, never the typed one, in the feedback's language, once", async () => {
    seed({ status: 'resolved', email: 'someone.else@example.com', language: 'es', updatedAt: OCCURRED_AT });
    store(userItem(AUTHOR_ID, { email: 'bea@example.com', emailVerified: true }));

    await deliver(resolved);
    await deliver(resolved);
    // An earlier resolution's message, arriving late after a reopen and this resolution: nothing more.
    await deliver({ ...resolved, occurredAt: '2026-11-19T09:00:00.000Z' });

    expect(sentEmails()).toEqual([
      {
        to: 'bea@example.com',
        subject: 'Tus comentarios se han resuelto',
        text: expect.stringContaining('/feedback'),
      },
    ]);
  });

  it('sends nothing to an author whose address is not verified', async () => {
    seed({ status: 'resolved', email: 'bea@example.com', updatedAt: OCCURRED_AT });
    store(userItem(AUTHOR_ID, { email: 'bea@example.com', emailVerified: false }));

    await deliver(resolved);

    expect(sentEmails()).toEqual([]);
  });

  it.each([
    ['left no address', { status: 'resolved' as const, email: null }],
    ['was reopened before the message ran', { status: 'open' as const }],
  ])('sends nothing when the author %s', async (_name, feedback) => {
    seed(feedback);

    await deliver(resolved);

    expect(sentEmails()).toEqual([]);
  });

  it('drops the event of a deleted feedback', async () => {
    await deliver(bugReported);

    expect(sentEmails()).toEqual([]);
  });
});

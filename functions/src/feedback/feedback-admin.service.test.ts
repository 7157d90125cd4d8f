/** The admin feedback routes, through their handlers: who may call them, what they read and write. */
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { FeedbackRecord } from '../db/entities/feedback.entity';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../testing/api-event.fixtures';
import { ADMIN_GROUPS } from '../testing/invitation.fixtures';
import { adminWithMfaItem, userItem } from '../testing/user.fixtures';
import { feedbackItem, feedbackRecord } from '../testing/feedback.fixtures';
import { handler as deleteHandler } from './handlers/delete-feedback';
import { handler as getHandler } from './handlers/get-feedback';
import { handler as listHandler } from './handlers/list-feedback';
import { handler as setStatusHandler } from './handlers/set-feedback-status';
import { handler as countHandler } from './handlers/count-feedback';
import { handler as getSubscriptionHandler } from './handlers/get-feedback-subscription';
import { handler as setSubscriptionHandler } from './handlers/set-feedback-subscription';

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const sqs = mockClient(SQSClient);

const FEEDBACK_ID = feedbackRecord().feedbackId;

const adminEvent = (options: Parameters<typeof apiEvent>[0] = {}) =>
  apiEvent({ claims: testClaims(ADMIN_GROUPS), headers: { 'content-type': 'application/json' }, ...options });

const transactItems = () => dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
const enqueued = () =>
  sqs
    .commandCalls(SendMessageCommand)
    .map(({ args }) => JSON.parse(args[0].input.MessageBody ?? '') as unknown);

/** A table holding the admin caller and the feedback (none when null). */
function stored(feedback: Partial<FeedbackRecord> | null = {}) {
  dynamo.on(GetCommand).callsFake((input: GetCommandInput) => {
    if (input.Key?.pk === 'USER#admin-1') return { Item: adminWithMfaItem() };
    if (input.Key?.pk === 'USER#user-1') return { Item: userItem('user-1') };
    if (input.Key?.pk === `FEEDBACK#${FEEDBACK_ID}` && feedback) return { Item: feedbackItem(feedback) };
    return {};
  });
}

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  sqs.reset();
  stored();
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [feedbackItem()] });
  s3.on(DeleteObjectCommand).resolves({});
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
});

describe('the admin feedback routes', () => {
  it.each([
    ['a buyer', '[buyers]'],
    ['a seller', '[originators]'],
    ['an owner', '[owners]'],
  ])('answer 403 to %s', async (_name, groups) => {
    const response = await listHandler(
      apiEvent({ path: '/api/admin/feedback', claims: testClaims({ 'cognito:groups': groups }) }),
      lambdaContext(),
    );

    expect(response.statusCode).toBe(403);
    expect(dynamo).not.toHaveReceivedCommand(QueryCommand);
  });

  it.each([
    [{}, 'gsi2', 'FEEDBACK#ALL'],
    [{ status: 'open' }, 'gsi3', 'FEEDBACK#STATUS#open'],
    [{ type: 'bug' }, 'gsi4', 'FEEDBACK#TYPE#bug'],
    [{ status: 'resolved', type: 'idea' }, 'gsi5', 'FEEDBACK#STATUS#resolved#TYPE#idea'],
  ])(
    'lists %j newest first through the index built for it, with no filter',
    async (query, index, partition) => {
      const response = await listHandler(
        adminEvent({ path: '/api/admin/feedback', queryStringParameters: { ...query, limit: '20' } }),
        lambdaContext(),
      );

      expect(response.statusCode).toBe(200);
      expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
        IndexName: index,
        ScanIndexForward: false,
        Limit: 20,
        ExpressionAttributeValues: { ':pk': partition },
      });
      const query0 = dynamo.commandCalls(QueryCommand)[0]?.args[0].input;
      expect(query0?.FilterExpression).toBeUndefined();
      expect(bodyOf(response)).toMatchObject({
        items: [{ feedbackId: FEEDBACK_ID, screenshotUrl: expect.stringContaining('X-Amz-Expires=300') }],
      });
    },
  );

  it('answers 404 FEEDBACK_NOT_FOUND for a feedback that does not exist', async () => {
    stored(null);

    const response = await getHandler(
      adminEvent({ path: `/api/admin/feedback/${FEEDBACK_ID}`, pathParameters: { feedbackId: FEEDBACK_ID } }),
      lambdaContext(),
    );

    expect(response.statusCode).toBe(404);
    expect(bodyOf(response)).toMatchObject({ code: 'FEEDBACK_NOT_FOUND' });
  });

  const setStatus = (status: string) =>
    setStatusHandler(
      adminEvent({
        method: 'PATCH',
        path: `/api/admin/feedback/${FEEDBACK_ID}`,
        pathParameters: { feedbackId: FEEDBACK_ID },
        body: JSON.stringify({ status }),
      }),
      lambdaContext(),
    );

  it('moves the status, its index keys and both counters in one transaction, and tells the author when resolved', async () => {
    const response = await setStatus('resolved');

    expect(response.statusCode).toBe(200);
    expect(bodyOf(response)).toMatchObject({ status: 'resolved', statusChangedBy: 'admin-1' });
    const [update, from, to] = transactItems();
    expect(update?.Update).toMatchObject({
      ConditionExpression: '#status = :from',
      ExpressionAttributeValues: {
        ':from': 'open',
        ':to': 'resolved',
        ':by': 'admin-1',
        ':gsi3pk': 'FEEDBACK#STATUS#resolved',
        ':gsi5pk': 'FEEDBACK#STATUS#resolved#TYPE#bug',
      },
    });
    expect(from?.Update).toMatchObject({
      Key: { sk: 'STATUS#open' },
      ExpressionAttributeValues: { ':amount': -1 },
    });
    expect(to?.Update).toMatchObject({
      Key: { sk: 'STATUS#resolved' },
      ExpressionAttributeValues: { ':amount': 1 },
    });
    expect(enqueued()).toEqual([
      { kind: 'feedbackResolved', feedbackId: FEEDBACK_ID, occurredAt: expect.any(String) },
    ]);
  });

  it('writes and sends nothing when the feedback already has the status', async () => {
    stored({ status: 'resolved' });

    const response = await setStatus('resolved');

    expect(response.statusCode).toBe(200);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(enqueued()).toEqual([]);
  });

  it('tells nobody of a move to in progress', async () => {
    await setStatus('in-progress');

    expect(transactItems()).toHaveLength(3);
    expect(enqueued()).toEqual([]);
  });

  const remove = () =>
    deleteHandler(
      adminEvent({
        method: 'DELETE',
        path: `/api/admin/feedback/${FEEDBACK_ID}`,
        pathParameters: { feedbackId: FEEDBACK_ID },
      }),
      lambdaContext(),
    );

  it('deletes the screenshot, then the item with its counter share', async () => {
    const response = await remove();

    expect(response.statusCode).toBe(204);
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Key: feedbackRecord().screenshotKey! });
    const [deletion, counter] = transactItems();
    expect(deletion?.Delete).toMatchObject({ Key: { pk: `FEEDBACK#${FEEDBACK_ID}`, sk: 'FEEDBACK' } });
    expect(counter?.Update).toMatchObject({
      Key: { sk: 'STATUS#open' },
      ExpressionAttributeValues: { ':amount': -1 },
    });
  });

  it('keeps the feedback when its screenshot cannot be deleted (a 500 the web shows as a failed delete)', async () => {
    s3.on(DeleteObjectCommand).rejects(new Error('S3 is down'));

    const response = await remove();

    expect(response.statusCode).toBe(500);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers the counts of every status, zero for one never counted', async () => {
    dynamo.on(QueryCommand).resolves({
      Items: [
        { pk: 'FEEDBACK_COUNTS', sk: 'STATUS#open', count: 4 },
        { pk: 'FEEDBACK_COUNTS', sk: 'STATUS#resolved', count: 2 },
      ],
    });

    const response = await countHandler(adminEvent({ path: '/api/admin/feedback/counts' }), lambdaContext());

    expect(bodyOf(response)).toEqual({ open: 4, 'in-progress': 0, resolved: 2 });
  });

  it('answers an admin who never subscribed that bug-report e-mails are off', async () => {
    const response = await getSubscriptionHandler(
      adminEvent({ path: '/api/admin/feedback/subscription' }),
      lambdaContext(),
    );

    expect(bodyOf(response)).toEqual({ bugReportEmails: false });
    expect(dynamo).toHaveReceivedCommandWith(GetCommand, {
      Key: { pk: 'FEEDBACK_SUBSCRIBERS', sk: 'BUG_REPORTS#admin-1' },
    });
  });

  it.each([true, false])(
    'stores bugReportEmails=%s as the subscription item being there or not',
    async (on) => {
      dynamo.on(PutCommand).resolves({});
      dynamo.on(DeleteCommand).resolves({});

      const response = await setSubscriptionHandler(
        adminEvent({
          method: 'PUT',
          path: '/api/admin/feedback/subscription',
          body: JSON.stringify({ bugReportEmails: on }),
        }),
        lambdaContext(),
      );

      expect(bodyOf(response)).toEqual({ bugReportEmails: on });
      const calls = on ? dynamo.commandCalls(PutCommand) : dynamo.commandCalls(DeleteCommand);
      expect(calls).toHaveLength(1);
      expect(JSON.stringify(calls[0]?.args[0].input)).toContain('BUG_REPORTS#admin-1');
      expect(on ? dynamo.commandCalls(DeleteCommand) : dynamo.commandCalls(PutCommand)).toHaveLength(0);
    },
  );
});

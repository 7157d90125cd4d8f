import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandInput,
} from '@aws-sdk/client-s3';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { ulid } from 'ulid';
import { UPLOAD_POLICY_TTL_SECONDS } from '#shared/users/profile';
import { canceledAt } from '../../testing/deal.fixtures';
import { apiEvent, bodyOf, lambdaContext, testClaims } from '../../testing/api-event.fixtures';
import { plainPng } from '../../testing/image.fixtures';
import { userItem } from '../../testing/user.fixtures';
import { FEEDBACK_USER_AGENT_MAX } from '../../db/entities/feedback.entity';
import { solvedVerification } from '../../testing/feedback.fixtures';
import { handler } from './submit-feedback';

const dynamo = mockClient(DynamoDBDocumentClient);
const s3 = mockClient(S3Client);
const sqs = mockClient(SQSClient);

const USER_ID = 'user-1';

const submit = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/feedback',
      claims: testClaims(),
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (test)', ...headers },
      body: JSON.stringify(body),
    }),
    lambdaContext(),
  );

const validBody = async (overrides: Record<string, unknown> = {}) => ({
  type: 'idea',
  comment: '  Please add a dark mode  ',
  email: 'bea@example.com',
  pagePath: '/deals',
  language: 'es',
  screenshotKey: null,
  context: null,
  verification: await solvedVerification(USER_ID),
  ...overrides,
});

/** A fresh upload of the caller's (the key a screenshot policy would have named). */
const ownUpload = (at = Date.now()) => `private/feedback-uploads/${USER_ID}/${ulid(at)}.png`;

const conditionFailed = () => new ConditionalCheckFailedException({ message: 'failed', $metadata: {} });
const transactItems = () => dynamo.commandCalls(TransactWriteCommand)[0]?.args[0].input.TransactItems ?? [];
const enqueued = () =>
  sqs
    .commandCalls(SendMessageCommand)
    .map(({ args }) => JSON.parse(args[0].input.MessageBody ?? '') as unknown);

/** S3 holding one PNG upload at `key`. */
function uploadedPng(key: string) {
  const png = plainPng();
  s3.on(HeadObjectCommand, { Key: key }).resolves({ ContentLength: png.length, ContentType: 'image/png' });
  s3.on(GetObjectCommand, { Key: key }).callsFake((input: GetObjectCommandInput) => {
    const range = /^bytes=0-(\d+)$/.exec(input.Range ?? '');
    const body = range ? png.subarray(0, Number(range[1]) + 1) : png;
    return { Body: { transformToByteArray: async () => new Uint8Array(body) } };
  });
  s3.on(PutObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
}

beforeEach(() => {
  dynamo.reset();
  s3.reset();
  sqs.reset();
  dynamo
    .on(GetCommand)
    .callsFake((input: GetCommandInput) => (input.Key?.sk === 'PROFILE' ? { Item: userItem(USER_ID) } : {}));
  dynamo.on(UpdateCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
});

describe('POST /api/feedback', () => {
  it('answers 401 "Authentication required" without a token', async () => {
    const response = await handler(
      apiEvent({
        method: 'POST',
        path: '/api/feedback',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
      lambdaContext(),
    );

    expect(response.statusCode).toBe(401);
    expect(bodyOf(response)).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
  });

  it('stores the trimmed feedback, burns its challenge and counts it in one transaction', async () => {
    const response = await submit(await validBody());

    expect(response.statusCode).toBe(201);
    expect(bodyOf(response)).toMatchObject({
      type: 'idea',
      comment: 'Please add a dark mode',
      status: 'open',
    });
    const [feedback, burn, counter] = transactItems();
    expect(feedback?.Put?.Item).toMatchObject({
      pk: expect.stringMatching(/^FEEDBACK#/),
      comment: 'Please add a dark mode',
      userId: USER_ID,
      userName: 'Bea Buyer',
      language: 'es',
      userAgent: 'Mozilla/5.0 (test)',
      gsi1pk: `FEEDBACK#USER#${USER_ID}`,
      gsi2pk: 'FEEDBACK#ALL',
      gsi3pk: 'FEEDBACK#STATUS#open',
      gsi4pk: 'FEEDBACK#TYPE#idea',
      gsi5pk: 'FEEDBACK#STATUS#open#TYPE#idea',
    });
    expect(burn?.Put).toMatchObject({
      Item: { pk: expect.stringMatching(/^FEEDBACK_CHALLENGE#[0-9a-f]{64}$/), expiresAt: expect.any(Number) },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(counter?.Update).toMatchObject({
      Key: { pk: 'FEEDBACK_COUNTS', sk: 'STATUS#open' },
      ExpressionAttributeValues: { ':amount': 1 },
    });
  });

  it('caps the user agent it keeps', async () => {
    await submit(await validBody(), { 'user-agent': 'x'.repeat(FEEDBACK_USER_AGENT_MAX + 50) });

    expect(transactItems()[0]?.Put?.Item?.userAgent).toHaveLength(FEEDBACK_USER_AGENT_MAX);
  });

  it('tells the bug-report subscribers of a bug, and nobody of an idea', async () => {
    await submit(await validBody());
    expect(enqueued()).toEqual([]);

    await submit(await validBody({ type: 'bug' }));
    expect(enqueued()).toEqual([
      { kind: 'feedbackBugReported', feedbackId: expect.any(String), occurredAt: expect.any(String) },
    ]);
  });

  it('refuses a replayed solution before doing anything', async () => {
    dynamo.on(GetCommand).callsFake((input: GetCommandInput) => {
      if (input.Key?.sk === 'PROFILE') return { Item: userItem(USER_ID) };
      return input.Key?.sk === 'BURNED' ? { Item: { pk: input.Key.pk, sk: 'BURNED' } } : {};
    });

    const response = await submit(await validBody());

    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 'VERIFICATION_REUSED' });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('refuses a replay that raced past the first check, and removes the screenshot it kept', async () => {
    const key = ownUpload();
    uploadedPng(key);
    dynamo.on(TransactWriteCommand).rejects(canceledAt(1));

    const response = await submit(await validBody({ type: 'bug', screenshotKey: key }));

    expect(response.statusCode).toBe(400);
    expect(bodyOf(response)).toMatchObject({ code: 'VERIFICATION_REUSED' });
    const kept = transactItems()[0]?.Put?.Item?.screenshotKey as string;
    expect(kept).toMatch(/^private\/feedback\/[0-9A-Z]{26}\.png$/);
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Key: kept });
    expect(enqueued()).toEqual([]);
  });

  it('refuses an expired verification', async () => {
    const issuedAt = new Date(Date.now() - 10 * 60 * 1000);
    const response = await submit(
      await validBody({ verification: await solvedVerification(USER_ID, issuedAt) }),
    );

    expect(bodyOf(response)).toMatchObject({ code: 'VERIFICATION_EXPIRED' });
  });

  it("refuses another user's verification", async () => {
    const response = await submit(await validBody({ verification: await solvedVerification('user-2') }));

    expect(bodyOf(response)).toMatchObject({ code: 'VERIFICATION_FAILED' });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 429 FEEDBACK_LIMIT_REACHED past the hourly limit, storing nothing', async () => {
    dynamo.on(UpdateCommand).rejects(conditionFailed());

    const response = await submit(await validBody());

    expect(response.statusCode).toBe(429);
    expect(bodyOf(response)).toMatchObject({ code: 'FEEDBACK_LIMIT_REACHED' });
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: { pk: `RATE#feedbackPerUser#${USER_ID}`, sk: expect.stringMatching(/^WINDOW#/) },
      ExpressionAttributeValues: expect.objectContaining({ ':room': 9 }),
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it.each([
    ["another user's upload", `private/feedback-uploads/user-2/${ulid()}.png`],
    ['a deeper key', `private/feedback-uploads/${USER_ID}/x/${ulid()}.png`],
    ['a stored screenshot', 'private/feedback/01KAVQ3G5S8N6B7Y2C4D9E0F1G.png'],
    [
      'an upload older than the policy and an hour',
      ownUpload(Date.now() - UPLOAD_POLICY_TTL_SECONDS * 1000 - 61 * 60 * 1000),
    ],
  ])('refuses %s as the screenshot, reading nothing from S3', async (_name, key) => {
    const response = await submit(await validBody({ type: 'bug', screenshotKey: key }));

    expect(response.statusCode).toBe(400);
    expect(s3.calls()).toHaveLength(0);
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('keeps the clean copy of a fresh own upload at the feedback key and deletes the upload', async () => {
    const key = ownUpload();
    uploadedPng(key);

    const response = await submit(await validBody({ type: 'bug', screenshotKey: key }));

    expect(bodyOf(response)).toMatchObject({ hasScreenshot: true });
    const kept = transactItems()[0]?.Put?.Item?.screenshotKey as string;
    expect(kept).toMatch(/^private\/feedback\/[0-9A-Z]{26}\.png$/);
    expect(s3).toHaveReceivedCommandWith(PutObjectCommand, { Key: kept, ContentType: 'image/png' });
    expect(s3).toHaveReceivedCommandWith(DeleteObjectCommand, { Key: key });
  });
});

import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { toWaitlistEntryItem } from '../../db/entities/waitlist-entry.entity';
import { hashInvitationToken } from '../../invitations/invitation-token';
import { apiEvent, bodyOf, lambdaContext } from '../../testing/api-event.fixtures';
import { newWaitlistEntry } from '../waitlist.service';
import { handler } from './confirm-waitlist-entry';

const dynamo = mockClient(DynamoDBDocumentClient);
const TOKEN = 'A'.repeat(43);
const unconfirmed = newWaitlistEntry(
  { firstName: 'Wes', lastName: 'Waiter', email: 'wes+x@example.com', role: 'buyer' },
  new Date('2026-11-20T12:00:00.000Z'),
  hashInvitationToken(TOKEN),
);
const confirm = (token = TOKEN, entryId = unconfirmed.entryId) =>
  handler(
    apiEvent({
      method: 'POST',
      path: '/api/auth/public-confirm-waitlist-entry',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ entryId, token }),
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
  dynamo.on(QueryCommand).resolves({ Items: [toWaitlistEntryItem(unconfirmed)] });
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('confirmWaitlistEntry', () => {
  it('confirms the entry and takes its place of the capacity in one transaction, checked by DynamoDB', async () => {
    // Act
    const result = await confirm();

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ status: 'confirmed' });
    const [entry, counter] = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(entry?.Update).toMatchObject({
      Key: { pk: 'WAITLIST#wes@example.com', sk: 'ENTRY' },
      ConditionExpression: '#status = :unconfirmed AND confirmationHash = :hash AND confirmBy > :now',
      ExpressionAttributeValues: {
        ':waiting': 'waiting',
        ':hash': hashInvitationToken(TOKEN),
        ':gsi2pk': 'WAITLIST',
        ':gsi3pk': 'WAITLIST_STATUS#waiting',
      },
    });
    expect(entry?.Update?.UpdateExpression).toMatch(/REMOVE #expires$/);
    expect(counter?.Update).toMatchObject({
      Key: { pk: 'WAITLIST_COUNTER', sk: 'COUNTER' },
      UpdateExpression: 'ADD #count :one SET entity = :entity',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :capacity',
      ExpressionAttributeValues: { ':capacity': 1000 },
    });
  });

  it('answers 409 WAITLIST_FULL when confirmed entries fill the list', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed']));

    // Act
    const result = await confirm();

    // Assess
    expect(result.statusCode).toBe(409);
    expect(bodyOf(result)).toMatchObject({ code: 'WAITLIST_FULL' });
  });

  it('answers confirmed again to the same link once the entry is confirmed', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    dynamo.on(GetCommand).resolves({ Item: toWaitlistEntryItem({ ...unconfirmed, status: 'waiting' }) });

    // Act
    const result = await confirm();

    // Assess
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ status: 'confirmed' });
  });

  it('answers 400 LINK_INVALID to a wrong or expired token, and to an unknown entry', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));
    dynamo.on(GetCommand).resolves({ Item: toWaitlistEntryItem(unconfirmed) });

    // Act
    const wrongToken = await confirm('B'.repeat(43));
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const unknownEntry = await confirm();

    // Assess
    expect(wrongToken.statusCode).toBe(400);
    expect(bodyOf(wrongToken)).toMatchObject({ code: 'LINK_INVALID' });
    expect(unknownEntry.statusCode).toBe(400);
    expect(bodyOf(unknownEntry)).toMatchObject({ code: 'LINK_INVALID' });
  });

  it('answers 400 to a malformed link without reading anything', async () => {
    // Act
    const result = await confirm('short', 'not-an-id');

    // Assess
    expect(result.statusCode).toBe(400);
    expect(dynamo.calls()).toHaveLength(0);
  });
});

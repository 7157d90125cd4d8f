import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { BROWSE_INDEX_ATTRIBUTES, dealKey } from '../db/entities/deal.entity';
import { dealAddressClaimKey } from '../db/entities/deal-address-claim.entity';
import { NOW, canceledAt, caller, dealItem } from '../testing/deal.fixtures';
import { changeDealStatus, softDeleteDeal } from './deal-status.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const transactItems = () => dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem() });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(BatchWriteCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
});

describe('changeDealStatus', () => {
  it('moves active → pending only while the status is still active, and records the history', async () => {
    // Act
    const deal = await changeDealStatus(
      caller(),
      'deal-1',
      { to: 'pending', throughPlatform: false, comments: 'Offer accepted' },
      NOW,
    );

    // Assess
    expect(deal).toMatchObject({ status: 'pending', updatedAt: NOW.toISOString() });
    const [update, history] = transactItems();
    expect(update!.Update).toMatchObject({
      ConditionExpression: '#status = :from',
      ExpressionAttributeValues: { ':from': 'active', ':to': 'pending' },
      UpdateExpression: 'SET #status = :to, updatedAt = :at',
    });
    expect(history!.Put!.Item).toMatchObject({
      status: 'pending',
      source: 'offPlatform',
      comments: 'Offer accepted',
      cancelReason: null,
    });
    // Still browsable: the search words stay.
    expect(dynamo).not.toHaveReceivedCommand(BatchWriteCommand);
  });

  it('removes the browse attributes and search words, and releases the address, when canceled', async () => {
    await changeDealStatus(
      caller(),
      'deal-1',
      { to: 'canceled', throughPlatform: true, cancelReason: 'Seller backed out' },
      NOW,
    );
    const [update, history] = transactItems();
    expect(update!.Update!.UpdateExpression).toBe(
      `SET #status = :to, updatedAt = :at REMOVE ${BROWSE_INDEX_ATTRIBUTES.join(', ')}`,
    );
    expect(history!.Put!.Item).toMatchObject({ cancelReason: 'Seller backed out', source: 'platform' });
    const deletes = dynamo.commandCalls(BatchWriteCommand)[0]!.args[0].input.RequestItems!['dealflow-test']!;
    expect(deletes.every((request) => 'DeleteRequest' in request)).toBe(true);
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, DeleteCommand, {
      Key: dealAddressClaimKey('12 oak st#78701'),
      ConditionExpression: 'dealId = :dealId',
    });
  });

  it('keeps the address claim of a sold listing', async () => {
    await changeDealStatus(caller(), 'deal-1', { to: 'sold', throughPlatform: false }, NOW);
    expect(dynamo).not.toHaveReceivedCommand(DeleteCommand);
  });

  it('refuses a change the table does not allow with 409 and writes nothing', async () => {
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'sold' }) });
    await expect(
      changeDealStatus(caller(), 'deal-1', { to: 'active', throughPlatform: true }, NOW),
    ).rejects.toMatchObject({
      status: 409,
      code: 'STATUS_CHANGE_NOT_ALLOWED',
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it.each([
    ['STATUS_CHANGE_NOT_ALLOWED', 'the change is impossible from the winning status', 'pending'],
    ['CONFLICT', 'the change would still be allowed', 'sold'],
  ] as const)('answers %s after losing a race when %s', async (code, _, to) => {
    // Prepare: read as active, but another change to pending lands first.
    dynamo.on(TransactWriteCommand).rejects(canceledAt(0, 2));
    dynamo
      .on(GetCommand, { Key: dealKey('deal-1') })
      .resolvesOnce({ Item: dealItem() })
      .resolves({ Item: dealItem({ status: 'pending' }) });

    // Act / Assess
    await expect(
      changeDealStatus(caller(), 'deal-1', { to, throughPlatform: true }, NOW),
    ).rejects.toMatchObject({ code });
  });

  it("refuses another seller's change with 403", async () => {
    await expect(
      changeDealStatus(
        caller('[originators]', 'other'),
        'deal-1',
        { to: 'pending', throughPlatform: true },
        NOW,
      ),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('changeDealStatus of a pending listing back to active', () => {
  const sqs = mockClient(SQSClient);
  beforeEach(() => {
    sqs.reset();
    sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
    dynamo
      .on(GetCommand, { Key: dealKey('deal-1') })
      .resolves({ Item: { ...dealItem({ status: 'pending' }), acceptedOfferId: 'offer-9' } });
  });

  it('declines the accepted offer that fell through and tells its buyer', async () => {
    // Act
    await changeDealStatus(caller(), 'deal-1', { to: 'active', throughPlatform: true }, NOW);

    // Assess
    const [update] = transactItems();
    expect(update!.Update!.UpdateExpression).toContain('REMOVE acceptedOfferId');
    const sent = sqs
      .commandCalls(SendMessageCommand)
      .map((call) => JSON.parse(call.args[0].input.MessageBody!) as Record<string, unknown>);
    expect(sent).toContainEqual({
      kind: 'offerDeclined',
      dealId: 'deal-1',
      offerId: 'offer-9',
      occurredAt: NOW.toISOString(),
    });
  });
});

describe('softDeleteDeal', () => {
  it('is the change to deleted through the platform, by an admin too', async () => {
    await expect(softDeleteDeal(caller('[admins]', 'admin-1'), 'deal-1', NOW)).resolves.toBeNull();
    const [update, history] = transactItems();
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({ ':to': 'deleted' });
    expect(history!.Put!.Item).toMatchObject({ status: 'deleted', source: 'platform' });
  });
});

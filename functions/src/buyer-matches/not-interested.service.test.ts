import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { dealAlertKey } from '../db/entities/alert.entity';
import { dealKey } from '../db/entities/deal.entity';
import { notInterestedKey } from '../db/entities/not-interested.entity';
import { NOW, caller, dealItem } from '../testing/deal.fixtures';
import { clearNotInterested, markNotInterested } from './not-interested.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const BUYER = caller('[buyers]', 'buyer-1');

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem() });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
});

describe('markNotInterested', () => {
  it('records the answer and drops the buyer’s alert of the listing in one transaction', async () => {
    expect(await markNotInterested(BUYER, 'deal-1', NOW)).toEqual({ dealId: 'deal-1', notInterested: true });

    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items).toHaveLength(2);
    expect(items[0]!.Put!.Item).toMatchObject({
      ...notInterestedKey('deal-1', 'buyer-1'),
      buyerId: 'buyer-1',
    });
    // Unconditioned both: saying it twice is the same answer.
    expect(items[0]!.Put!.ConditionExpression).toBeUndefined();
    expect(items[1]!.Delete).toMatchObject({ Key: dealAlertKey('buyer-1', 'deal-1') });
  });

  it('answers 403 on the caller’s own listing and 404 on one they cannot see', async () => {
    await expect(markNotInterested(caller('[buyers]', 'seller-1'), 'deal-1', NOW)).rejects.toMatchObject({
      status: 403,
    });
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'deleted' }) });
    await expect(markNotInterested(BUYER, 'deal-1', NOW)).rejects.toMatchObject({ status: 404 });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('clearNotInterested', () => {
  it('deletes the answer (idempotent)', async () => {
    expect(await clearNotInterested(BUYER, 'deal-1')).toEqual({ dealId: 'deal-1', notInterested: false });
    expect(dynamo).toHaveReceivedCommandWith(DeleteCommand, { Key: notInterestedKey('deal-1', 'buyer-1') });
  });
});

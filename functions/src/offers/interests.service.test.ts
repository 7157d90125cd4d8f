import {
  BatchGetCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { dealKey } from '../db/entities/deal.entity';
import { interestKey, interestsByDealPartition, toInterestItem } from '../db/entities/interest.entity';
import { NOW, canceledAt, caller, dealItem } from '../testing/deal.fixtures';
import { badgeHolders } from '../testing/offer.fixtures';
import { expressInterest, listDealInterests, withdrawInterest } from './interests.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const transactItems = () => dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
const buyer = () => caller('[buyers]', 'buyer-1');

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ interestCount: 1 }) });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
});

describe('expressInterest', () => {
  it('creates the interest with the listing interestCount and the day in one transaction', async () => {
    // Act
    const state = await expressInterest(buyer(), 'deal-1', NOW);

    // Assess
    expect(state).toEqual({ dealId: 'deal-1', interested: true, interestCount: 1 });
    const [put, count, day] = transactItems();
    expect(put!.Put).toMatchObject({ ConditionExpression: 'attribute_not_exists(pk)' });
    expect(put!.Put!.Item).toMatchObject({
      ...interestKey('deal-1', 'buyer-1'),
      gsi2pk: interestsByDealPartition('deal-1'),
      buyer: { certifiedBuyer: false },
    });
    expect(count!.Update!.ConditionExpression).toBe(
      'attribute_exists(pk) AND #status IN (:taking0, :taking1)',
    );
    expect(count!.Update!.ExpressionAttributeNames).toMatchObject({
      '#c0': 'interestCount',
      '#status': 'status',
    });
    expect(day!.Update!.ExpressionAttributeNames).toMatchObject({ '#c0': 'interests' });
  });

  it('is idempotent: a second interest changes no count', async () => {
    dynamo.on(TransactWriteCommand).rejects(canceledAt(0));
    await expect(expressInterest(buyer(), 'deal-1', NOW)).resolves.toMatchObject({ interested: true });
  });

  it('refuses the owner with 403 and a sold listing with 409', async () => {
    await expect(expressInterest(caller(), 'deal-1', NOW)).rejects.toMatchObject({ status: 403 });
    dynamo.on(GetCommand, { Key: dealKey('deal-1') }).resolves({ Item: dealItem({ status: 'sold' }) });
    await expect(expressInterest(buyer(), 'deal-1', NOW)).rejects.toMatchObject({
      code: 'DEAL_NOT_TAKING_OFFERS',
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });
});

describe('withdrawInterest', () => {
  it('deletes the interest and takes it off the count, never below zero', async () => {
    await expect(withdrawInterest(buyer(), 'deal-1')).resolves.toMatchObject({ interested: false });
    const [remove, count] = transactItems();
    expect(remove!.Delete!.Key).toEqual(interestKey('deal-1', 'buyer-1'));
    expect(count!.Update).toMatchObject({
      ConditionExpression: 'attribute_exists(pk) AND interestCount > :zero',
      ExpressionAttributeValues: { ':n0': -1, ':zero': 0 },
    });
  });

  it('is idempotent: withdrawing no interest succeeds', async () => {
    dynamo.on(TransactWriteCommand).rejects(canceledAt(0, 2));
    await expect(withdrawInterest(buyer(), 'deal-1')).resolves.toMatchObject({ interested: false });
  });
});

describe('listDealInterests', () => {
  it("reads the listing's interests by date from gsi2 for its owner", async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    await expect(listDealInterests(caller(), 'deal-1', { sort: 'oldest' })).resolves.toEqual({
      items: [],
      nextCursor: null,
    });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      IndexName: 'gsi2',
      ScanIndexForward: true,
    });
  });

  it("shows each interested buyer's badge as it holds now, whatever the interest stored", async () => {
    // Prepare
    const buyerOf = (certifiedBuyer: boolean) => ({
      firstName: 'Bea',
      lastName: 'Buyer',
      email: 'bea@example.com',
      phoneNumber: null,
      certifiedBuyer,
    });
    const interest = (buyerId: string, certifiedBuyer: boolean) =>
      toInterestItem({
        dealId: 'deal-1',
        buyerId,
        buyer: buyerOf(certifiedBuyer),
        createdAt: NOW.toISOString(),
      });
    dynamo.on(QueryCommand).resolves({ Items: [interest('buyer-1', false), interest('buyer-2', true)] });
    badgeHolders(dynamo, ['buyer-1']);

    // Act
    const page = await listDealInterests(caller(), 'deal-1', {});

    // Assess
    expect(page.items.map((row) => [row.buyerId, row.buyer.certifiedBuyer])).toEqual([
      ['buyer-1', true],
      ['buyer-2', false],
    ]);
    expect(dynamo).toHaveReceivedCommandTimes(BatchGetCommand, 1);
  });

  it('refuses a buyer with 403', async () => {
    await expect(listDealInterests(buyer(), 'deal-1', {})).rejects.toMatchObject({ status: 403 });
  });
});

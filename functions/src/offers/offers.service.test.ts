import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { offerKey, offersByBuyerPartition, toOfferItem } from '../db/entities/offer.entity';
import { dealKey } from '../db/entities/deal.entity';
import { badgeHolders, sampleOffer, storeHolds } from '../testing/offer.fixtures';
import { NOW, canceledAt, caller, dealItem } from '../testing/deal.fixtures';
import { acceptOffer, listDealOffers, listMyOffers, submitOffer } from './offers.service';

const dynamo = mockClient(DynamoDBDocumentClient);
// The services tell the notifications queue after their writes.
const sqs = mockClient(SQSClient);
beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
});
const transactItems = (call = 0) =>
  dynamo.commandCalls(TransactWriteCommand)[call]!.args[0].input.TransactItems!;

const buyer = () => caller('[buyers]', 'buyer-1');
const offerBody = { offerType: 'cash' as const, purchasePrice: 240_000, closeOfEscrowDate: '2026-12-20' };

beforeEach(() => {
  dynamo.reset();
  storeHolds(dynamo, { offer: sampleOffer() });
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('submitOffer', () => {
  it('stores the offer with the listing offerCount and the day in one transaction', async () => {
    // Act
    const offer = await submitOffer(buyer(), 'deal-1', offerBody, NOW);

    // Assess
    expect(offer).toMatchObject({ status: 'pending', buyerId: 'buyer-1', entryFee: null, message: null });
    expect(offer.buyer.certifiedBuyer).toBe(false);
    const [put, count, day] = transactItems();
    expect(put!.Put).toMatchObject({ ConditionExpression: 'attribute_not_exists(pk)' });
    expect(put!.Put!.Item).toMatchObject({ gsi1pk: offersByBuyerPartition('buyer-1'), entity: 'Offer' });
    expect(count!.Update).toMatchObject({
      Key: dealKey('deal-1'),
      ConditionExpression: 'attribute_exists(pk) AND #status IN (:taking0, :taking1)',
      ExpressionAttributeValues: { ':taking0': 'exclusive', ':taking1': 'active', ':n0': 1 },
    });
    expect(day!.Update!.ExpressionAttributeValues).toMatchObject({ ':n0': 1 });
    expect(day!.Update!.Key).toEqual({ pk: 'DEAL#deal-1', sk: 'ACTIVITY#2026-11-20' });
  });

  it('refuses the owner with 403 and writes nothing', async () => {
    await expect(submitOffer(caller(), 'deal-1', offerBody, NOW)).rejects.toMatchObject({ status: 403 });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses a pending listing with 409 DEAL_NOT_TAKING_OFFERS', async () => {
    storeHolds(dynamo, { deal: { status: 'pending' } });
    await expect(submitOffer(buyer(), 'deal-1', offerBody, NOW)).rejects.toMatchObject({
      code: 'DEAL_NOT_TAKING_OFFERS',
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('refuses a close date before the earliest US day with a field detail', async () => {
    await expect(
      submitOffer(buyer(), 'deal-1', { ...offerBody, closeOfEscrowDate: '2026-11-18' }, NOW),
    ).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.closeOfEscrowDate', message: 'dateInPast' }],
    });
  });

  it("takes yesterday's UTC date while it is still that day in Hawaii", async () => {
    const earlyUtc = new Date('2026-11-20T05:00:00.000Z');
    await expect(
      submitOffer(buyer(), 'deal-1', { ...offerBody, closeOfEscrowDate: '2026-11-19' }, earlyUtc),
    ).resolves.toMatchObject({ status: 'pending' });
  });

  it('answers 409 when the listing went pending between the read and the write', async () => {
    dynamo.on(TransactWriteCommand).rejects(canceledAt(1));
    await expect(submitOffer(buyer(), 'deal-1', offerBody, NOW)).rejects.toMatchObject({
      code: 'DEAL_NOT_TAKING_OFFERS',
    });
  });
});

describe('acceptOffer', () => {
  it("answers the accepted offer with the buyer's badge as it holds now", async () => {
    badgeHolders(dynamo, ['buyer-1']);
    const offer = await acceptOffer(caller(), 'deal-1', 'offer-1', NOW);
    expect(offer.buyer.certifiedBuyer).toBe(true);
  });

  it('moves the listing to pending, the offer to accepted and records the history in one transaction', async () => {
    // Act
    const offer = await acceptOffer(caller(), 'deal-1', 'offer-1', NOW);

    // Assess
    expect(offer).toMatchObject({ status: 'accepted', decidedAt: NOW.toISOString() });
    expect(dynamo).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
    const [deal, accepted, history] = transactItems();
    expect(deal!.Update).toMatchObject({
      Key: dealKey('deal-1'),
      ConditionExpression: '#status IN (:taking0, :taking1) AND attribute_not_exists(acceptedOfferId)',
      UpdateExpression: 'SET #status = :pending, acceptedOfferId = :offerId, updatedAt = :at',
    });
    // Pending listings stay in browse: nothing is removed.
    expect(deal!.Update!.UpdateExpression).not.toContain('REMOVE');
    expect(accepted!.Update).toMatchObject({
      Key: offerKey('deal-1', 'offer-1'),
      ConditionExpression: '#status = :from',
      ExpressionAttributeValues: { ':from': 'pending', ':to': 'accepted' },
    });
    expect(history!.Put!.Item).toMatchObject({ status: 'pending', source: 'platform' });
    expect(history!.Put!.Item!.comments).toContain('offer-1');
  });

  it('answers 409 OFFER_ALREADY_ACCEPTED when it lost the race to another acceptance', async () => {
    dynamo.on(TransactWriteCommand).rejects(canceledAt(0));
    storeHolds(dynamo, { offer: sampleOffer(), acceptedOfferId: 'offer-2' });
    await expect(acceptOffer(caller(), 'deal-1', 'offer-1', NOW)).rejects.toMatchObject({
      status: 409,
      code: 'OFFER_ALREADY_ACCEPTED',
    });
  });

  it('answers 409 OFFER_ALREADY_ACCEPTED without writing when the listing is already pending with one', async () => {
    storeHolds(dynamo, { deal: { status: 'pending' }, offer: sampleOffer(), acceptedOfferId: 'offer-2' });
    await expect(acceptOffer(caller(), 'deal-1', 'offer-1', NOW)).rejects.toMatchObject({
      code: 'OFFER_ALREADY_ACCEPTED',
    });
    expect(dynamo).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('answers 409 OFFER_NOT_PENDING for a withdrawn offer', async () => {
    storeHolds(dynamo, { offer: sampleOffer({ status: 'withdrawn' }) });
    await expect(acceptOffer(caller(), 'deal-1', 'offer-1', NOW)).rejects.toMatchObject({
      code: 'OFFER_NOT_PENDING',
    });
  });

  it('answers 404 OFFER_NOT_FOUND for an unknown offer', async () => {
    storeHolds(dynamo, { offer: null });
    await expect(acceptOffer(caller(), 'deal-1', 'offer-1', NOW)).rejects.toMatchObject({
      code: 'OFFER_NOT_FOUND',
    });
  });

  it('refuses another seller with 403', async () => {
    await expect(
      acceptOffer(caller('[originators]', 'seller-2'), 'deal-1', 'offer-1', NOW),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('tries again when another transaction held the listing', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(
        new TransactionCanceledException({
          message: 'Transaction cancelled',
          $metadata: {},
          CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }, { Code: 'None' }],
        }),
      )
      .resolves({});
    await expect(acceptOffer(caller(), 'deal-1', 'offer-1', NOW)).resolves.toMatchObject({
      status: 'accepted',
    });
    expect(dynamo).toHaveReceivedCommandTimes(TransactWriteCommand, 2);
  });
});

describe('listing offers', () => {
  it("reads a listing's offers newest first for its owner, oldest first on request", async () => {
    dynamo.on(QueryCommand).resolves({ Items: [toOfferItem(sampleOffer())] });
    const page = await listDealOffers(caller(), 'deal-1', {});
    await listDealOffers(caller(), 'deal-1', { sort: 'oldest' });
    expect(page).toEqual({ items: [sampleOffer()], nextCursor: null });
    const [newest, oldest] = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(newest).toMatchObject({ ScanIndexForward: false, Limit: 50 });
    expect(oldest).toMatchObject({ ScanIndexForward: true });
  });

  it("shows each buyer's badge as it holds now, whatever the offer stored, reading the badges once a page", async () => {
    // Prepare: the stored snapshots say the opposite of the badges now.
    dynamo.on(QueryCommand).resolves({
      Items: [
        toOfferItem(sampleOffer()),
        toOfferItem(sampleOffer({ offerId: 'offer-2' })),
        toOfferItem(
          sampleOffer({
            offerId: 'offer-3',
            buyerId: 'buyer-2',
            buyer: { ...sampleOffer().buyer, certifiedBuyer: true },
          }),
        ),
      ],
    });
    badgeHolders(dynamo, ['buyer-1']);

    // Act
    const page = await listDealOffers(caller(), 'deal-1', {});

    // Assess
    expect(page.items.map((offer) => [offer.offerId, offer.buyer.certifiedBuyer])).toEqual([
      ['offer-1', true],
      ['offer-2', true],
      ['offer-3', false],
    ]);
    expect(dynamo).toHaveReceivedCommandTimes(BatchGetCommand, 1);
    expect(
      dynamo.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!['dealflow-test']!.Keys,
    ).toEqual([
      { pk: 'USER#buyer-1', sk: 'PROFILE' },
      { pk: 'USER#buyer-2', sk: 'PROFILE' },
    ]);
  });

  it("refuses another seller the listing's offers with 403", async () => {
    await expect(listDealOffers(caller('[originators]', 'seller-2'), 'deal-1', {})).rejects.toMatchObject({
      status: 403,
    });
  });

  it("lists the buyer's own offers with the listing's status now and without the buyer", async () => {
    dynamo.on(QueryCommand).resolves({ Items: [toOfferItem(sampleOffer())] });
    dynamo
      .on(BatchGetCommand)
      .resolves({ Responses: { 'dealflow-test': [dealItem({ status: 'pending' })] } });
    const page = await listMyOffers(buyer(), {});
    expect(page.items[0]).toMatchObject({
      offerId: 'offer-1',
      deal: { dealId: 'deal-1', status: 'pending' },
    });
    expect(page.items[0]).not.toHaveProperty('buyer');
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, QueryCommand, {
      IndexName: 'gsi1',
      ScanIndexForward: false,
      ExpressionAttributeValues: expect.objectContaining({ ':pk': offersByBuyerPartition('buyer-1') }),
    });
  });
});

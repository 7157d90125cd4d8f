import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { offerKey } from '../db/entities/offer.entity';
import { badgeHolders, sampleOffer, storeHolds } from '../testing/offer.fixtures';
import { NOW, caller } from '../testing/deal.fixtures';
import { declineOffer, withdrawOffer } from './offer-decisions.service';

const dynamo = mockClient(DynamoDBDocumentClient);
// The services tell the notifications queue after their writes.
const sqs = mockClient(SQSClient);
beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
});
const buyer = (sub = 'buyer-1') => caller('[buyers]', sub);

const lostRace = () =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} });

beforeEach(() => {
  dynamo.reset();
  storeHolds(dynamo, { offer: sampleOffer() });
  dynamo.on(UpdateCommand).resolves({});
});

describe('declineOffer', () => {
  it("answers the declined offer with the buyer's badge as it holds now", async () => {
    badgeHolders(dynamo, ['buyer-1']);
    const offer = await declineOffer(caller(), 'deal-1', 'offer-1', NOW);
    expect(offer.buyer.certifiedBuyer).toBe(true);
  });

  it('declines a pending offer with one update conditioned on it still being pending', async () => {
    // Act
    const offer = await declineOffer(caller(), 'deal-1', 'offer-1', NOW);

    // Assess
    expect(offer).toMatchObject({ status: 'declined', decidedAt: NOW.toISOString() });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, UpdateCommand, {
      Key: offerKey('deal-1', 'offer-1'),
      ConditionExpression: 'attribute_exists(pk) AND #status = :from',
      UpdateExpression: 'SET #status = :to, decidedAt = :at',
      ExpressionAttributeValues: expect.objectContaining({
        ':from': 'pending',
        ':to': 'declined',
        ':at': NOW.toISOString(),
      }),
    });
  });

  it('declines a backup offer while the listing is pending', async () => {
    storeHolds(dynamo, { deal: { status: 'pending' }, offer: sampleOffer() });
    await expect(declineOffer(caller(), 'deal-1', 'offer-1', NOW)).resolves.toMatchObject({
      status: 'declined',
    });
  });

  it.each(['accepted', 'declined', 'withdrawn'] as const)(
    'answers 409 OFFER_NOT_PENDING for an offer that is %s, without writing',
    async (status) => {
      storeHolds(dynamo, { offer: sampleOffer({ status }) });
      await expect(declineOffer(caller(), 'deal-1', 'offer-1', NOW)).rejects.toMatchObject({
        status: 409,
        code: 'OFFER_NOT_PENDING',
      });
      expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
    },
  );

  it('answers 409 DEAL_NOT_TAKING_OFFERS on a sold listing', async () => {
    storeHolds(dynamo, { deal: { status: 'sold' }, offer: sampleOffer() });
    await expect(declineOffer(caller(), 'deal-1', 'offer-1', NOW)).rejects.toMatchObject({
      code: 'DEAL_NOT_TAKING_OFFERS',
    });
  });

  it('answers 409 OFFER_NOT_PENDING when an acceptance landed between the read and the write', async () => {
    dynamo.on(UpdateCommand).rejects(lostRace());
    await expect(declineOffer(caller(), 'deal-1', 'offer-1', NOW)).rejects.toMatchObject({
      code: 'OFFER_NOT_PENDING',
    });
  });

  it('answers 404 OFFER_NOT_FOUND for an unknown offer', async () => {
    storeHolds(dynamo, { offer: null });
    await expect(declineOffer(caller(), 'deal-1', 'offer-1', NOW)).rejects.toMatchObject({
      code: 'OFFER_NOT_FOUND',
    });
  });

  it('refuses another seller with 403 and writes nothing', async () => {
    await expect(
      declineOffer(caller('[originators]', 'seller-2'), 'deal-1', 'offer-1', NOW),
    ).rejects.toMatchObject({ status: 403 });
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });
});

describe('withdrawOffer', () => {
  it("withdraws the buyer's own pending offer", async () => {
    // Act
    const offer = await withdrawOffer(buyer(), 'deal-1', 'offer-1', NOW);

    // Assess
    expect(offer).toMatchObject({ status: 'withdrawn', decidedAt: NOW.toISOString() });
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, UpdateCommand, {
      ExpressionAttributeValues: expect.objectContaining({
        ':from': 'pending',
        ':to': 'withdrawn',
      }),
    });
  });

  it("answers 404 OFFER_NOT_FOUND for another buyer's offer, even to the listing's owner", async () => {
    await expect(withdrawOffer(buyer('buyer-2'), 'deal-1', 'offer-1', NOW)).rejects.toMatchObject({
      status: 404,
      code: 'OFFER_NOT_FOUND',
    });
    await expect(withdrawOffer(caller(), 'deal-1', 'offer-1', NOW)).rejects.toMatchObject({ status: 404 });
    expect(dynamo).not.toHaveReceivedCommand(UpdateCommand);
  });

  it('answers 409 OFFER_NOT_PENDING for an accepted offer', async () => {
    storeHolds(dynamo, { offer: sampleOffer({ status: 'accepted' }) });
    await expect(withdrawOffer(buyer(), 'deal-1', 'offer-1', NOW)).rejects.toMatchObject({
      code: 'OFFER_NOT_PENDING',
    });
  });

  it('answers 409 OFFER_NOT_PENDING when the seller decided first', async () => {
    dynamo.on(UpdateCommand).rejects(lostRace());
    await expect(withdrawOffer(buyer(), 'deal-1', 'offer-1', NOW)).rejects.toMatchObject({
      code: 'OFFER_NOT_PENDING',
    });
  });

  it('withdraws whatever the listing status, without reading the listing', async () => {
    await withdrawOffer(buyer(), 'deal-1', 'offer-1', NOW);
    const reads = dynamo
      .commandCalls(GetCommand)
      .map((call) => (call.args[0].input.Key as { sk: string }).sk);
    expect(reads).toEqual([offerKey('deal-1', 'offer-1').sk]);
  });
});

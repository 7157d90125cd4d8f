/** The offer service publishes submitted and accepted offers to the notifications queue, after the fact. */
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { toOfferItem } from '../db/entities/offer.entity';
import { dealKey } from '../db/entities/deal.entity';
import { acceptOffer, submitOffer } from './offers.service';
import { NOW, canceledAt, caller, dealItem } from '../testing/deal.fixtures';
import { badgeHolders, sampleOffer } from '../testing/offer.fixtures';
import { logger } from '../lib/logger';

const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);

const pendingOffer = toOfferItem(sampleOffer());

const enqueued = () =>
  sqs
    .commandCalls(SendMessageCommand)
    .map(({ args }) => JSON.parse(args[0].input.MessageBody ?? '') as unknown);

beforeEach(() => {
  dynamo.reset();
  sqs.reset();
  dynamo.on(GetCommand).callsFake((input: GetCommandInput) => {
    const key = input.Key as { pk: string; sk: string };
    if (key.pk === dealKey('deal-1').pk && key.sk === 'DEAL') return { Item: dealItem({ dealId: 'deal-1' }) };
    if (key.sk === 'OFFER#offer-1') return { Item: pendingOffer };
    return {};
  });
  dynamo.on(TransactWriteCommand).resolves({});
  badgeHolders(dynamo, []);
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
  jest.spyOn(logger, 'error');
});

afterEach(() => jest.restoreAllMocks());

describe('offer notifications', () => {
  it('enqueues offerAccepted once the acceptance transaction succeeded', async () => {
    // Act
    await acceptOffer(caller(), 'deal-1', 'offer-1', NOW);

    // Assess
    expect(enqueued()).toEqual([
      { kind: 'offerAccepted', dealId: 'deal-1', offerId: 'offer-1', occurredAt: NOW.toISOString() },
    ]);
  });

  it('enqueues nothing when the acceptance is refused', async () => {
    // Prepare
    dynamo.on(TransactWriteCommand).rejects(canceledAt(1));

    // Act
    const accepting = acceptOffer(caller(), 'deal-1', 'offer-1', NOW);

    // Assess
    await expect(accepting).rejects.toMatchObject({ code: 'OFFER_NOT_PENDING' });
    expect(enqueued()).toEqual([]);
  });

  it('still answers the acceptance when the notification cannot be enqueued', async () => {
    // Prepare
    sqs.on(SendMessageCommand).rejects(new Error('Service unavailable'));

    // Act
    const offer = await acceptOffer(caller(), 'deal-1', 'offer-1', NOW);

    // Assess
    expect(offer.status).toBe('accepted');
    expect(logger.error).toHaveBeenCalledWith(
      expect.stringContaining('Could not enqueue a notification'),
      expect.anything(),
    );
  });

  it('enqueues offerSubmitted for the seller once the offer is stored', async () => {
    // Act
    const offer = await submitOffer(
      caller('[buyers]', 'buyer-1'),
      'deal-1',
      { offerType: 'cash', purchasePrice: 240_000, closeOfEscrowDate: '2026-12-20' },
      NOW,
    );

    // Assess
    expect(enqueued()).toContainEqual({
      kind: 'offerSubmitted',
      dealId: 'deal-1',
      offerId: offer.offerId,
      occurredAt: NOW.toISOString(),
    });
  });
});

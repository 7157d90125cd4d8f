/** An offer, and a table holding it, for the unit tests of the offer and notification services. */
import {
  BatchGetCommand,
  GetCommand,
  type BatchGetCommandInput,
  type DynamoDBDocumentClient,
  type GetCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import type { Offer } from '#shared/offers/offer-schema';
import { type DealRecord, dealKey } from '../db/entities/deal.entity';
import { offerKey, toOfferItem } from '../db/entities/offer.entity';
import { dealItem } from './deal.fixtures';

/** A pending cash offer of Bea Buyer (buyer-1) on deal-1; override what the test is about. */
export const sampleOffer = (overrides: Partial<Offer> = {}): Offer => ({
  offerId: 'offer-1',
  dealId: 'deal-1',
  buyerId: 'buyer-1',
  buyer: {
    firstName: 'Bea',
    lastName: 'Buyer',
    email: 'bea@example.com',
    phoneNumber: null,
    certifiedBuyer: false,
  },
  offerType: 'cash',
  purchasePrice: 240_000,
  entryFee: null,
  closeOfEscrowDate: '2026-12-20',
  message: null,
  status: 'pending',
  submittedAt: '2026-11-19T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

/**
 * GetItem answers deal-1 (only its accepted offer id when asked for that alone) and offer-1 when
 * there is one; nothing else. No buyer holds a badge (`badgeHolders` to change that).
 */
export function storeHolds(
  dynamo: AwsClientStub<DynamoDBDocumentClient>,
  options: { deal?: Partial<DealRecord>; offer?: Offer | null; acceptedOfferId?: string },
) {
  dynamo.on(GetCommand).callsFake((input: GetCommandInput) => {
    const key = input.Key as { pk: string; sk: string };
    if (key.sk === dealKey('deal-1').sk && key.pk === dealKey('deal-1').pk) {
      if (input.ProjectionExpression === 'acceptedOfferId') {
        return { Item: options.acceptedOfferId ? { acceptedOfferId: options.acceptedOfferId } : {} };
      }
      return { Item: dealItem(options.deal) };
    }
    if (key.sk === offerKey('deal-1', 'offer-1').sk && options.offer)
      return { Item: toOfferItem(options.offer) };
    return {};
  });
  badgeHolders(dynamo, []);
}

/**
 * BatchGetItem of user profiles answers each asked user as holding a badge earned on course version 1
 * when listed in `holders` (an active account), and as holding none otherwise.
 */
export function badgeHolders(dynamo: AwsClientStub<DynamoDBDocumentClient>, holders: readonly string[]) {
  dynamo.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
    const [[table, request]] = Object.entries(input.RequestItems!) as [[string, { Keys: { pk: string }[] }]];
    return {
      Responses: {
        [table]: request.Keys.map(({ pk }) => {
          const userId = pk.replace(/^USER#/, '');
          const certification = holders.includes(userId)
            ? { earnedAt: '2026-11-02T00:00:00.000Z', courseVersion: 1, credentialId: `cred-${userId}` }
            : null;
          return { userId, accountStatus: 'active', certification };
        }),
      },
    };
  });
}

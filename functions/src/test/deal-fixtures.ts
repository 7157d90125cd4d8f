/** Listings, principals and DynamoDB errors for the deal unit tests. */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { DealInput } from '../../../shared/src/deals/deal-schema';
import { toDealItem, type DealRecord } from '../db/entities/deal.entity';
import { principalFromEvent, type Principal } from '../lib/http/principal';
import { apiEvent, testClaims } from './api-event';

export const OWNER_ID = 'seller-1';
export const NOW = new Date('2026-11-20T12:00:00.000Z');

/** A valid SubTo listing body. */
export const dealInput = (overrides: Partial<DealInput> = {}): DealInput => ({
  streetAddress: '12 Elm Street',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  purchasePrice: 350_000,
  dealCategory: 'creative',
  purchaseType: 'SubTo',
  propertyType: 'singleFamily',
  bedrooms: 3,
  bathrooms: 2,
  squareFootage: 1650,
  loanType: 'FHA',
  interestRate: 3.25,
  loanBalance: 280_000,
  loanMaturityDate: '2051-06-01',
  piti: 1900,
  entryFee: 20_000,
  dealDescription: 'Clean three-bedroom home near downtown.',
  tags: ['motivated-seller'],
  legalCertification: true,
  ...overrides,
});

/** A stored active listing of OWNER_ID. */
export const dealRecord = (overrides: Partial<DealRecord> = {}): DealRecord => ({
  ...dealInput(),
  dealId: 'deal-1',
  ownerId: OWNER_ID,
  status: 'active',
  location: { lat: 30.27, lng: -97.74 },
  searchWords: ['12', 'elm', 'street', 'austin', '78701', 'tx'],
  favoriteCount: 0,
  interestCount: 0,
  offerCount: 0,
  viewCount: 0,
  uniqueViewerCount: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

/** The stored item of a listing, as GetItem answers it. */
export const dealItem = (overrides: Partial<DealRecord> = {}) => toDealItem(dealRecord(overrides));

/** A caller in these Cognito groups (the owner by default). */
export const caller = (groups = '[originators]', sub = OWNER_ID): Principal =>
  principalFromEvent(apiEvent({ claims: testClaims({ sub, 'cognito:groups': groups }) }))!;

/** A canceled transaction whose item at `failedIndex` failed its condition. */
export const canceledAt = (failedIndex: number, items = 3) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: Array.from({ length: items }, (_, index) => ({
      Code: index === failedIndex ? 'ConditionalCheckFailed' : 'None',
    })),
  });

/** Listings, principals and DynamoDB errors for the deal unit tests. */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { sampleDeal, sampleDealInput } from '#shared/deals/deal-samples';
import { toDealItem, type DealRecord } from '../db/entities/deal.entity';
import { principalFromEvent, type Principal } from '../lib/http/principal';
import { apiEvent, testClaims } from './api-event.fixtures';

export const OWNER_ID = 'seller-1';
export const NOW = new Date('2026-11-20T12:00:00.000Z');

/** A valid SubTo listing body. */
export const dealInput = sampleDealInput;

/** A stored active listing of OWNER_ID. */
export const dealRecord = (overrides: Partial<DealRecord> = {}): DealRecord => ({
  ...sampleDeal({
    ownerId: OWNER_ID,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
  }),
  searchWords: ['12', 'oak', 'st', 'austin', '78701', 'tx'],
  uniqueViewerCount: 0,
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

import type { MyDeal } from '../../../shared/src/deals/deal-api';
import type { StatusHistoryEntry } from '../../../shared/src/deals/deal-status';

/** A row of the seller's dashboard as listMyDeals answers it. */
export function makeMyDeal(overrides: Partial<MyDeal> = {}): MyDeal {
  return {
    dealId: 'deal-1',
    status: 'active',
    streetAddress: '12 Oak St',
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
    entryFee: 20_000,
    interestRate: 3.25,
    tags: ['motivated-seller'],
    coverPhotoKey: null,
    location: null,
    favoriteCount: 4,
    isFavorite: false,
    interestCount: 2,
    offerCount: 1,
    viewCount: 37,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** One entry of a listing's status history. */
export function makeHistoryEntry(overrides: Partial<StatusHistoryEntry> = {}): StatusHistoryEntry {
  return {
    status: 'active',
    at: '2026-03-01T10:00:00.000Z',
    source: 'system',
    comments: null,
    cancelReason: null,
    ...overrides,
  };
}

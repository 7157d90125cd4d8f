/**
 * One sample listing in every shape the API uses, for tests on both sides (unit, component, API).
 * Tests override what they are about; everything else stays this valid creative SubTo deal in
 * Austin, TX, so a fixture is written once.
 */
import type { Deal, DealSummary, MyDeal } from './deal-api';
import type { DealInput } from './deal-schema';

/** A valid creative SubTo listing body. */
export const sampleDealInput = (overrides: Partial<DealInput> = {}): DealInput => ({
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
  loanType: 'FHA',
  interestRate: 3.25,
  loanBalance: 280_000,
  loanMaturityDate: '2051-06-01',
  piti: 1900,
  entryFee: 20_000,
  dealDescription: 'Clean three-bedroom home near downtown with an assumable FHA loan.',
  tags: ['motivated-seller'],
  legalCertification: true,
  ...overrides,
});

/** The sample listing sold for cash: no finance terms. */
export const sampleCashDealInput = (overrides: Partial<DealInput> = {}): DealInput => {
  const {
    loanType: _loanType,
    interestRate: _interestRate,
    loanBalance: _loanBalance,
    loanMaturityDate: _loanMaturityDate,
    piti: _piti,
    entryFee: _entryFee,
    ...cash
  } = sampleDealInput();
  return { ...cash, dealCategory: 'cash', purchaseType: 'cash', ...overrides };
};

/** The sample listing as stored and answered: active, owned by `seller-1`, no activity yet. */
export const sampleDeal = (overrides: Partial<Deal> = {}): Deal => {
  const { startExclusive: _createOnly, ...input } = sampleDealInput();
  return {
    ...input,
    legalCertification: true,
    dealId: 'deal-1',
    ownerId: 'seller-1',
    status: 'active',
    location: { lat: 30.27, lng: -97.74 },
    favoriteCount: 0,
    interestCount: 0,
    offerCount: 0,
    viewCount: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
};

/** The sample listing's browse card. */
export const sampleDealSummary = (overrides: Partial<DealSummary> = {}): DealSummary => {
  const deal = sampleDeal();
  return {
    dealId: deal.dealId,
    status: deal.status,
    streetAddress: deal.streetAddress,
    city: deal.city,
    state: deal.state,
    zipCode: deal.zipCode,
    purchasePrice: deal.purchasePrice,
    dealCategory: deal.dealCategory,
    purchaseType: deal.purchaseType ?? null,
    propertyType: deal.propertyType,
    bedrooms: deal.bedrooms,
    bathrooms: deal.bathrooms,
    squareFootage: deal.squareFootage,
    entryFee: deal.entryFee ?? null,
    interestRate: deal.interestRate ?? null,
    tags: deal.tags,
    coverPhotoKey: null,
    location: deal.location,
    favoriteCount: deal.favoriteCount,
    isFavorite: false,
    createdAt: deal.createdAt,
    ...overrides,
  };
};

/** The sample listing as a row of its seller's dashboard. */
export const sampleMyDeal = (overrides: Partial<MyDeal> = {}): MyDeal => {
  const { interestCount, offerCount, viewCount, updatedAt } = sampleDeal();
  return { ...sampleDealSummary(), interestCount, offerCount, viewCount, updatedAt, ...overrides };
};

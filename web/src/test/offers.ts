import type { Offer } from '#shared/offers/offer-schema';

/** An offer's buyer as the seller sees them, named `firstName` Buyer. */
export const makeOfferBuyer = (
  firstName: string,
  overrides: Partial<Offer['buyer']> = {},
): Offer['buyer'] => ({
  firstName,
  lastName: 'Buyer',
  email: `${firstName.toLowerCase()}@example.com`,
  phoneNumber: '5125550101',
  certifiedBuyer: false,
  ...overrides,
});

/** A pending cash offer on deal-1, as the offer routes answer it. */
export const makeOffer = (offerId: string, overrides: Partial<Offer> = {}): Offer => ({
  offerId,
  dealId: 'deal-1',
  buyerId: `buyer-${offerId}`,
  buyer: makeOfferBuyer('Bea'),
  offerType: 'cash',
  purchasePrice: 240_000,
  entryFee: null,
  closeOfEscrowDate: '2030-01-15',
  message: null,
  status: 'pending',
  submittedAt: '2029-12-01T10:00:00.000Z',
  decidedAt: null,
  ...overrides,
});

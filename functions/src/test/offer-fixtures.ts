/** An offer for the unit tests of the offer and notification services. */
import type { Offer } from '../../../shared/src/offers/offer-schema';

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

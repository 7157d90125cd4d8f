import { offerSchema } from '#shared/offers/offer-schema';
import { generateDemoDeals } from './deal-generator';
import type { DemoBuyer } from './deal-flow-generator';

const buyer = (userId: string, firstName: string): DemoBuyer => ({
  userId,
  buyer: {
    firstName,
    lastName: 'Demo',
    email: `${userId}@example.com`,
    phoneNumber: '+12025550101',
    certifiedBuyer: false,
  },
});
const demoBuyers = [buyer('buyer-1', 'Bea'), buyer('hybrid-1', 'Hana')];
const options = {
  count: 300,
  seed: 7,
  now: new Date('2026-06-15T12:00:00.000Z'),
  owners: ['seller-1', 'hybrid-1'],
  favoriteUsers: demoBuyers.map(({ userId }) => userId),
};
const deals = generateDemoDeals({ ...options, demoBuyers });
const offersOf = deals.flatMap((deal) => deal.dealFlow.offers.map((offer) => ({ deal, offer })));

describe('generateDealFlow (through generateDemoDeals)', () => {
  it('gives the demo some interest, offers and accepted deals to show', () => {
    // Assess
    expect(deals.some((deal) => deal.dealFlow.interests.length > 0)).toBe(true);
    expect(offersOf.filter(({ offer }) => offer.status === 'pending').length).toBeGreaterThan(5);
    expect(offersOf.some(({ offer }) => offer.status === 'accepted')).toBe(true);
  });

  it('never has a seller act on their own listing, nor anyone on listings buyers cannot act on', () => {
    // Assess
    for (const deal of deals) {
      const actors = [...deal.dealFlow.interests, ...deal.dealFlow.offers].map((item) => item.buyerId);
      expect(actors).not.toContain(deal.record.ownerId);
      if (!['active', 'pending', 'sold'].includes(deal.record.status)) expect(actors).toEqual([]);
    }
  });

  it('writes valid offers, dated between the listing and the moment it stopped taking offers', () => {
    // Assess
    for (const { deal, offer } of offersOf) {
      expect(offerSchema.parse(offer)).toEqual(offer);
      expect(offer.submittedAt >= deal.record.createdAt).toBe(true);
      const closed = deal.history.find((entry) => !['active', 'exclusive'].includes(entry.status));
      if (closed) expect(offer.submittedAt <= closed.at).toBe(true);
    }
  });

  it('gives a listing that went pending through the platform the offer it accepted', () => {
    // Prepare
    const pendingThroughPlatform = deals.filter(
      (deal) =>
        deal.record.status === 'pending' &&
        deal.history.find((entry) => entry.status === 'pending')!.source !== 'offPlatform',
    );

    // Assess
    expect(pendingThroughPlatform.length).toBeGreaterThan(0);
    for (const deal of pendingThroughPlatform) {
      const accepted = deal.dealFlow.offers.filter((offer) => offer.status === 'accepted');
      expect(accepted.map((offer) => offer.offerId)).toEqual([deal.dealFlow.acceptedOfferId]);
      expect(accepted[0]!.decidedAt).toBe(deal.history.find((entry) => entry.status === 'pending')!.at);
    }
    for (const deal of deals.filter((candidate) => candidate.record.status === 'active'))
      expect(deal.dealFlow.acceptedOfferId).toBeUndefined();
  });

  it('counts interest and offers on the listing and on their days, as the app does', () => {
    // Assess
    for (const deal of deals) {
      const total = (counter: 'interests' | 'offers') =>
        deal.activity.reduce((sum, day) => sum + day[counter], 0);
      expect(deal.record.interestCount).toBe(deal.dealFlow.interests.length);
      expect(deal.record.offerCount).toBe(deal.dealFlow.offers.length);
      expect(total('interests')).toBe(deal.dealFlow.interests.length);
      expect(total('offers')).toBe(deal.dealFlow.offers.length);
    }
  });

  it('changes none of the listings: the deal flow draws from its own sequence', () => {
    // Act
    const withoutBuyers = generateDemoDeals(options);

    // Assess
    expect(withoutBuyers.map((deal) => deal.input)).toEqual(deals.map((deal) => deal.input));
    expect(withoutBuyers.map((deal) => deal.history)).toEqual(deals.map((deal) => deal.history));
  });
});

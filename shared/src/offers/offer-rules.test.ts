import { DEAL_STATUSES, type DealStatus } from '../deals/deal-status';
import {
  offerStatusesClosedBy,
  acceptOfferRefusal,
  acceptsOffers,
  canAcceptOffer,
  canChangeOfferStatus,
  canDeclineOffer,
  canExpressInterest,
  canSubmitOffer,
  canWithdrawOffer,
  declineOfferRefusal,
  expressInterestRefusal,
  isAcceptedOffer,
  OFFER_TRANSITIONS,
  submitOfferRefusal,
} from './offer-rules';
import { OFFER_STATUSES, type OfferStatus } from './offer-schema';

/** Written out status by status, so a change to the rules must be deliberate. */
const TAKES_OFFERS: Record<DealStatus, boolean> = {
  exclusive: true,
  active: true,
  pending: false,
  sold: false,
  canceled: false,
  deleted: false,
};

describe('interest and offers by deal status', () => {
  it.each(DEAL_STATUSES.map((status) => [status, TAKES_OFFERS[status]] as const))(
    'a buyer on a %s deal may express interest and offer: %s',
    (status, allowed) => {
      expect(acceptsOffers(status)).toBe(allowed);
      expect(canExpressInterest(status, false)).toBe(allowed);
      expect(canSubmitOffer(status, false)).toBe(allowed);
      const refusal = allowed ? null : 'dealNotTakingOffers';
      expect(expressInterestRefusal(status, false)).toBe(refusal);
      expect(submitOfferRefusal(status, false)).toBe(refusal);
    },
  );

  it.each(DEAL_STATUSES)('the owner of a %s deal may neither express interest nor offer', (status) => {
    expect(canExpressInterest(status, true)).toBe(false);
    expect(canSubmitOffer(status, true)).toBe(false);
    expect(submitOfferRefusal(status, true)).toBe('ownListing');
    expect(expressInterestRefusal(status, true)).toBe('ownListing');
  });
});

describe('accepting and declining an offer', () => {
  const pairs = DEAL_STATUSES.flatMap((deal) => OFFER_STATUSES.map((offer) => [deal, offer] as const));

  it.each(pairs)('deal %s, offer %s', (dealStatus, offerStatus) => {
    const acceptable = TAKES_OFFERS[dealStatus] && offerStatus === 'pending';
    const declinable = ['exclusive', 'active', 'pending'].includes(dealStatus) && offerStatus === 'pending';
    expect(canAcceptOffer(dealStatus, offerStatus)).toBe(acceptable);
    expect(canDeclineOffer(dealStatus, offerStatus)).toBe(declinable);
  });

  it('refuses a second acceptance: the deal is pending after the first', () => {
    expect(canAcceptOffer('active', 'pending')).toBe(true);
    expect(acceptOfferRefusal('pending', 'pending')).toBe('dealNotTakingOffers');
  });

  it('says when the offer itself is no longer pending', () => {
    expect(acceptOfferRefusal('active', 'withdrawn')).toBe('offerNotPending');
    expect(declineOfferRefusal('pending', 'accepted')).toBe('offerNotPending');
    expect(declineOfferRefusal('sold', 'pending')).toBe('dealNotTakingOffers');
  });
});

describe('offer status transitions', () => {
  const EXPECTED: Record<OfferStatus, OfferStatus[]> = {
    pending: ['accepted', 'declined', 'withdrawn', 'closed'],
    accepted: ['declined', 'closed'],
    declined: [],
    withdrawn: [],
    closed: [],
  };

  it.each(OFFER_STATUSES.flatMap((from) => OFFER_STATUSES.map((to) => [from, to] as const)))(
    '%s → %s',
    (from, to) => {
      expect(canChangeOfferStatus(from, to)).toBe(EXPECTED[from].includes(to));
    },
  );

  it('matches the data table', () => {
    expect(OFFER_TRANSITIONS).toEqual(EXPECTED);
  });

  it('lets the buyer withdraw only a pending offer', () => {
    expect(OFFER_STATUSES.filter(canWithdrawOffer)).toEqual(['pending']);
  });

  it('reads the accepted flag of docs/requirements.md#r3-5 from the status', () => {
    expect(isAcceptedOffer({ status: 'accepted' })).toBe(true);
    expect(isAcceptedOffer({ status: 'pending' })).toBe(false);
  });
});

describe('offerStatusesClosedBy', () => {
  it.each([
    ['exclusive', []],
    ['active', []],
    ['pending', []],
    ['sold', ['pending']],
    ['canceled', ['pending', 'accepted']],
    ['deleted', ['pending', 'accepted']],
  ] as const)('a listing going %s closes its %j offers', (to, closed) => {
    expect(offerStatusesClosedBy(to)).toEqual(closed);
  });
});

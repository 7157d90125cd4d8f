/**
 * The events services publish once their change is stored (docs/decisions/events.md). An event
 * says what happened, never who reacts: event-routes.ts decides which work queues hear of it.
 */
import type { DealStatus } from '#shared/deals/deal-status';
import type { FeedbackType } from '#shared/feedback/feedback';
import type { Offer } from '#shared/offers/offer-schema';
import type { DealRecord } from '../db/entities/deal.entity';

/** A new listing was stored (exclusive or active). */
export interface DealCreated {
  type: 'dealCreated';
  dealId: string;
  /** When it was listed (ISO 8601). */
  at: string;
}

/** A listing's status change landed (by its seller, an admin or the system). */
export interface DealStatusChanged {
  type: 'dealStatusChanged';
  dealId: string;
  from: DealStatus;
  to: DealStatus;
  at: string;
  /** The accepted offer that fell through when a pending listing went back to active, else null. */
  fellThroughOfferId: string | null;
}

/** What an offer event carries of its listing: enough for the seller's webhook body. */
export type OfferedDeal = Pick<
  DealRecord,
  'dealId' | 'ownerId' | 'streetAddress' | 'city' | 'state' | 'zipCode' | 'purchasePrice'
>;

/** A buyer's offer was stored. */
export interface OfferSubmitted {
  type: 'offerSubmitted';
  deal: OfferedDeal;
  offer: Offer;
  at: string;
}

/** The seller (or an admin) accepted an offer; the listing went pending in the same transaction. */
export interface OfferAccepted {
  type: 'offerAccepted';
  dealId: string;
  offerId: string;
  at: string;
}

/** A pending offer was declined by the seller (or an admin). */
export interface OfferDeclined {
  type: 'offerDeclined';
  dealId: string;
  offerId: string;
  at: string;
}

/** An open offer closed because its listing left the market (sold, canceled or deleted). */
export interface OfferClosed {
  type: 'offerClosed';
  dealId: string;
  offerId: string;
  at: string;
}

/** A user's feedback was stored (its challenge burned in the same transaction). */
export interface FeedbackSubmitted {
  type: 'feedbackSubmitted';
  feedbackId: string;
  feedbackType: FeedbackType;
  at: string;
}

/** An admin moved a feedback to resolved. */
export interface FeedbackResolved {
  type: 'feedbackResolved';
  feedbackId: string;
  at: string;
}

export type DomainEvent =
  | DealCreated
  | DealStatusChanged
  | OfferSubmitted
  | OfferAccepted
  | OfferDeclined
  | OfferClosed
  | FeedbackSubmitted
  | FeedbackResolved;
export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

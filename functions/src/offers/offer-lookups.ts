/**
 * Offers and interests read by id, for the features that show or tell about them: a listing's
 * detail (the viewer's interest), a status change (the accepted offer that fell through) and the
 * notifications consumer (the offer it describes).
 */
export { findAcceptedOfferId, findInterest, findOffer } from './offers.repository';

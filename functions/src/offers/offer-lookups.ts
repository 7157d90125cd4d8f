/**
 * Offers and interests read by id, for the features that show or tell about them: a listing's
 * detail (the viewer's interest), a status change (the accepted offer that fell through, the open
 * offers a change off the market closes) and the notifications consumer (the offer it describes).
 */
export { findAcceptedOfferId, findInterest, findOffer, listOffersInStatus } from './offers.repository';

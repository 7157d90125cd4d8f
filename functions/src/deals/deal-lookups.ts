/**
 * Listings read by id, for the features that react to them (alerts, offers, notifications): the
 * listing as stored, whoever asks. Checking who may see it is deal-access.ts's job.
 */
/** The listing, or null when there is none. */
export { findDeal } from './deals.repository';
/** The listings of these ids that exist, by id. */
export { getListings } from './browse/browse.repository';

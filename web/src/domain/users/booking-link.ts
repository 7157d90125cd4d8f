/**
 * The seller's call-booking link (docs/requirements.md#r2-4 schedule call): where it is set, and who
 * is asked to set it. Buyers on a seller's listing get "Schedule call" with it, "Request a call"
 * without it.
 */
import { hasRole } from '#shared/users/roles';
import { paths } from '../../lib/paths/paths';
import type { SessionUser } from '../../lib/session/session-user';

/** The profile form's booking-link field, which the profile page focuses when opened at it. */
export const BOOKING_LINK_FIELD_ID = 'profile-callBookingLink';
export const bookingLinkFieldPath = `${paths.profile}#${BOOKING_LINK_FIELD_ID}`;

/** A seller the server knows, with no booking link yet. */
export const lacksBookingLink = (user: SessionUser | null): boolean =>
  !!user && !user.validationFailed && hasRole(user, 'originator') && !user.callBookingLink;

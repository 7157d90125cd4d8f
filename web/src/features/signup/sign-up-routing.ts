/**
 * Which sign-up page an invitation leads to (docs/requirements.md#r2-2): the role is fixed by the invitation.
 */
import type { Role } from '#shared/users/roles';
import { INVITATION_QUERY_PARAMETER } from '../../lib/invitations/invitation-token';
import type { SignUpKind } from './sign-up-form-schema';
import { paths } from '../../lib/paths/paths';

/** Originator invitations sign up as sellers (phone required); buyer, owner and admin ones as buyers. */
export function signUpKindFor(role: Role): SignUpKind {
  return role === 'originator' ? 'seller' : 'buyer';
}

/** `/signup/seller?invitation=…` or `/signup/buyer?invitation=…` for a valid invitation. */
export function signUpPathFor(role: Role, token: string): string {
  const page = signUpKindFor(role) === 'seller' ? paths.signUpSeller : paths.signUpBuyer;
  return `${page}?${INVITATION_QUERY_PARAMETER}=${encodeURIComponent(token)}`;
}

/** Where a new user goes once signed in: sellers see the thank-you page first, then verify. */
export function pathAfterSignUp(kind: SignUpKind): string {
  return kind === 'seller' ? paths.signUpSellerThankYou : paths.verify;
}

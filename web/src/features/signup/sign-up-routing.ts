/** Which sign-up page an invitation leads to (SPEC §2): the role is fixed by the invitation. */
import type { Role } from '#shared/users/roles';
import { INVITATION_QUERY_PARAMETER } from '../../lib/invitations/invitation-token';
import type { SignUpKind } from './sign-up-form-schema';

export const SIGN_UP_PATHS = {
  entry: '/signup',
  buyer: '/signup/buyer',
  buyerLegacy: '/signup/buyer-legacy',
  seller: '/signup/seller',
  sellerThankYou: '/signup/seller/thank-you',
  verify: '/verify',
} as const;

/** Originator invitations sign up as sellers (phone required); buyer, owner and admin ones as buyers. */
export function signUpKindFor(role: Role): SignUpKind {
  return role === 'originator' ? 'seller' : 'buyer';
}

/** `/signup/seller?invitation=…` or `/signup/buyer?invitation=…` for a valid invitation. */
export function signUpPathFor(role: Role, token: string): string {
  const page = signUpKindFor(role) === 'seller' ? SIGN_UP_PATHS.seller : SIGN_UP_PATHS.buyer;
  return `${page}?${INVITATION_QUERY_PARAMETER}=${encodeURIComponent(token)}`;
}

/** Where a new user goes once signed in: sellers see the thank-you page first, then verify. */
export function pathAfterSignUp(kind: SignUpKind): string {
  return kind === 'seller' ? SIGN_UP_PATHS.sellerThankYou : SIGN_UP_PATHS.verify;
}

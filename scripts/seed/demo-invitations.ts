/**
 * Demo invitations and waitlist entries of the local stack, in one place: the seed writes them, the
 * README and the e2e tests use the tokens. Local only: these tokens exist nowhere else. Tokens are
 * fixed (43 base64url characters, like real ones) so a link in the README always works on a fresh
 * stack; each is single-use, so `npm run reset` brings a used one back.
 */
import type { Role } from '#shared/users/roles';

/** A pending buyer invitation: `/signup?invitation=<this>` on a fresh stack. */
export const DEMO_INVITATION_TOKEN = 'demo-buyer-invitation-pending-0000000000001';
/** A pending seller (originator) invitation; seller sign-up needs a phone number. */
export const DEMO_SELLER_INVITATION_TOKEN = 'demo-seller-invitation-pending-000000000001';
/** An invitation already used: sign-up answers 409. */
export const DEMO_USED_INVITATION_TOKEN = 'demo-buyer-invitation-used-0000000000000001';
/** An invitation past its 90 days: sign-up answers 410. */
export const DEMO_EXPIRED_INVITATION_TOKEN = 'demo-seller-invitation-expired-000000000001';
/** The invitation the invited demo waitlist entry was sent. */
export const DEMO_WAITLIST_INVITATION_TOKEN = 'demo-buyer-invitation-waitlist-000000000001';

/** Who created the demo invitations (a demo account). */
export const DEMO_INVITER_EMAIL = 'admin@example.com';

export interface DemoInvitation {
  token: string;
  role: Role;
  state: 'pending' | 'used' | 'expired';
  /** Days before the seed that it was created. */
  createdDaysAgo: number;
  email: string | null;
}

export const DEMO_INVITATIONS: readonly DemoInvitation[] = [
  { token: DEMO_INVITATION_TOKEN, role: 'buyer', state: 'pending', createdDaysAgo: 1, email: null },
  {
    token: DEMO_SELLER_INVITATION_TOKEN,
    role: 'originator',
    state: 'pending',
    createdDaysAgo: 2,
    email: null,
  },
  { token: DEMO_USED_INVITATION_TOKEN, role: 'buyer', state: 'used', createdDaysAgo: 30, email: null },
  {
    token: DEMO_EXPIRED_INVITATION_TOKEN,
    role: 'originator',
    state: 'expired',
    createdDaysAgo: 100,
    email: null,
  },
];

export interface DemoWaitlistEntry {
  firstName: string;
  lastName: string;
  email: string;
  role: 'buyer' | 'originator';
  note: string | null;
  /** Days before the seed that the request came in. */
  requestedDaysAgo: number;
  /** Set for the entry an admin already invited: the token of the invitation it was sent. */
  invitationToken?: string;
}

export const DEMO_WAITLIST: readonly DemoWaitlistEntry[] = [
  {
    firstName: 'Wendy',
    lastName: 'Waits',
    email: 'wendy.waits@example.com',
    role: 'buyer',
    note: 'Looking for rentals in Phoenix.',
    requestedDaysAgo: 6,
  },
  {
    firstName: 'Carlos',
    lastName: 'Creative',
    email: 'carlos.creative@example.com',
    role: 'originator',
    note: 'I wholesale subject-to deals in Texas.',
    requestedDaysAgo: 5,
  },
  {
    firstName: 'Lena',
    lastName: 'Later',
    email: 'lena.later@example.com',
    role: 'buyer',
    note: null,
    requestedDaysAgo: 3,
  },
  {
    firstName: 'Omar',
    lastName: 'Offmarket',
    email: 'omar.offmarket@example.com',
    role: 'originator',
    note: null,
    requestedDaysAgo: 1,
  },
  {
    firstName: 'Ivy',
    lastName: 'Invited',
    email: 'ivy.invited@example.com',
    role: 'buyer',
    note: 'A friend told me about Dealflow.',
    requestedDaysAgo: 8,
    invitationToken: DEMO_WAITLIST_INVITATION_TOKEN,
  },
];

import type { Role } from '#shared/users/roles';
import type { User } from '#shared/users/user';

/** A server user as `me` answers it, with the given names and roles. */
export function makeUser(overrides: Partial<User> & { roles?: Role[] } = {}): User {
  const roles = overrides.roles ?? ['buyer'];
  return {
    userId: 'user-1',
    email: 'bea@example.com',
    firstName: 'Bea',
    lastName: 'Buyer',
    role: roles[0] ?? 'buyer',
    roles,
    cognitoGroups: roles.map((role) => `${role}s`),
    authProvider: 'cognito',
    emailVerified: true,
    phoneNumber: null,
    languagePreference: 'en',
    profileComplete: true,
    profileCompleted: true,
    callBookingLink: null,
    companyName: null,
    companyPhone: null,
    companyEmail: null,
    companyLogoUrl: null,
    profilePictureUrl: null,
    offerWebhookEnabled: false,
    offerSubmittedUrl: null,
    buyerPreferences: null,
    buyBox: null,
    sellerPreferences: null,
    ownerLocation: null,
    mfaEnabled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

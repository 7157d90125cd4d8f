/** Shared fixtures of the invitations and waitlist unit tests. */
import type { InvitationRecord } from '../db/entities/invitation.entity';
import { toInvitationItem } from '../db/entities/invitation.entity';
import { hashInvitationToken } from '../invitations/invitation-token';

/** A well-formed token (43 base64url characters). */
export const TEST_TOKEN = 'T'.repeat(43);

/** The stored item of an invitation for TEST_TOKEN, pending and valid for years unless overridden. */
export function storedInvitation(overrides: Partial<InvitationRecord> = {}) {
  return toInvitationItem({
    invitationId: '01JINVITATION000000000000',
    tokenHash: hashInvitationToken(TEST_TOKEN),
    role: 'buyer',
    status: 'pending',
    createdAt: '2026-01-01T00:00:00.000Z',
    validUntil: '2099-01-01T00:00:00.000Z',
    createdBy: 'admin-1',
    email: null,
    usedAt: null,
    usedBy: null,
    ...overrides,
  });
}

/** Claims of a signed-in admin, in the authorizer's string form. */
export const ADMIN_GROUPS = { sub: 'admin-1', email: 'admin@example.com', 'cognito:groups': '[admins]' };

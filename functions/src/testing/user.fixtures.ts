/** Stored users for the unit tests. */
import { toUserItem, type UserRecord } from '../db/entities/user.entity';
import { newUserRecord } from '../users/users.service';
import { caller } from './deal.fixtures';

/**
 * An active user as first sign-in stores it: Bea Buyer's claims in the originators group, under
 * `userId`; override what the test is about.
 */
export const userRecord = (userId: string, overrides: Partial<UserRecord> = {}): UserRecord => ({
  ...newUserRecord({ ...caller(), userId }, '2026-11-01T00:00:00.000Z'),
  ...overrides,
});

/** The stored item of a user, as GetItem answers it. */
export const userItem = (userId: string, overrides: Partial<UserRecord> = {}) =>
  toUserItem(userRecord(userId, overrides));

/** The stored item of an admin with two-step sign-in on, whom admin routes let in (docs/requirements.md#r6-7-mfa). */
export const adminWithMfaItem = (userId = 'admin-1') =>
  userItem(userId, { roles: ['admin'], cognitoGroups: ['admins'], mfaEnabled: true });

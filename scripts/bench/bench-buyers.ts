/**
 * The synthetic buyers the benches load (no real data): `bench-buyer-000042` and so on, each an
 * active, verified buyer whose searches the bench adds.
 */
import { newUserRecord } from '#functions/users/users.service';

/** The id of bench buyer `index`. */
export const benchBuyerId = (index: number) => `bench-buyer-${String(index).padStart(6, '0')}`;

/** Bench buyer `index`'s User record, created at `at`, with no searches yet. */
export const benchBuyerRecord = (index: number, at: string) => {
  const userId = benchBuyerId(index);
  return newUserRecord(
    {
      userId,
      email: `${userId}@example.com`,
      firstName: 'Bench',
      lastName: `Buyer ${index}`,
      phoneNumber: null,
      roles: ['buyer'],
      role: 'buyer',
      cognitoGroups: ['buyers'],
      emailVerified: true,
    },
    at,
  );
};

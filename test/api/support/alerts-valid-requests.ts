/**
 * Valid requests for the alert and first-right-of-refusal routes in the authorization matrix: the
 * admin route acts on a throwaway buyer (taking away a right they never had), so no demo account
 * changes whoever calls.
 */
import { callApi } from './local-stack';
import { createTestUser } from './test-users';
import type { MatrixRequest, MatrixRequestFor } from './users-valid-requests';

let throwawayBuyerId: Promise<string> | undefined;
/** A buyer with a User item (made by their first call), whom no other test uses. */
const throwawayBuyer = () =>
  (throwawayBuyerId ??= createTestUser(['buyers']).then(async (user) => {
    await callApi('/api/auth/me', { token: await user.signIn() });
    return user.userId;
  }));

export const ALERTS_VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  listMyAlerts: {},
  setUserFirstRightOfRefusal: async () => ({
    params: { userId: await throwawayBuyer() },
    body: { firstRightOfRefusal: false },
  }),
};

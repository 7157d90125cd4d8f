/**
 * Valid requests for the numbers-card routes in the authorization matrix: they act on one active
 * listing of the demo seller, which every signed-in user may see, so only the route's buyer-only
 * rule refuses a caller.
 */
import { createDealAs } from './deals';
import type { MatrixRequest, MatrixRequestFor } from './users-valid-requests';

let sellerDealId: Promise<string> | undefined;
const visibleDealParams = async (token: string | undefined) => ({
  dealId: token
    ? await (sellerDealId ??= createDealAs('seller@example.com').then((deal) => deal.dealId))
    : 'unknown',
});

export const DEAL_NUMBERS_VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  getNumbersInputs: async (token) => ({ params: await visibleDealParams(token) }),
  saveNumbersInputs: async (token) => ({
    params: await visibleDealParams(token),
    body: { monthlyRent: 2_400 },
  }),
};

/** Valid requests for the demand routes in the authorization matrix: reads that change nothing. */
import type { MatrixRequest, MatrixRequestFor } from './users-valid-requests';

export const DEMAND_VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  getBuyerDemand: {},
  getZipDemand: { params: { zipCode: '82001' } },
  getZipAnalytics: { query: { zipCodes: '78701' } },
};

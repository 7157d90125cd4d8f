/**
 * Valid requests for the profile and admin-users routes in the authorization matrix. Each is built
 * from the caller's own data (or names the demo buyer, for admin actions), so calling it as every
 * demo account changes nothing that other tests look at.
 */
import type { User } from '#shared/users/user';
import { demoAccount } from '../../../scripts/seed/demo-accounts';
import { callApi, idTokenFor } from './local-stack';

export interface MatrixRequest {
  params?: Record<string, string>;
  /** Query parameters, for routes whose query has a required choice. */
  query?: Record<string, string>;
  body?: unknown;
}
/** A request that depends on who calls (the caller's token; undefined for anonymous). */
export type MatrixRequestFor = (token: string | undefined) => Promise<MatrixRequest>;

async function me(token: string | undefined): Promise<User | null> {
  if (!token) return null;
  const { status, body } = await callApi('/api/auth/me', { token });
  return status === 200 ? (body as User) : null;
}

const DEMO_BUYER = demoAccount('buyer@example.com');
/** The demo buyer's userId: the target of admin actions that leave it as it is. */
const demoBuyerParams = async () => {
  const buyer = await me(await idTokenFor(DEMO_BUYER.email, DEMO_BUYER.password));
  return { userId: buyer?.userId ?? 'unknown' };
};

export const USERS_VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  updateProfile: async (token) => {
    const user = await me(token);
    return {
      body: {
        firstName: user?.firstName || 'Demo',
        lastName: user?.lastName || 'User',
        phoneNumber: user?.phoneNumber ?? '2025550100',
        callBookingLink: user?.callBookingLink ?? null,
        languagePreference: user?.languagePreference ?? 'en',
      },
    };
  },
  updateBuyerPreferences: async (token) => ({
    body: (await me(token))?.buyerPreferences ?? {
      homeType: 'primary',
      propertyType: 'condo',
      state: 'TX',
      city: 'Austin',
    },
  }),
  updateBuyBox: async (token) => ({ body: (await me(token))?.buyBox ?? { type: 'cash' } }),
  updateSellerPreferences: async (token) => ({
    body: (await me(token))?.sellerPreferences ?? { statesServed: ['TX'], dealTypes: ['cash'] },
  }),
  updateCompany: async (token) => ({ body: { companyName: (await me(token))?.companyName ?? 'Demo Homes' } }),
  // The caller's own choice saved again (hidden when they never made one): the map stays as it is.
  updateOwnerLocation: async (token) => ({
    body: (await me(token))?.ownerLocation ?? { visible: false, zipCode: null },
  }),
  // The Owners Club map sits with the profile routes that feed it.
  getOwnerLocations: {},
  createUpload: { body: { kind: 'profilePicture', contentType: 'image/png', size: 1024 } },
  setProfileImage: { body: { kind: 'companyLogo', key: null } },
  updateMyRoles: { body: { add: [], remove: [] } },
  listMyRoleRequests: {},
  syncMyMfa: {},
  listRoleRequests: {},
  // The demo buyer asks for originator (a request, never a grant) and the admin denies it: the
  // buyer's roles stay as they are.
  decideRoleRequest: async () => {
    const buyerToken = await idTokenFor(DEMO_BUYER.email, DEMO_BUYER.password);
    await callApi('/api/users/me/roles', {
      method: 'PATCH',
      token: buyerToken,
      body: JSON.stringify({ add: ['originator'] }),
    });
    return { params: { ...(await demoBuyerParams()), role: 'originator' }, body: { decision: 'denied' } };
  },
  listAuditLog: {},
  listRecentPages: {},
  recordRecentPage: { body: { pages: [{ title: 'Dashboard', url: '/dashboard' }] } },
  listUsers: {},
  setUserRoles: async () => ({ params: await demoBuyerParams(), body: { roles: ['buyer'] } }),
  setUserStatus: async () => ({ params: await demoBuyerParams(), body: { accountStatus: 'active' } }),
};

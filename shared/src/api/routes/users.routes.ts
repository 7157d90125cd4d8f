/**
 * Routes of the signed-in user's own profile, roles, uploads and recent pages (docs/requirements.md#r2-8
 * /profile).
 */
import { updateOwnerLocationBodySchema } from '#shared/users/owner-location';
import { buyBoxSchema, buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import {
  companyUpdateBodySchema,
  createUploadBodySchema,
  profileUpdateBodySchema,
  sellerPreferencesSchema,
  setImageBodySchema,
  updateMyRolesBodySchema,
  uploadPolicySchema,
} from '#shared/users/profile';
import { recentPagesBatchSchema, recentPagesSchema } from '#shared/users/recent-pages';
import { mfaStateSchema, userSchema } from '#shared/users/user';
import { myPendingRolesSchema, myRolesSchema } from '#shared/users/role-requests';
import { featureRoutes } from '../route';

const route = featureRoutes('users');

const TABLE = ['table:read', 'table:write'] as const;

export const updateProfile = route({
  id: 'updateProfile',
  method: 'PUT',
  path: '/api/users/me/profile',
  auth: 'signed-in',
  summary: "Saves the caller's names, phone, call-booking link and language",
  request: { body: profileUpdateBodySchema },
  response: userSchema,
  successStatus: 200,
  grants: TABLE,
});

export const updateBuyerPreferences = route({
  id: 'updateBuyerPreferences',
  method: 'PUT',
  path: '/api/users/me/buyer-preferences',
  auth: 'signed-in',
  summary: "Replaces the caller's buyer preferences (at most 5 ZIP codes)",
  request: { body: buyerPreferencesSchema },
  response: userSchema,
  successStatus: 200,
  grants: TABLE,
});

export const updateBuyBox = route({
  id: 'updateBuyBox',
  method: 'PUT',
  path: '/api/users/me/buy-box',
  auth: 'signed-in',
  summary: "Replaces the caller's buy box (type required, at most 50 ZIP codes)",
  request: { body: buyBoxSchema },
  response: userSchema,
  successStatus: 200,
  grants: TABLE,
});

export const updateSellerPreferences = route({
  id: 'updateSellerPreferences',
  method: 'PUT',
  path: '/api/users/me/seller-preferences',
  auth: 'signed-in',
  summary: "Replaces the caller's seller preferences (states served, deal types)",
  request: { body: sellerPreferencesSchema },
  response: userSchema,
  successStatus: 200,
  grants: TABLE,
});

export const updateCompany = route({
  id: 'updateCompany',
  method: 'PUT',
  path: '/api/users/me/company',
  auth: 'signed-in',
  summary: "Saves the caller's company name, phone and e-mail",
  request: { body: companyUpdateBodySchema },
  response: userSchema,
  successStatus: 200,
  grants: TABLE,
});

export const updateOwnerLocation = route({
  id: 'updateOwnerLocation',
  method: 'PUT',
  path: '/api/users/me/owner-location',
  auth: ['originator', 'owner', 'admin'],
  summary: 'Whether the caller appears on the Owners Club map, and at which ZIP (off until turned on)',
  request: { body: updateOwnerLocationBodySchema },
  response: userSchema,
  successStatus: 200,
  grants: TABLE,
});

export const createUpload = route({
  id: 'createUpload',
  method: 'POST',
  path: '/api/users/me/uploads',
  auth: 'signed-in',
  summary: 'A presigned POST for a company logo or profile picture, limited in size and type by its policy',
  request: { body: createUploadBodySchema },
  response: uploadPolicySchema,
  successStatus: 201,
  grants: ['uploads:write'],
});

export const setProfileImage = route({
  id: 'setProfileImage',
  method: 'PUT',
  path: '/api/users/me/images',
  auth: 'signed-in',
  summary:
    "Sets an uploaded image (checked to exist under the caller's prefix) as logo or picture, or removes it",
  request: { body: setImageBodySchema },
  response: userSchema,
  successStatus: 200,
  // Checking that the upload exists (HeadObject) needs read access, not write.
  grants: [...TABLE, 'uploads:check'],
});

export const updateMyRoles = route({
  id: 'updateMyRoles',
  method: 'PATCH',
  path: '/api/users/me/roles',
  auth: 'signed-in',
  summary:
    'Drops buyer or originator, or adds one the caller was given; other adds become requests an admin decides',
  request: { body: updateMyRolesBodySchema },
  response: myRolesSchema,
  successStatus: 200,
  grants: [...TABLE, 'users:admin'],
});

export const listMyRoleRequests = route({
  id: 'listMyRoleRequests',
  method: 'GET',
  path: '/api/users/me/role-requests',
  auth: 'signed-in',
  summary: 'The roles the caller asked for that wait for an admin',
  request: {},
  response: myPendingRolesSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const listRecentPages = route({
  id: 'listRecentPages',
  method: 'GET',
  path: '/api/users/me/recent-pages',
  auth: 'signed-in',
  summary: "The caller's recent pages, newest first (at most 10)",
  request: {},
  response: recentPagesSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const recordRecentPage = route({
  id: 'recordRecentPage',
  method: 'POST',
  path: '/api/users/me/recent-pages',
  auth: 'signed-in',
  summary:
    "Puts the visited pages (oldest first, at most 10) at the front of the caller's recent pages, dropping their older entries",
  request: { body: recentPagesBatchSchema },
  response: recentPagesSchema,
  successStatus: 200,
  grants: TABLE,
});

/** The users routes, in the order the OpenAPI document lists them. */
export const syncMyMfa = route({
  id: 'syncMyMfa',
  method: 'PUT',
  path: '/api/users/me/mfa',
  auth: 'signed-in',
  summary:
    "Stores whether the caller's two-step sign-in (TOTP) is on, as Cognito reports it; the SPA calls it after turning it on or off",
  request: {},
  response: mfaStateSchema,
  successStatus: 200,
  // users:admin for AdminGetUser only: Cognito, not the request, says whether TOTP is on.
  grants: ['table:read', 'table:write', 'users:admin'],
});

export const usersRoutes = [
  updateProfile,
  updateBuyerPreferences,
  updateBuyBox,
  updateSellerPreferences,
  updateCompany,
  updateOwnerLocation,
  createUpload,
  setProfileImage,
  updateMyRoles,
  listMyRoleRequests,
  listRecentPages,
  recordRecentPage,
  syncMyMfa,
] as const;

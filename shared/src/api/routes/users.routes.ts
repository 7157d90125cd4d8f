/** Routes of the signed-in user's own profile, roles, uploads and recent pages (SPEC §2 /profile). */
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
import { recentPageSchema, recentPagesSchema } from '#shared/users/recent-pages';
import { userSchema } from '#shared/users/user';
import { defineRoute } from '../route';

const TABLE = ['table:read', 'table:write'] as const;

export const updateProfile = defineRoute({
  id: 'updateProfile',
  method: 'PUT',
  path: '/api/users/me/profile',
  auth: 'signed-in',
  handler: 'users/handlers/update-profile',
  summary: "Saves the caller's names, phone, call-booking link and language",
  tag: 'profile',
  request: { body: profileUpdateBodySchema },
  response: userSchema,
  successStatus: 200,
  grants: TABLE,
});

export const updateBuyerPreferences = defineRoute({
  id: 'updateBuyerPreferences',
  method: 'PUT',
  path: '/api/users/me/buyer-preferences',
  auth: 'signed-in',
  handler: 'users/handlers/update-buyer-preferences',
  summary: "Replaces the caller's buyer preferences (at most 5 ZIP codes)",
  tag: 'profile',
  request: { body: buyerPreferencesSchema },
  response: userSchema,
  successStatus: 200,
  grants: TABLE,
});

export const updateBuyBox = defineRoute({
  id: 'updateBuyBox',
  method: 'PUT',
  path: '/api/users/me/buy-box',
  auth: 'signed-in',
  handler: 'users/handlers/update-buy-box',
  summary: "Replaces the caller's buy box (type required, at most 50 ZIP codes)",
  tag: 'profile',
  request: { body: buyBoxSchema },
  response: userSchema,
  successStatus: 200,
  grants: TABLE,
});

export const updateSellerPreferences = defineRoute({
  id: 'updateSellerPreferences',
  method: 'PUT',
  path: '/api/users/me/seller-preferences',
  auth: 'signed-in',
  handler: 'users/handlers/update-seller-preferences',
  summary: "Replaces the caller's seller preferences (states served, deal types)",
  tag: 'profile',
  request: { body: sellerPreferencesSchema },
  response: userSchema,
  successStatus: 200,
  grants: TABLE,
});

export const updateCompany = defineRoute({
  id: 'updateCompany',
  method: 'PUT',
  path: '/api/users/me/company',
  auth: 'signed-in',
  handler: 'users/handlers/update-company',
  summary: "Saves the caller's company name, phone and e-mail",
  tag: 'profile',
  request: { body: companyUpdateBodySchema },
  response: userSchema,
  successStatus: 200,
  grants: TABLE,
});

export const createUpload = defineRoute({
  id: 'createUpload',
  method: 'POST',
  path: '/api/users/me/uploads',
  auth: 'signed-in',
  handler: 'users/handlers/create-upload',
  summary: 'A presigned POST for a company logo or profile picture, limited in size and type by its policy',
  tag: 'profile',
  request: { body: createUploadBodySchema },
  response: uploadPolicySchema,
  successStatus: 201,
  grants: ['uploads:write'],
});

export const setProfileImage = defineRoute({
  id: 'setProfileImage',
  method: 'PUT',
  path: '/api/users/me/images',
  auth: 'signed-in',
  handler: 'users/handlers/set-profile-image',
  summary:
    "Sets an uploaded image (checked to exist under the caller's prefix) as logo or picture, or removes it",
  tag: 'profile',
  request: { body: setImageBodySchema },
  response: userSchema,
  successStatus: 200,
  // Checking that the upload exists (HeadObject) needs read access, not write.
  grants: [...TABLE, 'uploads:read'],
});

export const updateMyRoles = defineRoute({
  id: 'updateMyRoles',
  method: 'PATCH',
  path: '/api/users/me/roles',
  auth: 'signed-in',
  handler: 'users/handlers/update-my-roles',
  summary: 'Adds or drops buyer and originator for the caller; Cognito groups kept in step',
  tag: 'profile',
  request: { body: updateMyRolesBodySchema },
  response: userSchema,
  successStatus: 200,
  grants: [...TABLE, 'users:admin'],
});

export const listRecentPages = defineRoute({
  id: 'listRecentPages',
  method: 'GET',
  path: '/api/users/me/recent-pages',
  auth: 'signed-in',
  handler: 'users/handlers/list-recent-pages',
  summary: "The caller's recent pages, newest first (at most 10)",
  tag: 'profile',
  request: {},
  response: recentPagesSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const recordRecentPage = defineRoute({
  id: 'recordRecentPage',
  method: 'POST',
  path: '/api/users/me/recent-pages',
  auth: 'signed-in',
  handler: 'users/handlers/record-recent-page',
  summary: "Puts a page at the front of the caller's recent pages, dropping its older entry",
  tag: 'profile',
  request: { body: recentPageSchema },
  response: recentPagesSchema,
  successStatus: 200,
  grants: TABLE,
});

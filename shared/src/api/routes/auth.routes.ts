/** Routes about the signed-in user's identity and session. */
import { updateLanguageBodySchema, userSchema } from '#shared/users/user';
import { featureRoutes } from '../route';

const route = featureRoutes('auth');

export const getMe = route({
  id: 'getMe',
  method: 'GET',
  path: '/api/auth/me',
  auth: 'signed-in',
  allowUnverifiedEmail: true,
  summary: 'The signed-in user, created from the identity token on first call',
  request: {},
  response: userSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

export const updateLanguage = route({
  id: 'updateLanguage',
  method: 'POST',
  path: '/api/auth/update-language',
  auth: 'signed-in',
  // The verification page has a language switch too.
  allowUnverifiedEmail: true,
  summary: "Saves the signed-in user's interface language",
  request: { body: updateLanguageBodySchema },
  response: userSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

/** The auth routes, in the order the OpenAPI document lists them. */
export const authRoutes = [getMe, updateLanguage] as const;

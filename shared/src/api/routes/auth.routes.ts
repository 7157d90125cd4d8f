/** Routes about the signed-in user's identity and session. */
import { updateLanguageBodySchema, userSchema } from '#shared/users/user';
import { defineRoute } from '../route';

export const getMe = defineRoute({
  id: 'getMe',
  method: 'GET',
  path: '/api/auth/me',
  auth: 'signed-in',
  handler: 'auth/handlers/get-me',
  summary: 'The signed-in user, created from the identity token on first call',
  tag: 'auth',
  request: {},
  response: userSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

export const updateLanguage = defineRoute({
  id: 'updateLanguage',
  method: 'POST',
  path: '/api/auth/update-language',
  auth: 'signed-in',
  handler: 'auth/handlers/update-language',
  summary: "Saves the signed-in user's interface language",
  tag: 'auth',
  request: { body: updateLanguageBodySchema },
  response: userSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

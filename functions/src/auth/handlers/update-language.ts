import { updateLanguage } from '#shared/api/routes/auth.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { setLanguagePreference, toUserResponse } from '../../users/users.service';

/** POST /api/auth/update-language: saves the caller's interface language. */
export const handler = createRouteHandler(updateLanguage, async ({ principal, body }) =>
  toUserResponse(await setLanguagePreference(principal, body.languagePreference, new Date().toISOString())),
);

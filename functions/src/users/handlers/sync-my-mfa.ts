import { syncMyMfa as route } from '#shared/api/routes/users.routes';
import { createRouteHandler } from '../../lib/http/route-handler';
import { syncMfaState } from '../mfa.service';

/** PUT /api/users/me/mfa: stores whether the caller's TOTP is on, as Cognito reports it. */
export const handler = createRouteHandler(route, ({ principal }) =>
  syncMfaState(principal, new Date().toISOString()),
);

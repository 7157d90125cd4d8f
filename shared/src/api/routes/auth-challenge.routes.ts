/** Routes of passwordless sign-in: the e-mail link that Cognito's custom-auth challenge then accepts. */
import { emailSignInLinkBodySchema, emailSignInLinkResultSchema } from '#shared/auth-challenge/email-sign-in';
import { featureRoutes } from '../route';

const route = featureRoutes('auth-challenge');

export const requestEmailSignInLink = route({
  id: 'requestEmailSignInLink',
  method: 'POST',
  // Under docs/requirements.md#r7-3 `/api/auth/public-` marker: a signed-out visitor asks for the link.
  path: '/api/auth/public-email-sign-in-link',
  auth: 'public',
  summary:
    'E-mails a single-use sign-in link (15 minutes) to an active account; answers 202 whether or not the address has one',
  request: { body: emailSignInLinkBodySchema },
  response: emailSignInLinkResultSchema,
  successStatus: 202,
  // users:admin for AdminGetUser only: Cognito, not the table, knows every account.
  grants: ['table:read', 'table:write', 'email:send', 'users:admin'],
});

/** The auth-challenge routes, in the order the OpenAPI document lists them. */
export const authChallengeRoutes = [requestEmailSignInLink] as const;

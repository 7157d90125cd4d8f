/** Routes of passwordless sign-in: the e-mail link that Cognito's custom-auth challenge then accepts. */
import { emailSignInLinkBodySchema, emailSignInLinkResultSchema } from '#shared/auth-challenge/email-sign-in';
import { defineRoute } from '../route';

export const requestEmailSignInLink = defineRoute({
  id: 'requestEmailSignInLink',
  method: 'POST',
  // Under SPEC §7's `/api/auth/public-` marker: a signed-out visitor asks for the link.
  path: '/api/auth/public-email-sign-in-link',
  auth: 'public',
  handler: 'auth-challenge/handlers/request-email-sign-in-link',
  summary:
    'E-mails a single-use sign-in link (15 minutes) to an active account; answers 202 whether or not the address has one',
  tag: 'auth',
  request: { body: emailSignInLinkBodySchema },
  response: emailSignInLinkResultSchema,
  successStatus: 202,
  // users:admin for AdminGetUser only: Cognito, not the table, knows every account.
  grants: ['table:read', 'table:write', 'email:send', 'users:admin'],
});

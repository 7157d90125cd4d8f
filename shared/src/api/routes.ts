/**
 * The route table: every API route, once. Routes are declared per feature in
 * `routes/<feature>.routes.ts` (so that a handler bundles only its own feature's schemas), each file
 * exporting one array that this table concatenates; infra, the local gateway, the web client, the
 * OpenAPI document and the authorization tests all read this list.
 */
import type { RouteDefinition } from './route';
import { systemRoutes } from './routes/system.routes';
import { authRoutes } from './routes/auth.routes';
import { authChallengeRoutes } from './routes/auth-challenge.routes';
import { invitationsRoutes } from './routes/invitations.routes';
import { waitlistRoutes } from './routes/waitlist.routes';
import { usersRoutes } from './routes/users.routes';
import { alertsRoutes } from './routes/alerts.routes';
import { adminRoutes } from './routes/admin.routes';
import { dealsRoutes } from './routes/deals.routes';
import { dealPhotosRoutes } from './routes/deal-photos.routes';
import { offersRoutes } from './routes/offers.routes';
import { notificationsRoutes } from './routes/notifications.routes';
import { webhooksRoutes } from './routes/webhooks.routes';
import { feedbackRoutes } from './routes/feedback.routes';
import { trainingRoutes } from './routes/training.routes';
import { demandRoutes } from './routes/demand.routes';
import { ownersRoutes } from './routes/owners.routes';
import { textingRoutes } from './routes/texting.routes';
import { buyerMatchesRoutes } from './routes/buyer-matches.routes';
import { dealNumbersRoutes } from './routes/deal-numbers.routes';

export * from './routes/system.routes';
export * from './routes/auth.routes';
export * from './routes/auth-challenge.routes';
export * from './routes/invitations.routes';
export * from './routes/waitlist.routes';
export * from './routes/users.routes';
export * from './routes/alerts.routes';
export * from './routes/admin.routes';
export * from './routes/deals.routes';
export * from './routes/deal-photos.routes';
export * from './routes/offers.routes';
export * from './routes/notifications.routes';
export * from './routes/webhooks.routes';
export * from './routes/feedback.routes';
export * from './routes/training.routes';
export * from './routes/demand.routes';
export * from './routes/owners.routes';
export * from './routes/texting.routes';
export * from './routes/buyer-matches.routes';
export * from './routes/deal-numbers.routes';

/**
 * Every route, feature by feature, in the order the OpenAPI document lists them. A new route is one
 * edit: declare it in its feature's route file and add it to that file's array.
 */
export const routes: readonly RouteDefinition[] = [
  ...systemRoutes,
  ...authRoutes,
  ...authChallengeRoutes,
  ...invitationsRoutes,
  ...waitlistRoutes,
  ...usersRoutes,
  ...alertsRoutes,
  ...adminRoutes,
  ...dealsRoutes,
  ...dealPhotosRoutes,
  ...offersRoutes,
  ...notificationsRoutes,
  ...webhooksRoutes,
  ...feedbackRoutes,
  ...trainingRoutes,
  ...demandRoutes,
  ...ownersRoutes,
  ...textingRoutes,
  ...buyerMatchesRoutes,
  ...dealNumbersRoutes,
];

/**
 * Public routes beyond the markers of docs/requirements.md#r7-3, each with the reason it is public.
 * The route-table test fails on a public route that is in neither.
 */
export const EXTRA_PUBLIC_PATHS: Readonly<Record<string, string>> = {
  '/api/openapi.json': 'Foundation issue: the API document is served publicly',
  '/api/auth/validate-invitation/{token}':
    'Accounts issue: signed-out visitors validate invitations and sign up',
  '/api/aws-auth/signup-with-invitation':
    'Accounts issue: signed-out visitors validate invitations and sign up',
  '/api/training/credentials/{credentialId}':
    'Training: whoever a buyer shares a Certified Buyer credential with checks that it still holds',
};

/** The buyer's deal alerts (docs/requirements.md#r1-10): the in-app list of what the e-mails sent. */
import { dealAlertPageSchema, dealAlertQuerySchema } from '#shared/alerts/alert-api';
import { featureRoutes } from '../route';

const route = featureRoutes('alerts');

export const listMyAlerts = route({
  id: 'listMyAlerts',
  method: 'GET',
  path: '/api/users/me/alerts',
  auth: 'signed-in',
  summary: "The caller's deal alerts, newest listing first, each with why it matched",
  request: { query: dealAlertQuerySchema },
  response: dealAlertPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

/** The alerts routes, in the order the OpenAPI document lists them. */
export const alertsRoutes = [listMyAlerts] as const;

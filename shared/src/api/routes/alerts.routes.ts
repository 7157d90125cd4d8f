/** The buyer's deal alerts (issue #5 "Alerts"): the in-app list of what the e-mails sent. */
import { dealAlertPageSchema, dealAlertQuerySchema } from '#shared/alerts/alert-api';
import { defineRoute } from '../route';

export const listMyAlerts = defineRoute({
  id: 'listMyAlerts',
  method: 'GET',
  path: '/api/users/me/alerts',
  auth: 'signed-in',
  handler: 'alerts/handlers/list-my-alerts',
  summary: "The caller's deal alerts, newest listing first, each with why it matched",
  tag: 'alerts',
  request: { query: dealAlertQuerySchema },
  response: dealAlertPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

/**
 * Text alert routes (docs/text-alerts.md): a buyer confirms a mobile number with a code sent by
 * text, chooses what comes by text and when, or removes the number; admins see whether texts are on
 * and how the last one went, never the number. Replies (STOP, START, HELP) and delivery receipts do
 * not come through the API: they arrive from the messaging service (shared/src/jobs/text-topics.ts).
 */
import { adminUserParamsSchema } from '#shared/admin/admin-users';
import {
  adminTextAlertsSchema,
  confirmTextNumberBodySchema,
  startTextNumberBodySchema,
  textAlertsSchema,
  updateTextAlertsBodySchema,
} from '#shared/texting/text-alerts';
import { featureRoutes } from '../route';

const route = featureRoutes('texting');

const TABLE = ['table:read', 'table:write'] as const;

export const getTextAlerts = route({
  id: 'getTextAlerts',
  method: 'GET',
  path: '/api/users/me/text-alerts',
  auth: 'signed-in',
  summary: "The caller's text alert settings: number, status, consent, choices, quiet hours",
  request: {},
  response: textAlertsSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const startTextNumber = route({
  id: 'startTextNumber',
  method: 'POST',
  path: '/api/users/me/text-alerts/number',
  auth: 'signed-in',
  summary: 'Sends a confirmation code by text to a new mobile number, with the consent given',
  request: { body: startTextNumberBodySchema },
  response: textAlertsSchema,
  successStatus: 202,
  grants: [...TABLE, 'text:send'],
});

export const confirmTextNumber = route({
  id: 'confirmTextNumber',
  method: 'POST',
  path: '/api/users/me/text-alerts/number/confirm',
  auth: 'signed-in',
  summary: 'Confirms the pending number with its code: texts turn on',
  request: { body: confirmTextNumberBodySchema },
  response: textAlertsSchema,
  successStatus: 200,
  grants: TABLE,
});

export const updateTextAlerts = route({
  id: 'updateTextAlerts',
  method: 'PUT',
  path: '/api/users/me/text-alerts',
  auth: 'signed-in',
  summary: 'Saves what comes by text and the quiet hours',
  request: { body: updateTextAlertsBodySchema },
  response: textAlertsSchema,
  successStatus: 200,
  grants: TABLE,
});

export const removeTextNumber = route({
  id: 'removeTextNumber',
  method: 'DELETE',
  path: '/api/users/me/text-alerts/number',
  auth: 'signed-in',
  summary: 'Removes the number: no more texts, and the number is forgotten',
  request: {},
  response: textAlertsSchema,
  successStatus: 200,
  grants: TABLE,
});

export const getUserTextAlerts = route({
  id: 'getUserTextAlerts',
  method: 'GET',
  path: '/api/admin/users/{userId}/text-alerts',
  auth: ['admin'],
  summary: "Whether a user's texts are on and how the last one went (never the number)",
  request: { params: adminUserParamsSchema },
  response: adminTextAlertsSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const textingRoutes = [
  getTextAlerts,
  startTextNumber,
  confirmTextNumber,
  updateTextAlerts,
  removeTextNumber,
  getUserTextAlerts,
];

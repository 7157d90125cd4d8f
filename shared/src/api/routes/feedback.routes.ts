/**
 * Feedback routes (docs/requirements.md#r2-11, #r5-9, #r6-7): signed-in users send feedback
 * after a proof-of-work challenge, with a screenshot uploaded first by presigned POST; admins list,
 * read, change the status of and delete it. JSON instead of multipart: docs/decisions/feedback.md.
 */
import {
  adminFeedbackPageSchema,
  adminFeedbackQuerySchema,
  adminFeedbackSchema,
  createFeedbackScreenshotBodySchema,
  feedbackChallengeSchema,
  feedbackCountsSchema,
  feedbackParamsSchema,
  feedbackSubscriptionSchema,
  myFeedbackPageSchema,
  myFeedbackQuerySchema,
  myFeedbackSchema,
  setFeedbackStatusBodySchema,
  submitFeedbackBodySchema,
} from '#shared/feedback/feedback';
import { uploadPolicySchema } from '#shared/users/profile';
import * as z from 'zod';
import { featureRoutes } from '../route';

const route = featureRoutes('feedback');

export const createFeedbackChallenge = route({
  id: 'createFeedbackChallenge',
  method: 'POST',
  path: '/api/feedback/challenge',
  auth: 'signed-in',
  // Anyone signed in may tell us something is wrong, the e-mail verification included.
  allowUnverifiedEmail: true,
  summary: 'A signed proof-of-work challenge for the caller, solvable for five minutes',
  request: {},
  response: feedbackChallengeSchema,
  successStatus: 201,
  grants: ['feedback:challenge'],
});

export const createFeedbackScreenshot = route({
  id: 'createFeedbackScreenshot',
  method: 'POST',
  path: '/api/feedback/screenshots',
  auth: 'signed-in',
  allowUnverifiedEmail: true,
  summary:
    "A presigned POST for one screenshot under the caller's private prefix (under 10 MB, an image; 30 an hour)",
  request: { body: createFeedbackScreenshotBodySchema },
  response: uploadPolicySchema,
  successStatus: 201,
  // The hourly limit is counted in the table.
  grants: ['table:read', 'table:write', 'feedback:screenshots:write'],
});

export const submitFeedback = route({
  id: 'submitFeedback',
  method: 'POST',
  path: '/api/feedback',
  auth: 'signed-in',
  allowUnverifiedEmail: true,
  summary:
    'Sends a bug report, idea or question; the solved challenge is burned, the screenshot checked (10 an hour)',
  request: { body: submitFeedbackBodySchema },
  response: myFeedbackSchema,
  successStatus: 201,
  grants: [
    'table:read',
    'table:write',
    'feedback:challenge',
    'feedback:screenshots:check',
    'queue:notifications:send',
  ],
});

export const listMyFeedback = route({
  id: 'listMyFeedback',
  method: 'GET',
  path: '/api/feedback/mine',
  auth: 'signed-in',
  allowUnverifiedEmail: true,
  summary: "The caller's own feedback with its status, newest first",
  request: { query: myFeedbackQuerySchema },
  response: myFeedbackPageSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const listFeedback = route({
  id: 'listFeedback',
  method: 'GET',
  path: '/api/admin/feedback',
  auth: ['admin'],
  summary: 'Feedback newest first, by status and/or type, with presigned screenshot links (admin)',
  request: { query: adminFeedbackQuerySchema },
  response: adminFeedbackPageSchema,
  successStatus: 200,
  grants: ['table:read', 'feedback:screenshots:read'],
});

export const countFeedback = route({
  id: 'countFeedback',
  method: 'GET',
  path: '/api/admin/feedback/counts',
  auth: ['admin'],
  summary: 'How many feedback items are open, in progress and resolved (admin)',
  request: {},
  response: feedbackCountsSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const getFeedback = route({
  id: 'getFeedback',
  method: 'GET',
  path: '/api/admin/feedback/{feedbackId}',
  auth: ['admin'],
  summary: 'One feedback in full, with a presigned screenshot link (admin)',
  request: { params: feedbackParamsSchema },
  response: adminFeedbackSchema,
  successStatus: 200,
  grants: ['table:read', 'feedback:screenshots:read'],
});

export const setFeedbackStatus = route({
  id: 'setFeedbackStatus',
  method: 'PATCH',
  path: '/api/admin/feedback/{feedbackId}',
  auth: ['admin'],
  summary: 'Marks a feedback open, in progress or resolved; resolving e-mails its author (admin)',
  request: { params: feedbackParamsSchema, body: setFeedbackStatusBodySchema },
  response: adminFeedbackSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write', 'feedback:screenshots:read', 'queue:notifications:send'],
});

export const deleteFeedback = route({
  id: 'deleteFeedback',
  method: 'DELETE',
  path: '/api/admin/feedback/{feedbackId}',
  auth: ['admin'],
  summary: 'Deletes a feedback and its screenshot (admin)',
  request: { params: feedbackParamsSchema },
  response: z.null(),
  successStatus: 204,
  grants: ['table:read', 'table:write', 'feedback:screenshots:delete'],
});

export const getFeedbackSubscription = route({
  id: 'getFeedbackSubscription',
  method: 'GET',
  path: '/api/admin/feedback/subscription',
  auth: ['admin'],
  summary: 'Whether the caller gets an e-mail for each new bug report (admin; off by default)',
  request: {},
  response: feedbackSubscriptionSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const setFeedbackSubscription = route({
  id: 'setFeedbackSubscription',
  method: 'PUT',
  path: '/api/admin/feedback/subscription',
  auth: ['admin'],
  summary: 'Turns the e-mail for each new bug report on or off for the caller (admin)',
  request: { body: feedbackSubscriptionSchema },
  response: feedbackSubscriptionSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

/** The feedback routes, in the order the OpenAPI document lists them. */
export const feedbackRoutes = [
  createFeedbackChallenge,
  createFeedbackScreenshot,
  submitFeedback,
  listMyFeedback,
  listFeedback,
  countFeedback,
  getFeedbackSubscription,
  setFeedbackSubscription,
  getFeedback,
  setFeedbackStatus,
  deleteFeedback,
] as const;

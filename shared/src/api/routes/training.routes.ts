/**
 * Training routes (docs/requirements.md#r4-8, docs/training.md): buyers read the published course,
 * take quizzes and earn the Certified Buyer badge; anyone may check a shared badge; admins write,
 * order, publish and measure the course.
 */
import {
  adminCourseSchema,
  adminLessonSchema,
  attemptParamsSchema,
  createLessonBodySchema,
  credentialParamsSchema,
  credentialVerificationSchema,
  dismissOnboardingBodySchema,
  lessonDetailSchema,
  lessonOrderBodySchema,
  lessonParamsSchema,
  lessonSettingsBodySchema,
  myCertificationSchema,
  onboardingSchema,
  openBadgeCredentialSchema,
  quizAttemptSchema,
  quizResultSchema,
  startQuizAttemptBodySchema,
  submitQuizAnswersBodySchema,
  trainingLanguageQuerySchema,
  trainingOverviewSchema,
  trainingStatsSchema,
  updateLessonBodySchema,
} from '#shared/training/training';
import * as z from 'zod';
import { featureRoutes } from '../route';

const route = featureRoutes('training');

/* ------------------------------------------------------------- buyers */

export const getTrainingOverview = route({
  id: 'getTrainingOverview',
  method: 'GET',
  path: '/api/training',
  auth: ['buyer'],
  summary:
    "The published course in the asked language with the caller's progress, resume point and badge (awards a badge the course's changes made due)",
  request: { query: trainingLanguageQuerySchema },
  response: trainingOverviewSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

export const getTrainingLesson = route({
  id: 'getTrainingLesson',
  method: 'GET',
  path: '/api/training/lessons/{lessonId}',
  auth: ['buyer'],
  summary: 'One published lesson to read, with the quiz attempts left (never its answers)',
  request: { params: lessonParamsSchema, query: trainingLanguageQuerySchema },
  response: lessonDetailSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const recordLessonVisit = route({
  id: 'recordLessonVisit',
  method: 'POST',
  path: '/api/training/lessons/{lessonId}/visits',
  auth: ['buyer'],
  summary: 'Marks a published lesson started and the place to resume',
  request: { params: lessonParamsSchema },
  response: z.void(),
  successStatus: 204,
  grants: ['table:read', 'table:write'],
});

export const startQuizAttempt = route({
  id: 'startQuizAttempt',
  method: 'POST',
  path: '/api/training/lessons/{lessonId}/attempts',
  auth: ['buyer'],
  summary:
    "Starts a quiz attempt: the lesson's questions and choices shuffled, no answers (3 a lesson per 24 hours)",
  request: { params: lessonParamsSchema, body: startQuizAttemptBodySchema },
  response: quizAttemptSchema,
  successStatus: 201,
  grants: ['table:read', 'table:write'],
});

export const submitQuizAnswers = route({
  id: 'submitQuizAnswers',
  method: 'POST',
  path: '/api/training/lessons/{lessonId}/attempts/{attemptId}/answers',
  auth: ['buyer'],
  summary:
    'Scores an attempt on the server; 80 % completes the lesson, and the last required lesson earns the badge in the same transaction',
  request: { params: attemptParamsSchema, body: submitQuizAnswersBodySchema },
  response: quizResultSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

export const getMyCertification = route({
  id: 'getMyCertification',
  method: 'GET',
  path: '/api/training/certification',
  auth: ['buyer'],
  summary: "The caller's Certified Buyer badge, or null",
  request: {},
  response: myCertificationSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const getMyCredential = route({
  id: 'getMyCredential',
  method: 'GET',
  path: '/api/training/certification/credential',
  auth: ['buyer'],
  summary: "The caller's valid badge as a signed Open Badges 3.0 credential (JSON) to share",
  request: {},
  response: openBadgeCredentialSchema,
  successStatus: 200,
  grants: ['table:read', 'training:badge-sign'],
});

export const verifyCredential = route({
  id: 'verifyCredential',
  method: 'GET',
  path: '/api/training/credentials/{credentialId}',
  auth: 'public',
  summary: 'Whether a shared Certified Buyer credential is valid or revoked (public)',
  request: { params: credentialParamsSchema },
  response: credentialVerificationSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const getOnboarding = route({
  id: 'getOnboarding',
  method: 'GET',
  path: '/api/training/onboarding',
  auth: ['buyer'],
  summary: "The new buyer's checklist, each step from the account's real state",
  request: {},
  response: onboardingSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const dismissOnboarding = route({
  id: 'dismissOnboarding',
  method: 'PUT',
  path: '/api/training/onboarding',
  auth: ['buyer'],
  summary: 'Hides the checklist once every step is done, or shows it again',
  request: { body: dismissOnboardingBodySchema },
  response: onboardingSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

/* ------------------------------------------------------------- admins */

export const getAdminCourse = route({
  id: 'getAdminCourse',
  method: 'GET',
  path: '/api/admin/training/lessons',
  auth: ['admin'],
  summary: 'Every lesson, published or not, in order, with the course version and the valid badges (admin)',
  request: {},
  response: adminCourseSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const getAdminLesson = route({
  id: 'getAdminLesson',
  method: 'GET',
  path: '/api/admin/training/lessons/{lessonId}',
  auth: ['admin'],
  summary: 'One lesson in both languages with its quiz and answers, for the editor (admin)',
  request: { params: lessonParamsSchema },
  response: adminLessonSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const createLesson = route({
  id: 'createLesson',
  method: 'POST',
  path: '/api/admin/training/lessons',
  auth: ['admin'],
  summary: 'Adds an unpublished lesson at the end of the course (admin)',
  request: { body: createLessonBodySchema },
  response: adminLessonSchema,
  successStatus: 201,
  grants: ['table:read', 'table:write'],
});

export const updateLesson = route({
  id: 'updateLesson',
  method: 'PUT',
  path: '/api/admin/training/lessons/{lessonId}',
  auth: ['admin'],
  summary: "Saves a lesson's words and quiz over the revision it was edited from (admin)",
  request: { params: lessonParamsSchema, body: updateLessonBodySchema },
  response: adminLessonSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

export const setLessonSettings = route({
  id: 'setLessonSettings',
  method: 'PUT',
  path: '/api/admin/training/lessons/{lessonId}/settings',
  auth: ['admin'],
  summary:
    'Publishes or unpublishes a lesson and makes it required or optional, by the course-change rule (admin)',
  request: { params: lessonParamsSchema, body: lessonSettingsBodySchema },
  response: adminCourseSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

export const setLessonOrder = route({
  id: 'setLessonOrder',
  method: 'PUT',
  path: '/api/admin/training/order',
  auth: ['admin'],
  summary: 'Puts every lesson in a new order (admin)',
  request: { body: lessonOrderBodySchema },
  response: adminCourseSchema,
  successStatus: 200,
  grants: ['table:read', 'table:write'],
});

export const loadStandardCourse = route({
  id: 'loadStandardCourse',
  method: 'POST',
  path: '/api/admin/training/standard-course',
  auth: ['admin'],
  summary: 'Loads the standard course into an empty course, published (admin)',
  request: {},
  response: adminCourseSchema,
  successStatus: 201,
  grants: ['table:read', 'table:write'],
});

export const getTrainingStats = route({
  id: 'getTrainingStats',
  method: 'GET',
  path: '/api/admin/training/stats',
  auth: ['admin'],
  summary:
    'Buyers started and certified; per lesson started, completed, attempts, average score, drop-off (admin)',
  request: {},
  response: trainingStatsSchema,
  successStatus: 200,
  grants: ['table:read'],
});

export const trainingRoutes = [
  getTrainingOverview,
  getTrainingLesson,
  recordLessonVisit,
  startQuizAttempt,
  submitQuizAnswers,
  getMyCertification,
  getMyCredential,
  verifyCredential,
  getOnboarding,
  dismissOnboarding,
  getAdminCourse,
  getAdminLesson,
  createLesson,
  updateLesson,
  setLessonSettings,
  setLessonOrder,
  loadStandardCourse,
  getTrainingStats,
];

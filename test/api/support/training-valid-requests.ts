/**
 * Valid requests for the training routes in the authorization matrix. A buyer's quiz answers are
 * their own attempt's; the credential route certifies the calling buyer first (the demo buyer ends
 * the run certified); the admin's writes set what is already there (same order, same settings, same
 * words) or add a draft no buyer sees.
 */
import { STANDARD_COURSE } from '#shared/training/standard-course/index';
import type { AdminCourse, AdminLesson, MyCertification } from '#shared/training/training';
import { adminToken } from './accounts';
import { demoToken } from './deals';
import { answersFor, completeCourse, startAttempt, trainingCall } from './training';
import type { MatrixRequest, MatrixRequestFor } from './users-valid-requests';

const FIRST_LESSON = STANDARD_COURSE[0]!;
const LAST_LESSON = STANDARD_COURSE[STANDARD_COURSE.length - 1]!;

/** True when the token is a buyer's: only they read the course. */
const isBuyer = async (token: string | undefined) =>
  !!token && (await trainingCall(token, '/api/training/certification')).status === 200;

const adminRead = async <T>(path: string): Promise<T> =>
  (await trainingCall(await adminToken(), path)).body as T;

/** A draft lesson: valid content no buyer ever sees. */
export const draftLessonBody = () => ({ content: FIRST_LESSON.content, required: false });

export const TRAINING_VALID_REQUESTS: Record<string, MatrixRequest | MatrixRequestFor> = {
  getTrainingOverview: {},
  getTrainingLesson: { params: { lessonId: FIRST_LESSON.lessonId } },
  recordLessonVisit: { params: { lessonId: FIRST_LESSON.lessonId } },
  startQuizAttempt: { params: { lessonId: LAST_LESSON.lessonId }, body: { language: 'en' } },
  submitQuizAnswers: async (token) => {
    if (!(await isBuyer(token))) {
      const answers = LAST_LESSON.content.quiz.map((question) => ({
        questionId: question.questionId,
        choiceId: question.correctChoiceId,
      }));
      return {
        params: { lessonId: LAST_LESSON.lessonId, attemptId: '01JZ0000000000000000000000' },
        body: { answers },
      };
    }
    const attempt = await startAttempt(token!, LAST_LESSON.lessonId);
    return {
      params: { lessonId: attempt.lessonId, attemptId: attempt.attemptId },
      body: { answers: answersFor(attempt) },
    };
  },
  getMyCertification: {},
  getMyCredential: async (token) => {
    if (await isBuyer(token)) await completeCourse(token!);
    return {};
  },
  verifyCredential: async () => {
    const hybrid = await demoToken('hybrid@example.com');
    const { body } = await trainingCall(hybrid, '/api/training/certification');
    return {
      params: {
        credentialId: (body as MyCertification).certification?.credentialId ?? 'unknown-credential-0',
      },
    };
  },
  getOnboarding: {},
  dismissOnboarding: { body: { dismissed: false } },
  getAdminCourse: {},
  getAdminLesson: { params: { lessonId: FIRST_LESSON.lessonId } },
  createLesson: { body: draftLessonBody() },
  updateLesson: async () => {
    const lesson = await adminRead<AdminLesson>(`/api/admin/training/lessons/${FIRST_LESSON.lessonId}`);
    return {
      params: { lessonId: FIRST_LESSON.lessonId },
      body: { content: lesson.content, revision: lesson.revision },
    };
  },
  setLessonSettings: {
    params: { lessonId: FIRST_LESSON.lessonId },
    body: { published: true, required: FIRST_LESSON.required, requireRecertification: false },
  },
  setLessonOrder: async () => {
    const course = await adminRead<AdminCourse>('/api/admin/training/lessons');
    return { body: { lessonIds: course.lessons.map((lesson) => lesson.lessonId) } };
  },
  // The course holds the standard course already: loading it again changes nothing.
  loadStandardCourse: {},
  getTrainingStats: {},
};

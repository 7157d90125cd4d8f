/** The training course as the admin routes answer it, for the admin training tests. */
import type { AdminCourse, AdminLesson, AdminLessonSummary, TrainingStats } from '#shared/training/training';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { makeUser } from '../../../test/users';

/** A signed-in admin with two-step sign-in on (the page's sections show only then). */
export const trainingAdmin = makeUser({
  userId: 'admin-1',
  role: 'admin',
  roles: ['admin'],
  cognitoGroups: ['admins'],
  mfaEnabled: true,
});

/** One lesson of the admin list; `overrides` change any field. */
export function makeLessonSummary(overrides: Partial<AdminLessonSummary> = {}): AdminLessonSummary {
  return {
    lessonId: 'what-is-creative-finance',
    position: 1,
    title: { en: 'What is creative finance', es: 'Qué es la financiación creativa' },
    required: true,
    published: true,
    questionCount: 4,
    revision: 1,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Three lessons: two required published ones and a required draft. */
export function makeAdminCourse(overrides: Partial<AdminCourse> = {}): AdminCourse {
  return {
    lessons: [
      makeLessonSummary(),
      makeLessonSummary({
        lessonId: 'subject-to',
        position: 2,
        title: { en: 'Subject-to deals', es: 'Operaciones subject-to' },
        questionCount: 3,
      }),
      makeLessonSummary({
        lessonId: 'seller-finance',
        position: 3,
        title: { en: 'Seller financing', es: 'Financiación del vendedor' },
        published: false,
        questionCount: 5,
      }),
    ],
    version: 2,
    certificationValidFromVersion: 1,
    validCertifiedCount: 3,
    ...overrides,
  };
}

/** The first lesson in full, with a two-question quiz. */
export function makeAdminLesson(overrides: Partial<AdminLesson> = {}): AdminLesson {
  return {
    ...makeLessonSummary(),
    revision: 4,
    content: {
      title: { en: 'What is creative finance', es: 'Qué es la financiación creativa' },
      summary: { en: 'Deals beyond the bank loan.', es: 'Operaciones más allá del préstamo bancario.' },
      body: {
        en: '## Why it matters\n\nA **seller** can carry the note.',
        es: '## Por qué importa\n\nEl **vendedor** puede financiar.',
      },
      quiz: [
        {
          questionId: 'q1',
          prompt: { en: 'Who can carry the note?', es: '¿Quién puede financiar?' },
          choices: [
            { choiceId: 'c1', text: { en: 'The seller', es: 'El vendedor' } },
            { choiceId: 'c2', text: { en: 'Nobody', es: 'Nadie' } },
          ],
          correctChoiceId: 'c1',
        },
      ],
    },
    ...overrides,
  };
}

export function makeTrainingStats(overrides: Partial<TrainingStats> = {}): TrainingStats {
  return {
    buyersStarted: 42,
    buyersCertified: 17,
    lessons: [
      {
        lessonId: 'what-is-creative-finance',
        title: { en: 'What is creative finance', es: 'Qué es la financiación creativa' },
        started: 40,
        completed: 30,
        attempts: 55,
        averageScorePercent: 82.4,
        dropOffPercent: 25,
      },
      {
        lessonId: 'seller-finance',
        title: { en: 'Seller financing', es: 'Financiación del vendedor' },
        started: 0,
        completed: 0,
        attempts: 0,
        averageScorePercent: null,
        dropOffPercent: null,
      },
    ],
    ...overrides,
  };
}

/** An API refusal with this code, as the client raises it. */
export const apiError = (status: number, code: string) =>
  new ApiRequestError(status, 'Refused', '', { code, message: `server says ${code}` });

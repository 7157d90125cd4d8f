/**
 * Training's API (docs/requirements.md#r4-8, docs/training.md): the buyer's course, lessons and
 * quizzes, the Certified Buyer badge and its Open Badges credential, the buyer's onboarding
 * checklist, and the admin's authoring and statistics.
 */
import * as z from 'zod';
import { languageSchema } from '../core/language';
import {
  lessonContentSchema,
  lessonIdSchema,
  quizItemIdSchema,
  COURSE_LESSONS_MAX,
  QUIZ_QUESTIONS_MAX,
} from './lesson-content';

export * from './lesson-content';

/** Which language a buyer reads the course in; the caller's saved language when left out. */
export const trainingLanguageQuerySchema = z.object({ language: languageSchema.optional() }).strict();

export const lessonParamsSchema = z.object({ lessonId: lessonIdSchema }).strict();
export const attemptParamsSchema = z
  .object({ lessonId: lessonIdSchema, attemptId: z.string().regex(/^[0-9A-Z]{26}$/, 'attemptIdInvalid') })
  .strict();

export const LESSON_PROGRESS_STATES = ['not-started', 'started', 'completed'] as const;
export const lessonProgressStateSchema = z.enum(LESSON_PROGRESS_STATES);
export type LessonProgressState = z.infer<typeof lessonProgressStateSchema>;

/**
 * The Certified Buyer badge as its holder sees it. `valid` is false once the course asked for
 * re-certification after it was earned (docs/training.md "When the course changes").
 */
export const certificationSchema = z
  .object({
    earnedAt: z.iso.datetime(),
    courseVersion: z.number().int().min(1),
    credentialId: z.string(),
    valid: z.boolean(),
  })
  .meta({ id: 'Certification' });
export type Certification = z.infer<typeof certificationSchema>;

/** One lesson in the buyer's list: its words in the asked language and the buyer's progress. */
export const lessonSummarySchema = z
  .object({
    lessonId: z.string(),
    position: z.number().int().min(1),
    title: z.string(),
    summary: z.string(),
    required: z.boolean(),
    questionCount: z.number().int().min(0),
    readingMinutes: z.number().int().min(1),
    progress: lessonProgressStateSchema,
    completedAt: z.iso.datetime().nullable(),
    /** Best quiz score so far, in per cent; null before the first attempt. */
    bestScorePercent: z.number().int().min(0).max(100).nullable(),
  })
  .meta({ id: 'LessonSummary' });
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

/** GET /api/training: the published course and where the buyer stands in it. */
export const trainingOverviewSchema = z
  .object({
    language: languageSchema,
    lessons: z.array(lessonSummarySchema).max(COURSE_LESSONS_MAX),
    requiredCount: z.number().int().min(0),
    completedRequiredCount: z.number().int().min(0),
    /** The lesson to open next: the last one opened if not completed, else the first not completed. */
    resumeLessonId: z.string().nullable(),
    certification: certificationSchema.nullable(),
  })
  .meta({ id: 'TrainingOverview' });
export type TrainingOverview = z.infer<typeof trainingOverviewSchema>;

/** Quiz attempts left now and, when none, when the next one is allowed. */
export const quizAllowanceSchema = z
  .object({
    attemptsLeft: z.number().int().min(0),
    nextAttemptAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'QuizAllowance' });
export type QuizAllowance = z.infer<typeof quizAllowanceSchema>;

/** GET /api/training/lessons/{lessonId}: the lesson to read (never the quiz's answers). */
export const lessonDetailSchema = lessonSummarySchema
  .extend({
    /** Markdown; the page renders it without raw HTML (docs/training.md). */
    body: z.string(),
    previousLessonId: z.string().nullable(),
    nextLessonId: z.string().nullable(),
    quizAllowance: quizAllowanceSchema,
  })
  .meta({ id: 'LessonDetail' });
export type LessonDetail = z.infer<typeof lessonDetailSchema>;

/** Body of POST …/attempts: the language the questions come in. */
export const startQuizAttemptBodySchema = z
  .object({ language: languageSchema })
  .strict()
  .meta({ id: 'StartQuizAttemptBody' });

/** A question as an attempt shows it: shuffled, its choices shuffled, no answer. */
export const quizAttemptQuestionSchema = z
  .object({
    questionId: z.string(),
    prompt: z.string(),
    choices: z.array(z.object({ choiceId: z.string(), text: z.string() })),
  })
  .meta({ id: 'QuizAttemptQuestion' });

/** Answer of POST …/attempts: the questions of one attempt, in this attempt's order. */
export const quizAttemptSchema = z
  .object({
    attemptId: z.string(),
    lessonId: z.string(),
    expiresAt: z.iso.datetime(),
    questions: z.array(quizAttemptQuestionSchema),
    quizAllowance: quizAllowanceSchema,
  })
  .meta({ id: 'QuizAttempt' });
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

/** Body of POST …/attempts/{attemptId}/answers: one choice for every question of the attempt. */
export const submitQuizAnswersBodySchema = z
  .object({
    answers: z
      .array(z.object({ questionId: quizItemIdSchema, choiceId: quizItemIdSchema }).strict())
      .min(1)
      .max(QUIZ_QUESTIONS_MAX)
      .refine((answers) => new Set(answers.map((answer) => answer.questionId)).size === answers.length, {
        message: 'quizQuestionAnsweredTwice',
      }),
  })
  .strict()
  .meta({ id: 'SubmitQuizAnswersBody' });
export type SubmitQuizAnswersBody = z.infer<typeof submitQuizAnswersBodySchema>;

/**
 * The result of an attempt: the score, which questions were right (never which choice was), and
 * what it earned.
 */
export const quizResultSchema = z
  .object({
    lessonId: z.string(),
    correctCount: z.number().int().min(0),
    questionCount: z.number().int().min(1),
    scorePercent: z.number().int().min(0).max(100),
    passed: z.boolean(),
    questions: z.array(z.object({ questionId: z.string(), correct: z.boolean() })),
    lessonCompleted: z.boolean(),
    /** The badge after this attempt: earned by it or before, or null. */
    certification: certificationSchema.nullable(),
    /** True when this attempt earned the badge. */
    certifiedNow: z.boolean(),
    quizAllowance: quizAllowanceSchema,
  })
  .meta({ id: 'QuizResult' });
export type QuizResult = z.infer<typeof quizResultSchema>;

/** GET /api/training/certification: the caller's badge, or null. */
export const myCertificationSchema = z
  .object({ certification: certificationSchema.nullable() })
  .meta({ id: 'MyCertification' });
export type MyCertification = z.infer<typeof myCertificationSchema>;

/**
 * GET /api/training/certification/credential: the badge as an Open Badges 3.0 credential (a W3C
 * verifiable credential with an embedded Data Integrity proof; docs/training.md "The credential").
 */
export const openBadgeCredentialSchema = z
  .object({
    '@context': z.array(z.string()),
    id: z.string(),
    type: z.array(z.string()),
    issuer: z.record(z.string(), z.unknown()),
    validFrom: z.string(),
    name: z.string(),
    credentialSubject: z.record(z.string(), z.unknown()),
    credentialStatus: z.record(z.string(), z.unknown()).optional(),
    proof: z.record(z.string(), z.unknown()),
  })
  .loose()
  .meta({ id: 'OpenBadgeCredential' });
export type OpenBadgeCredential = z.infer<typeof openBadgeCredentialSchema>;

export const credentialParamsSchema = z
  .object({ credentialId: z.string().regex(/^[0-9A-Za-z_-]{16,64}$/, 'credentialIdInvalid') })
  .strict();

export const CREDENTIAL_STATUSES = ['valid', 'revoked'] as const;
export const credentialStatusSchema = z.enum(CREDENTIAL_STATUSES);

/** GET /api/training/credentials/{credentialId} (public): whether a shared badge still holds. */
export const credentialVerificationSchema = z
  .object({
    credentialId: z.string(),
    status: credentialStatusSchema,
    holderName: z.string(),
    achievementName: z.string(),
    issuerName: z.string(),
    issuedAt: z.iso.datetime(),
    /** When it stopped holding (re-certification asked, account closed), or null. */
    revokedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'CredentialVerification' });
export type CredentialVerification = z.infer<typeof credentialVerificationSchema>;

/** The steps of a new buyer's onboarding checklist, in order. */
export const ONBOARDING_STEPS = [
  'completeProfile',
  'setPreferences',
  'setBuyBox',
  'startTraining',
  'becomeCertified',
  'saveFavorite',
] as const;
export const onboardingStepSchema = z.enum(ONBOARDING_STEPS);
export type OnboardingStep = z.infer<typeof onboardingStepSchema>;

/** GET /api/training/onboarding: each step from the buyer's real state, and whether it is dismissed. */
export const onboardingSchema = z
  .object({
    steps: z.array(z.object({ step: onboardingStepSchema, done: z.boolean() })),
    completedCount: z.number().int().min(0),
    dismissed: z.boolean(),
  })
  .meta({ id: 'Onboarding' });
export type Onboarding = z.infer<typeof onboardingSchema>;

/**
 * Body of PUT /api/training/onboarding: hide the checklist (only once every step is done: 409
 * ONBOARDING_NOT_DONE before) or show it again (always).
 */
export const dismissOnboardingBodySchema = z
  .object({ dismissed: z.boolean() })
  .strict()
  .meta({ id: 'DismissOnboardingBody' });
export type DismissOnboardingBody = z.infer<typeof dismissOnboardingBodySchema>;

/* ---------------------------------------------------------------- admin */

/** A lesson as the admin list shows it. */
export const adminLessonSummarySchema = z
  .object({
    lessonId: z.string(),
    position: z.number().int().min(1),
    title: z.object({ en: z.string(), es: z.string() }),
    required: z.boolean(),
    published: z.boolean(),
    questionCount: z.number().int().min(0),
    /** Changes with every save; a save naming an older revision is 409 CONFLICT. */
    revision: z.number().int().min(1),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminLessonSummary' });
export type AdminLessonSummary = z.infer<typeof adminLessonSummarySchema>;

/** The course as admins see it: its version rule and how many hold a valid badge. */
export const adminCourseSchema = z
  .object({
    lessons: z.array(adminLessonSummarySchema).max(COURSE_LESSONS_MAX),
    /** Grows each time the required published set gains a lesson. */
    version: z.number().int().min(0),
    /** Badges earned on an older version than this are no longer valid. */
    certificationValidFromVersion: z.number().int().min(0),
    /** Buyers whose badge is valid now: those a re-certification would affect. */
    validCertifiedCount: z.number().int().min(0),
  })
  .meta({ id: 'AdminCourse' });
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** One lesson in full for the editor, answers included. */
export const adminLessonSchema = adminLessonSummarySchema
  .extend({ content: lessonContentSchema })
  .meta({ id: 'AdminLesson' });
export type AdminLesson = z.infer<typeof adminLessonSchema>;

/** Body of POST /api/admin/training/lessons: a new lesson, unpublished, last in the course. */
export const createLessonBodySchema = z
  .object({ content: lessonContentSchema, required: z.boolean() })
  .strict()
  .meta({ id: 'CreateLessonBody' });
export type CreateLessonBody = z.infer<typeof createLessonBodySchema>;

/** Body of PUT /api/admin/training/lessons/{lessonId}: new content for the revision it was edited from. */
export const updateLessonBodySchema = z
  .object({ content: lessonContentSchema, revision: z.number().int().min(1) })
  .strict()
  .meta({ id: 'UpdateLessonBody' });
export type UpdateLessonBody = z.infer<typeof updateLessonBodySchema>;

/**
 * Body of PUT /api/admin/training/lessons/{lessonId}/settings: publish or unpublish, required or
 * optional. `requireRecertification` applies only when the change adds a lesson to the required
 * published set (docs/training.md "When the course changes").
 */
export const lessonSettingsBodySchema = z
  .object({
    published: z.boolean(),
    required: z.boolean(),
    requireRecertification: z.boolean().default(false),
  })
  .strict()
  .meta({ id: 'LessonSettingsBody' });
export type LessonSettingsBody = z.infer<typeof lessonSettingsBodySchema>;

/** Body of PUT /api/admin/training/order: every lesson id, once, in the new order. */
export const lessonOrderBodySchema = z
  .object({
    lessonIds: z
      .array(lessonIdSchema)
      .min(1)
      .max(COURSE_LESSONS_MAX)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'lessonListedTwice' }),
  })
  .strict()
  .meta({ id: 'LessonOrderBody' });
export type LessonOrderBody = z.infer<typeof lessonOrderBodySchema>;

/** One lesson's figures in the admin statistics. */
export const lessonStatsSchema = z
  .object({
    lessonId: z.string(),
    title: z.object({ en: z.string(), es: z.string() }),
    started: z.number().int().min(0),
    completed: z.number().int().min(0),
    attempts: z.number().int().min(0),
    /** Mean score of every submitted attempt, in per cent; null before the first. */
    averageScorePercent: z.number().min(0).max(100).nullable(),
    /** Share of the buyers who opened the lesson and have not completed it, in per cent. */
    dropOffPercent: z.number().min(0).max(100).nullable(),
  })
  .meta({ id: 'LessonStats' });

/** GET /api/admin/training/stats: counters kept as buyers go, never a read of every user. */
export const trainingStatsSchema = z
  .object({
    buyersStarted: z.number().int().min(0),
    buyersCertified: z.number().int().min(0),
    lessons: z.array(lessonStatsSchema),
  })
  .meta({ id: 'TrainingStats' });
export type TrainingStats = z.infer<typeof trainingStatsSchema>;

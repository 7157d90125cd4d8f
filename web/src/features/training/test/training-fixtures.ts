/** Training API answers for web tests, each with the fields a test names and plausible others. */
import type {
  Certification,
  LessonDetail,
  LessonSummary,
  QuizAttempt,
  QuizResult,
  TrainingOverview,
} from '#shared/training/training';

export function makeLessonSummary(overrides: Partial<LessonSummary> = {}): LessonSummary {
  return {
    lessonId: 'how-the-marketplace-works',
    position: 1,
    title: 'How the marketplace works',
    summary: 'Invitations, offers and first right of refusal.',
    required: true,
    questionCount: 3,
    readingMinutes: 4,
    progress: 'not-started',
    completedAt: null,
    bestScorePercent: null,
    ...overrides,
  };
}

export function makeCertification(overrides: Partial<Certification> = {}): Certification {
  return {
    earnedAt: '2026-03-05T12:00:00.000Z',
    courseVersion: 1,
    credentialId: 'cred_0123456789abcdef',
    valid: true,
    ...overrides,
  };
}

export function makeOverview(overrides: Partial<TrainingOverview> = {}): TrainingOverview {
  return {
    language: 'en',
    lessons: [makeLessonSummary()],
    requiredCount: 1,
    completedRequiredCount: 0,
    resumeLessonId: 'how-the-marketplace-works',
    certification: null,
    ...overrides,
  };
}

export function makeLessonDetail(overrides: Partial<LessonDetail> = {}): LessonDetail {
  return {
    ...makeLessonSummary(),
    body: '## Why invitations\n\nSellers invite buyers they trust.',
    previousLessonId: null,
    nextLessonId: 'cash-deals',
    quizAllowance: { attemptsLeft: 3, nextAttemptAt: null },
    ...overrides,
  };
}

/** An attempt of two questions, `q1` (answers `a`/`b`) and `q2` (answers `c`/`d`). */
export function makeAttempt(overrides: Partial<QuizAttempt> = {}): QuizAttempt {
  return {
    attemptId: '01JABCDEFGHJKMNPQRSTVWXYZ0',
    lessonId: 'how-the-marketplace-works',
    expiresAt: '2026-03-05T14:00:00.000Z',
    questions: [
      {
        questionId: 'q1',
        prompt: 'Who may see an exclusive listing?',
        choices: [
          { choiceId: 'a', text: 'Invited buyers' },
          { choiceId: 'b', text: 'Everyone' },
        ],
      },
      {
        questionId: 'q2',
        prompt: 'What does first right of refusal give?',
        choices: [
          { choiceId: 'c', text: 'A first look at offers' },
          { choiceId: 'd', text: 'Nothing' },
        ],
      },
    ],
    quizAllowance: { attemptsLeft: 2, nextAttemptAt: null },
    ...overrides,
  };
}

export function makeQuizResult(overrides: Partial<QuizResult> = {}): QuizResult {
  return {
    lessonId: 'how-the-marketplace-works',
    correctCount: 2,
    questionCount: 2,
    scorePercent: 100,
    passed: true,
    questions: [
      { questionId: 'q1', correct: true },
      { questionId: 'q2', correct: true },
    ],
    lessonCompleted: true,
    certification: null,
    certifiedNow: false,
    quizAllowance: { attemptsLeft: 2, nextAttemptAt: null },
    ...overrides,
  };
}

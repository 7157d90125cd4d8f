/**
 * What a buyer does in the course (docs/training.md): read the overview and a lesson, record a
 * visit, start a quiz attempt and submit its answers. Only published lessons exist for buyers.
 */
import { ulid } from 'ulid';
import type { Language } from '#shared/core/language';
import {
  QUIZ_ATTEMPT_TTL_SECONDS,
  QUIZ_ATTEMPTS_PER_DAY,
  type LessonDetail,
  type LessonSummary,
  type QuizAttempt,
  type QuizResult,
  type SubmitQuizAnswersBody,
  type TrainingOverview,
} from '#shared/training/training';
import type { LessonRecord } from '../db/entities/training-course.entity';
import type { LessonProgressRecord } from '../db/entities/training-progress.entity';
import { isAccountActive } from '#shared/training/certification-rule';
import { LessonNotFoundError, QuizAttemptNotFoundError, QuizAttemptsExhaustedError } from '../lib/errors';
import { findUser } from '../users/users.service';
import type { Principal } from '../lib/http/principal';
import { callerAccount } from './caller-account';
import { awardBadgeIfDue, buildAward } from './badge-award';
import { isBadgeDue, requiredPublishedLessonIds, toCertification } from './certification';
import { readCourse, readLessonContent, type Course } from './course.repository';
import {
  ATTEMPT_ITEM,
  completedLessonIds,
  ensureCertifiedCounters,
  putQuizAttempt,
  readLessonProgress,
  readOneLessonProgress,
  readQuizAttempt,
  readTrainingProgress,
  writeScoredAttempt,
  writeVisit,
} from './progress.repository';
import { attemptQuestions, attemptsInWindow, quizAllowance, scoreAnswers, shuffleQuiz } from './quiz';
import { untilWritten } from './training-writes';

/** The published lessons, in course order. */
const publishedLessons = (course: Course): LessonRecord[] =>
  course.lessons.filter((lesson) => lesson.published);

/** A published lesson and its neighbours, or 404 LESSON_NOT_FOUND. */
function findPublished(course: Course, lessonId: string) {
  const published = publishedLessons(course);
  const index = published.findIndex((lesson) => lesson.lessonId === lessonId);
  const lesson = published[index];
  if (!lesson) throw new LessonNotFoundError();
  return {
    lesson,
    position: index + 1,
    previousLessonId: published[index - 1]?.lessonId ?? null,
    nextLessonId: published[index + 1]?.lessonId ?? null,
  };
}

/** A lesson as the buyer's list shows it. */
function toLessonSummary(
  lesson: LessonRecord,
  position: number,
  language: Language,
  progress: LessonProgressRecord | null | undefined,
): LessonSummary {
  return {
    lessonId: lesson.lessonId,
    position,
    title: lesson.title[language],
    summary: lesson.summary[language],
    required: lesson.required,
    questionCount: lesson.questionCount,
    readingMinutes: lesson.readingMinutes[language],
    progress: progress?.completedAt ? 'completed' : progress ? 'started' : 'not-started',
    completedAt: progress?.completedAt ?? null,
    bestScorePercent: progress?.bestScorePercent ?? null,
  };
}

/** The lesson to open next: the last one opened if not completed, else the first not completed. */
function resumeLessonId(
  published: readonly LessonRecord[],
  lastLessonId: string | null,
  completed: ReadonlySet<string>,
): string | null {
  const isOpen = (lessonId: string) => !completed.has(lessonId);
  if (lastLessonId && isOpen(lastLessonId) && published.some((lesson) => lesson.lessonId === lastLessonId)) {
    return lastLessonId;
  }
  return published.find((lesson) => isOpen(lesson.lessonId))?.lessonId ?? null;
}

/**
 * GET /api/training: the published course in the asked language (else the caller's), progress,
 * resume point and badge; awards a badge a course change made due (a required lesson unpublished).
 */
export async function getTrainingOverview(
  principal: Principal,
  query: { language?: Language },
  now: Date,
): Promise<TrainingOverview> {
  const user = await callerAccount(principal);
  const language = query.language ?? user.languagePreference;
  const [course, progress, training] = await Promise.all([
    readCourse(),
    readLessonProgress(user.userId),
    readTrainingProgress(user.userId),
  ]);
  const completed = completedLessonIds(progress);
  let badge = user.certification;
  let courseRecord = course.course;
  if (isBadgeDue(course.lessons, completed, badge, course.course)) {
    const awarded = await awardBadgeIfDue(user.userId, now);
    badge = awarded.badge;
    courseRecord = awarded.course;
  }
  const published = publishedLessons(course);
  const required = requiredPublishedLessonIds(course.lessons);
  return {
    language,
    lessons: published.map((lesson, index) =>
      toLessonSummary(lesson, index + 1, language, progress.get(lesson.lessonId)),
    ),
    requiredCount: required.length,
    completedRequiredCount: required.filter((lessonId) => completed.has(lessonId)).length,
    resumeLessonId: resumeLessonId(published, training?.lastLessonId ?? null, completed),
    certification: toCertification(badge, courseRecord, isAccountActive(user)),
  };
}

/** GET /api/training/lessons/{lessonId}: one published lesson to read (never its quiz's answers). */
export async function getTrainingLesson(
  principal: Principal,
  lessonId: string,
  query: { language?: Language },
  now: Date,
): Promise<LessonDetail> {
  const user = await callerAccount(principal);
  const language = query.language ?? user.languagePreference;
  const found = findPublished(await readCourse(), lessonId);
  const [content, progress] = await Promise.all([
    readLessonContent(lessonId),
    readOneLessonProgress(user.userId, lessonId),
  ]);
  if (!content) throw new LessonNotFoundError();
  return {
    ...toLessonSummary(found.lesson, found.position, language, progress),
    body: content.content.body[language],
    previousLessonId: found.previousLessonId,
    nextLessonId: found.nextLessonId,
    quizAllowance: quizAllowance(progress?.recentAttemptTimes ?? [], now),
  };
}

/**
 * POST /api/training/lessons/{lessonId}/visits: the lesson started and the place to resume. The
 * first visit of any lesson counts the buyer as started; the first of this lesson counts it started.
 */
export async function recordLessonVisit(principal: Principal, lessonId: string, now: Date): Promise<void> {
  findPublished(await readCourse(), lessonId);
  const { userId } = principal;
  await untilWritten(async () => {
    const [training, progress] = await Promise.all([
      readTrainingProgress(userId),
      readOneLessonProgress(userId, lessonId),
    ]);
    const outcome = await writeVisit(
      userId,
      lessonId,
      { trainingExists: training !== null, lessonProgressExists: progress !== null },
      now.toISOString(),
    );
    return outcome.kind === 'written' ? true : undefined;
  });
}

/**
 * POST /api/training/lessons/{lessonId}/attempts: the lesson's questions and choices in a fresh
 * random order, no answers; 429 QUIZ_ATTEMPTS_EXHAUSTED when the day's attempts are used.
 */
export async function startQuizAttempt(
  principal: Principal,
  lessonId: string,
  language: Language,
  now: Date,
): Promise<QuizAttempt> {
  const { lesson } = findPublished(await readCourse(), lessonId);
  const [content, progress] = await Promise.all([
    readLessonContent(lesson.lessonId),
    readOneLessonProgress(principal.userId, lessonId),
  ]);
  if (!content) throw new LessonNotFoundError();
  const allowance = quizAllowance(progress?.recentAttemptTimes ?? [], now);
  if (allowance.attemptsLeft === 0) throw new QuizAttemptsExhaustedError();
  // A quiz taken without opening the lesson (straight from the API) still starts the lesson and the course.
  if (!progress) await recordLessonVisit(principal, lessonId, now);
  const order = shuffleQuiz(content.content.quiz);
  const expiresAt = Math.floor(now.getTime() / 1000) + QUIZ_ATTEMPT_TTL_SECONDS;
  const attemptId = ulid(now.getTime());
  await putQuizAttempt(principal.userId, {
    attemptId,
    lessonId,
    revision: content.revision,
    questions: order,
    createdAt: now.toISOString(),
    expiresAt,
  });
  return {
    attemptId,
    lessonId,
    expiresAt: new Date(expiresAt * 1000).toISOString(),
    questions: attemptQuestions(order, content.content.quiz, language),
    quizAllowance: allowance,
  };
}

/**
 * POST …/attempts/{attemptId}/answers: scores the attempt on the server and stores it in one
 * transaction with the lesson's progress (conditional on no other attempt stored meanwhile, so
 * parallel submissions cannot pass the daily limit) and, when it completes the last required
 * lesson, the badge. A completion that did not carry the badge (another last lesson completed in
 * parallel) awards it afterwards if every lesson is complete by then.
 */
export async function submitQuizAnswers(
  principal: Principal,
  params: { lessonId: string; attemptId: string },
  body: SubmitQuizAnswersBody,
  now: Date,
): Promise<QuizResult> {
  const { userId } = principal;
  const { lessonId, attemptId } = params;
  const attempt = await readQuizAttempt(userId, attemptId);
  if (!attempt || attempt.lessonId !== lessonId || attempt.expiresAt * 1000 <= now.getTime()) {
    throw new QuizAttemptNotFoundError();
  }
  const at = now.toISOString();
  const stored = await untilWritten(async () => {
    const [course, progress, user] = await Promise.all([
      readCourse(),
      readLessonProgress(userId),
      findUser(userId),
    ]);
    findPublished(course, lessonId);
    const content = await readLessonContent(lessonId);
    if (!content) throw new LessonNotFoundError();
    // The lesson was edited after the attempt started: its questions may no longer be the lesson's.
    if (content.revision !== attempt.revision) throw new QuizAttemptNotFoundError();
    const score = scoreAnswers(attempt.questions, content.content.quiz, body.answers);
    const previous = progress.get(lessonId) ?? null;
    const inWindow = attemptsInWindow(previous?.recentAttemptTimes ?? [], now);
    if (inWindow.length >= QUIZ_ATTEMPTS_PER_DAY) throw new QuizAttemptsExhaustedError();
    const next: LessonProgressRecord = {
      lessonId,
      startedAt: previous?.startedAt ?? at,
      completedAt: previous?.completedAt ?? (score.passed ? at : null),
      bestScorePercent: Math.max(previous?.bestScorePercent ?? 0, score.scorePercent),
      recentAttemptTimes: [...inWindow, at],
      attemptCount: (previous?.attemptCount ?? 0) + 1,
    };
    const newlyCompleted = !previous?.completedAt && next.completedAt !== null;
    const completed = completedLessonIds(progress);
    if (next.completedAt) completed.add(lessonId);
    const award =
      user && newlyCompleted && isBadgeDue(course.lessons, completed, user.certification, course.course)
        ? buildAward(user, course.course, course.lessons, now, lessonId)
        : null;
    if (award) await ensureCertifiedCounters();
    const outcome = await writeScoredAttempt({
      userId,
      attemptId,
      lessonId,
      previous,
      next,
      scorePercent: score.scorePercent,
      award,
    });
    if (outcome.kind === 'conditionFailed' && outcome.index === ATTEMPT_ITEM)
      throw new QuizAttemptNotFoundError();
    if (outcome.kind !== 'written') return undefined;
    return {
      score,
      next,
      newlyCompleted,
      course: course.course,
      accountActive: user ? isAccountActive(user) : true,
      badge: award?.badge ?? user?.certification ?? null,
      certifiedNow: award !== null,
    };
  });
  let { badge, course, certifiedNow } = stored;
  if (stored.newlyCompleted && !certifiedNow) {
    const awarded = await awardBadgeIfDue(userId, now);
    ({ badge, course, certifiedNow } = awarded);
  }
  return {
    lessonId,
    correctCount: stored.score.correctCount,
    questionCount: stored.score.questionCount,
    scorePercent: stored.score.scorePercent,
    passed: stored.score.passed,
    questions: stored.score.questions,
    lessonCompleted: stored.next.completedAt !== null,
    certification: toCertification(badge, course, stored.accountActive),
    certifiedNow,
    quizAllowance: quizAllowance(stored.next.recentAttemptTimes, now),
  };
}

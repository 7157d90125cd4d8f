/**
 * The training course of the local stack (docs/training.md): the standard course, `buyer@` part of
 * the way through it and `hybrid@` certified. It runs the API's own services (the quizzes are
 * answered from the standard course's answer key), after the profiles exist. Idempotent: the course
 * loads only into an empty course, and an account that already started the course is left as it is,
 * so changes made in the app survive a restart.
 */
import type { UserRecord } from '#functions/db/entities/user.entity';
import { CourseNotEmptyError } from '#functions/lib/errors';
import type { Principal } from '#functions/lib/http/principal';
import { loadStandardCourse } from '#functions/training/standard-course-loader';
import { readTrainingProgress } from '#functions/training/progress.repository';
import { recordLessonVisit, startQuizAttempt, submitQuizAnswers } from '#functions/training/training.service';
import { findUser } from '#functions/users/users.repository';
import { primaryRole } from '#shared/users/roles';
import { STANDARD_COURSE } from '#shared/training/standard-course/index';
import type { SeedOutcome } from './seed-demo-accounts';

/** How far each demo buyer is: lessons passed in course order, and the one opened after them. */
export const DEMO_TRAINING: Readonly<Record<string, { passed: number; opened: boolean }>> = {
  'buyer@example.com': { passed: 2, opened: true },
  'hybrid@example.com': { passed: STANDARD_COURSE.length, opened: false },
};

/** The caller the services expect, for a seeded account. */
function principalOf(user: UserRecord): Principal {
  return {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    cognitoGroups: user.cognitoGroups,
    roles: user.roles,
    role: primaryRole(user.roles),
    emailVerified: true,
    account: user,
  };
}

/** Visits a lesson and passes its quiz with the answer key, as the buyer would in the page. */
async function passLesson(principal: Principal, lessonIndex: number, now: Date): Promise<void> {
  const { lessonId, content } = STANDARD_COURSE[lessonIndex]!;
  await recordLessonVisit(principal, lessonId, now);
  const attempt = await startQuizAttempt(principal, lessonId, 'en', now);
  const key = new Map(content.quiz.map((question) => [question.questionId, question.correctChoiceId]));
  const answers = attempt.questions.map(({ questionId }) => ({ questionId, choiceId: key.get(questionId)! }));
  await submitQuizAnswers(principal, { lessonId, attemptId: attempt.attemptId }, { answers }, now);
}

/** Loads the course and moves each demo buyer through it once. */
export async function seedDemoTraining(seeded: readonly SeedOutcome[], now = new Date()): Promise<void> {
  try {
    await loadStandardCourse(now);
  } catch (error) {
    // A course an admin built by hand instead: the demo progress would not fit it.
    if (error instanceof CourseNotEmptyError) return;
    throw error;
  }
  for (const { email, userId } of seeded) {
    const plan = DEMO_TRAINING[email];
    const user = plan && (await findUser(userId));
    if (!plan || !user || (await readTrainingProgress(userId))) continue;
    const principal = principalOf(user);
    for (let index = 0; index < plan.passed; index += 1) await passLesson(principal, index, now);
    if (plan.opened) await recordLessonVisit(principal, STANDARD_COURSE[plan.passed]!.lessonId, now);
  }
}

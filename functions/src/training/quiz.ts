/**
 * Quizzes as pure rules (docs/training.md "Quizzes"): the shuffled order an attempt shows, the score
 * of its answers against the lesson's quiz, and the rolling 24-hour allowance of attempts.
 */
import { randomInt } from 'node:crypto';
import {
  QUIZ_ATTEMPT_WINDOW_SECONDS,
  QUIZ_ATTEMPTS_PER_DAY,
  QUIZ_PASS_PERCENT,
  type QuizQuestionContent,
} from '#shared/training/lesson-content';
import type { Language } from '#shared/core/language';
import type { QuizAllowance } from '#shared/training/training';
import { QuizAnswersIncompleteError } from '../lib/errors';

/** The order one attempt shows: each question and the ids of its choices, as shown. */
export type AttemptOrder = { questionId: string; choiceIds: string[] }[];

/** A copy of `items` in a uniformly random order (Fisher–Yates with a cryptographic source). */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** A fresh order for an attempt: the questions shuffled, each question's choices shuffled. */
export const shuffleQuiz = (quiz: readonly QuizQuestionContent[]): AttemptOrder =>
  shuffled(quiz).map((question) => ({
    questionId: question.questionId,
    choiceIds: shuffled(question.choices.map((choice) => choice.choiceId)),
  }));

/** The questions of an attempt in its order and language, without their answers. */
export function attemptQuestions(
  order: AttemptOrder,
  quiz: readonly QuizQuestionContent[],
  language: Language,
) {
  const byId = new Map(quiz.map((question) => [question.questionId, question]));
  return order.flatMap(({ questionId, choiceIds }) => {
    const question = byId.get(questionId);
    if (!question) return [];
    const choices = new Map(question.choices.map((choice) => [choice.choiceId, choice]));
    return [
      {
        questionId,
        prompt: question.prompt[language],
        choices: choiceIds.flatMap((choiceId) => {
          const choice = choices.get(choiceId);
          return choice ? [{ choiceId, text: choice.text[language] }] : [];
        }),
      },
    ];
  });
}

/** The score of an attempt: which questions were right (never which choice was). */
export interface QuizScore {
  correctCount: number;
  questionCount: number;
  scorePercent: number;
  passed: boolean;
  questions: { questionId: string; correct: boolean }[];
}

/** Whether `correct` of `total` reaches the pass mark (compared in whole numbers: 4 of 5 is exactly 80 %). */
export const passes = (correct: number, total: number): boolean => correct * 100 >= QUIZ_PASS_PERCENT * total;

/**
 * Scores answers against the lesson's quiz. Every question of the attempt must be answered exactly
 * once with one of its choices, and nothing else answered; else 400 QUIZ_ANSWERS_INCOMPLETE.
 */
export function scoreAnswers(
  order: AttemptOrder,
  quiz: readonly QuizQuestionContent[],
  answers: readonly { questionId: string; choiceId: string }[],
): QuizScore {
  const given = new Map<string, string>();
  for (const answer of answers) {
    if (given.has(answer.questionId)) throw new QuizAnswersIncompleteError();
    given.set(answer.questionId, answer.choiceId);
  }
  if (given.size !== order.length) throw new QuizAnswersIncompleteError();
  const byId = new Map(quiz.map((question) => [question.questionId, question]));
  const questions = order.map(({ questionId, choiceIds }) => {
    const choiceId = given.get(questionId);
    const question = byId.get(questionId);
    if (choiceId === undefined || !question || !choiceIds.includes(choiceId)) {
      throw new QuizAnswersIncompleteError();
    }
    return { questionId, correct: question.correctChoiceId === choiceId };
  });
  const correctCount = questions.filter((question) => question.correct).length;
  const questionCount = questions.length;
  return {
    correctCount,
    questionCount,
    scorePercent: Math.round((correctCount * 100) / questionCount),
    passed: passes(correctCount, questionCount),
    questions,
  };
}

/** The submission times still inside the rolling window at `now`, oldest first. */
export function attemptsInWindow(recentAttemptTimes: readonly string[], now: Date): string[] {
  const windowStart = now.getTime() - QUIZ_ATTEMPT_WINDOW_SECONDS * 1000;
  return recentAttemptTimes.filter((time) => Date.parse(time) > windowStart).sort();
}

/** Attempts left now and, when none, when the oldest one in the window leaves it. */
export function quizAllowance(recentAttemptTimes: readonly string[], now: Date): QuizAllowance {
  const inWindow = attemptsInWindow(recentAttemptTimes, now);
  const attemptsLeft = Math.max(0, QUIZ_ATTEMPTS_PER_DAY - inWindow.length);
  const oldest = inWindow[inWindow.length - QUIZ_ATTEMPTS_PER_DAY];
  return {
    attemptsLeft,
    nextAttemptAt:
      attemptsLeft === 0 && oldest
        ? new Date(Date.parse(oldest) + QUIZ_ATTEMPT_WINDOW_SECONDS * 1000).toISOString()
        : null,
  };
}

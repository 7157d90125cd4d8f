/**
 * Helpers of the training API tests (docs/training.md): calls as a buyer, quiz attempts answered
 * right or wrong from the standard course's answer key, and a whole course completed.
 */
import { STANDARD_COURSE } from '#shared/training/standard-course/index';
import type { QuizAttempt, QuizResult, TrainingOverview } from '#shared/training/training';
import { callApi } from './local-stack';

const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

/** Calls a training route with this token; answers status and body. */
export const trainingCall = (token: string | undefined, path: string, method = 'GET', body?: unknown) =>
  callApi(path, { method, token, body: json(body) });

/** The answer key of a standard lesson: its correct choice by question id. */
function answerKey(lessonId: string): Map<string, string> {
  const lesson = STANDARD_COURSE.find((candidate) => candidate.lessonId === lessonId);
  if (!lesson) throw new Error(`${lessonId} is not a lesson of the standard course`);
  return new Map(lesson.content.quiz.map((question) => [question.questionId, question.correctChoiceId]));
}

/** Starts an attempt at a lesson's quiz; throws unless it answers 201. */
export async function startAttempt(token: string, lessonId: string, language = 'en'): Promise<QuizAttempt> {
  const { status, body } = await trainingCall(token, `/api/training/lessons/${lessonId}/attempts`, 'POST', {
    language,
  });
  if (status !== 201)
    throw new Error(`Could not start a quiz on ${lessonId}: ${status} ${JSON.stringify(body)}`);
  return body as QuizAttempt;
}

/** Every question of an attempt answered right, or (with `wrong`) every one answered wrong. */
export function answersFor(attempt: QuizAttempt, { wrong = false } = {}) {
  const key = answerKey(attempt.lessonId);
  return attempt.questions.map((question) => {
    const right = key.get(question.questionId);
    const choice = wrong
      ? question.choices.find((candidate) => candidate.choiceId !== right)
      : { choiceId: right };
    return { questionId: question.questionId, choiceId: choice?.choiceId ?? '' };
  });
}

/** POSTs answers to an attempt. */
export const postAnswers = (token: string, attempt: QuizAttempt, answers: unknown) =>
  trainingCall(
    token,
    `/api/training/lessons/${attempt.lessonId}/attempts/${attempt.attemptId}/answers`,
    'POST',
    {
      answers,
    },
  );

/** Takes a lesson's quiz once, right or wrong; throws unless the answers are scored. */
export async function takeQuiz(token: string, lessonId: string, { wrong = false } = {}): Promise<QuizResult> {
  const attempt = await startAttempt(token, lessonId);
  const { status, body } = await postAnswers(token, attempt, answersFor(attempt, { wrong }));
  if (status !== 200)
    throw new Error(`Could not answer the quiz on ${lessonId}: ${status} ${JSON.stringify(body)}`);
  return body as QuizResult;
}

/** The caller's course overview. */
export async function overview(token: string): Promise<TrainingOverview> {
  const { status, body } = await trainingCall(token, '/api/training');
  if (status !== 200) throw new Error(`Could not read the course: ${status} ${JSON.stringify(body)}`);
  return body as TrainingOverview;
}

/** The required lessons the caller has not completed, in course order. */
export async function lessonsLeft(token: string): Promise<string[]> {
  return (await overview(token)).lessons
    .filter((lesson) => lesson.required && lesson.progress !== 'completed')
    .map((lesson) => lesson.lessonId);
}

/** Passes every required lesson but `keep` (the last ones); answers the last result. */
export async function completeCourse(token: string, { keep = 0 } = {}): Promise<QuizResult | undefined> {
  const left = await lessonsLeft(token);
  let result: QuizResult | undefined;
  for (const lessonId of left.slice(0, left.length - keep)) result = await takeQuiz(token, lessonId);
  return result;
}

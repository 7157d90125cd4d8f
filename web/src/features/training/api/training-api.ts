/**
 * The buyer's training routes as /training and its lessons use them (docs/training.md): the course
 * overview and a lesson in the reader's language, the visit that marks a lesson started, and a quiz
 * attempt started then answered.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getTrainingLesson,
  getTrainingOverview,
  recordLessonVisit,
  startQuizAttempt,
  submitQuizAnswers,
} from '#shared/api/routes/training.routes';
import type { Language } from '#shared/core/language';
import type { SubmitQuizAnswersBody } from '#shared/training/training';
import { trainingQueryKeys } from '../../../domain/training/training-queries';
import { callRoute } from '../../../lib/api/app-api-client';
import { shouldRetryTrainingQuery } from '../training-errors';

/** The client's retry rule without retries of a missing lesson or a refused request. */
function useTrainingRetry() {
  const defaultRetry = useQueryClient().getDefaultOptions().queries?.retry;
  return (failureCount: number, error: Error) => shouldRetryTrainingQuery(failureCount, error, defaultRetry);
}

/** The published course and the buyer's progress in it, in `language` (a new language is a new read). */
export function useTrainingOverview(language: Language) {
  const retry = useTrainingRetry();
  return useQuery({
    queryKey: trainingQueryKeys.overview(language),
    queryFn: ({ signal }) => callRoute(getTrainingOverview, { query: { language }, signal }),
    retry,
    // A language switch keeps the page in place while the new words load.
    placeholderData: keepPreviousData,
  });
}

/** One published lesson to read, in `language`, with the quiz attempts left; not read while `enabled` is false. */
export function useTrainingLesson(lessonId: string, language: Language, enabled = true) {
  const retry = useTrainingRetry();
  return useQuery({
    queryKey: trainingQueryKeys.lesson(lessonId, language),
    enabled,
    queryFn: ({ signal }) =>
      callRoute(getTrainingLesson, { params: { lessonId }, query: { language }, signal }),
    retry,
    // A language switch keeps the lesson, and a quiz under way, on screen while the new words load.
    placeholderData: keepPreviousData,
  });
}

/** Re-reads the course and its lessons: progress, best scores, attempts left and the badge changed. */
function useRefreshTraining() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trainingQueryKeys.all });
}

/** Marks the lesson started and the place to resume; the course overview is read again after. */
export function useRecordLessonVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) => callRoute(recordLessonVisit, { params: { lessonId } }),
    // Only the overview shows what a visit changes; the open lesson need not be read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trainingQueryKeys.overviews }),
  });
}

/** Starts a quiz attempt: the questions shuffled, in `language`, without answers. */
export function useStartQuizAttempt(lessonId: string) {
  const refresh = useRefreshTraining();
  return useMutation({
    mutationFn: (language: Language) =>
      callRoute(startQuizAttempt, { params: { lessonId }, body: { language } }),
    // The attempt used one of the allowance; a refusal (attempts exhausted) says when the next is.
    onSettled: refresh,
  });
}

/** Sends the answers of an attempt; the server scores them. */
export function useSubmitQuizAnswers(lessonId: string) {
  const refresh = useRefreshTraining();
  return useMutation({
    mutationFn: ({ attemptId, body }: { attemptId: string; body: SubmitQuizAnswersBody }) =>
      callRoute(submitQuizAnswers, { params: { lessonId, attemptId }, body }),
    onSettled: refresh,
  });
}

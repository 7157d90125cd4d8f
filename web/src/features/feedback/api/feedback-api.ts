/**
 * The feedback routes as the widget and /feedback use them (docs/requirements.md#r2-11): a
 * challenge to solve, a screenshot uploaded first by presigned POST, the feedback itself, and the
 * caller's own feedback a page at a time.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createFeedbackChallenge,
  createFeedbackScreenshot,
  listMyFeedback,
  submitFeedback,
} from '#shared/api/routes/feedback.routes';
import type { SubmitFeedbackBody } from '#shared/feedback/feedback';
import type { ImageContentType } from '#shared/users/profile';
import { callRoute } from '../../../lib/api/app-api-client';
import { uploadWithPolicy } from '../../../lib/api/upload-with-policy';

const MY_FEEDBACK_KEY = ['feedback', 'mine'] as const;
/** Feedback items per page of the user's own list. */
export const MY_FEEDBACK_PAGE_SIZE = 10;

/** A fresh proof-of-work challenge for the signed-in user (bearer token, so not the widget's own fetch). */
export function requestChallenge() {
  return callRoute(createFeedbackChallenge);
}

/**
 * Uploads a screenshot to the caller's private prefix with progress (0 to 1); answers its key. An
 * aborted signal cancels the policy request or stops the upload under way.
 */
export function uploadScreenshot(
  image: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return uploadWithPolicy(
    image,
    () =>
      callRoute(createFeedbackScreenshot, {
        body: { contentType: image.type as ImageContentType, size: image.size },
        ...(signal ? { signal } : {}),
      }),
    onProgress,
    signal,
  );
}

/** The user's own feedback, newest first, a page at a time. */
export function useMyFeedback() {
  return useInfiniteQuery({
    queryKey: MY_FEEDBACK_KEY,
    queryFn: ({ pageParam, signal }) =>
      callRoute(listMyFeedback, {
        query: { limit: MY_FEEDBACK_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** Sends a feedback (cancelled by `signal`); the user's own list is read again after. */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, signal }: { body: SubmitFeedbackBody; signal?: AbortSignal }) =>
      callRoute(submitFeedback, { body, ...(signal ? { signal } : {}) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_FEEDBACK_KEY }),
  });
}

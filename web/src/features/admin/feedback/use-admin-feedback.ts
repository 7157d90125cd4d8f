import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  countFeedback,
  deleteFeedback,
  getFeedback,
  getFeedbackSubscription,
  listFeedback,
  setFeedbackStatus,
  setFeedbackSubscription,
} from '#shared/api/routes/feedback.routes';
import type { AdminFeedback, FeedbackStatus } from '#shared/feedback/feedback';
import { callRoute } from '../../../lib/api/app-api-client';
import { showToast, type CommonTranslationKey } from '../../../lib/toast/toast-store';
import type { FeedbackFilters } from './feedback-filters';

/** Every admin feedback query starts with this key, so one invalidation refreshes list, counts and detail. */
const FEEDBACK_KEY = ['admin', 'feedback'] as const;
const LIST_KEY = [...FEEDBACK_KEY, 'list'] as const;
const COUNTS_KEY = [...FEEDBACK_KEY, 'counts'] as const;
const SUBSCRIPTION_KEY = ['admin', 'feedback-subscription'] as const;
/** Rows per page of the feedback table. */
export const ADMIN_FEEDBACK_PAGE_SIZE = 20;
const toast = (key: string) => `admin:${key}` as CommonTranslationKey;

/** Feedback newest first, narrowed by the filters, a page at a time. */
export function useFeedbackList(filters: FeedbackFilters) {
  return useInfiniteQuery({
    queryKey: [...LIST_KEY, filters.status ?? '', filters.type ?? ''],
    queryFn: ({ pageParam, signal }) =>
      callRoute(listFeedback, {
        query: {
          limit: ADMIN_FEEDBACK_PAGE_SIZE,
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.type ? { type: filters.type } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** How many feedback items are in each status. */
export function useFeedbackCounts() {
  return useQuery({
    queryKey: COUNTS_KEY,
    queryFn: ({ signal }) => callRoute(countFeedback, { signal }),
  });
}

/**
 * One feedback read again when its detail opens: the screenshot link of a list row may have
 * expired (links last a few minutes). The row shows meanwhile.
 */
export function useFeedbackDetail(row: AdminFeedback) {
  return useQuery({
    queryKey: [...FEEDBACK_KEY, 'detail', row.feedbackId],
    queryFn: ({ signal }) => callRoute(getFeedback, { params: { feedbackId: row.feedbackId }, signal }),
    placeholderData: row,
    staleTime: 0,
  });
}

/** Marks a feedback open, in progress or resolved; the list, the counts and the detail are read again. */
export function useSetFeedbackStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ feedbackId, status }: { feedbackId: string; status: FeedbackStatus }) =>
      callRoute(setFeedbackStatus, { params: { feedbackId }, body: { status } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
      showToast({ variant: 'success', title: toast('toasts.feedbackStatusChanged') });
    },
    onError: () => showToast({ variant: 'error', title: toast('toasts.feedbackStatusFailed') }),
  });
}

/** Deletes a feedback (and, on the server, its screenshot); the list, the counts and the detail are read again. */
export function useDeleteFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedbackId: string) => callRoute(deleteFeedback, { params: { feedbackId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
      showToast({ variant: 'success', title: toast('toasts.feedbackDeleted') });
    },
  });
}

/** The admin's own setting: an e-mail for each new bug report (off until turned on). */
export function useFeedbackSubscription() {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: ({ signal }) => callRoute(getFeedbackSubscription, { signal }),
  });
}

/** Turns the bug-report e-mails on or off; the answer becomes the shown setting. */
export function useSetFeedbackSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bugReportEmails: boolean) =>
      callRoute(setFeedbackSubscription, { body: { bugReportEmails } }),
    onSuccess: (subscription) => {
      queryClient.setQueryData(SUBSCRIPTION_KEY, subscription);
      showToast({
        variant: 'success',
        title: toast(subscription.bugReportEmails ? 'toasts.bugEmailsOn' : 'toasts.bugEmailsOff'),
      });
    },
    onError: () => showToast({ variant: 'error', title: toast('toasts.bugEmailsFailed') }),
  });
}

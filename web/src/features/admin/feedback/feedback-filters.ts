import {
  feedbackStatusSchema,
  feedbackTypeSchema,
  type FeedbackStatus,
  type FeedbackType,
} from '#shared/feedback/feedback';

/** The feedback table's filters; absent means every status or type. */
export interface FeedbackFilters {
  status?: FeedbackStatus;
  type?: FeedbackType;
}

/** The filters named in the URL's query string (`?status=…&type=…`); unknown values are ignored. */
export function readFeedbackFilters(searchParams: URLSearchParams): FeedbackFilters {
  const status = feedbackStatusSchema.safeParse(searchParams.get('status'));
  const type = feedbackTypeSchema.safeParse(searchParams.get('type'));
  return {
    ...(status.success ? { status: status.data } : {}),
    ...(type.success ? { type: type.data } : {}),
  };
}

/** The query string with one filter set, or removed when `value` is empty; other parameters stay. */
export function withFeedbackFilter(
  searchParams: URLSearchParams,
  name: keyof FeedbackFilters,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(searchParams);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

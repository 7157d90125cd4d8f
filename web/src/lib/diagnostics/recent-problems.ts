/**
 * The last client errors and failed API calls of this tab, kept in memory for a bug report's
 * context (docs/requirements.md#r2-11): an error's message, a call's method, path (no query) and
 * status; never a body. Recording runs from the first moment, so it stays small: the messages are
 * cleaned (URL queries and tokens cut) only when a bug report reads them (report-problems.ts).
 */
import type { FeedbackRecentProblem } from '#shared/feedback/feedback';
import { FEEDBACK_RECENT_PROBLEMS_MAX } from '#shared/feedback/feedback-limits';

/** Longest raw error message kept in memory (a report keeps less: report-problems.ts). */
const RAW_MESSAGE_MAX = 2000;
const FAILED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type FailedMethod = (typeof FAILED_METHODS)[number];

let problems: FeedbackRecentProblem[] = [];

function remember(problem: FeedbackRecentProblem): void {
  problems = [...problems, problem].slice(-FEEDBACK_RECENT_PROBLEMS_MAX);
}

/** Keeps a client error's message as it is, capped; a bug report cleans it before sending. */
export function recordClientError(message: string): void {
  remember({ kind: 'clientError', message: message.slice(0, RAW_MESSAGE_MAX), at: new Date().toISOString() });
}

/** Keeps a failed API call: its method, the path without query or fragment, and the status (0: no answer). */
export function recordFailedRequest(method: string, url: string, status: number): void {
  const upper = method.toUpperCase();
  if (!(FAILED_METHODS as readonly string[]).includes(upper)) return;
  const path = new URL(url, 'http://origin.invalid').pathname.slice(0, 300);
  remember({
    kind: 'failedRequest',
    method: upper as FailedMethod,
    path,
    status,
    at: new Date().toISOString(),
  });
}

/** The problems kept, oldest first (at most FEEDBACK_RECENT_PROBLEMS_MAX), messages as recorded. */
export function recentProblems(): FeedbackRecentProblem[] {
  return [...problems];
}

/** Forgets every problem (sign-out, tests). */
export function clearRecentProblems(): void {
  problems = [];
}

/** An error's name and message; a string as it is; anything else as `fallback`. */
function describeProblem(reason: unknown, fallback: string): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  return typeof reason === 'string' && reason.trim() !== '' ? reason : fallback;
}

/** Records the window's uncaught errors and unhandled rejections from now on; answers how to stop. */
export function recordWindowProblems(target: Window = window): () => void {
  // Chromium's message of a thrown DOMException is a bare "Uncaught": the error itself says more.
  const onError = (event: ErrorEvent) =>
    recordClientError(describeProblem(event.error, event.message || 'Uncaught error'));
  const onRejection = (event: PromiseRejectionEvent) =>
    recordClientError(describeProblem(event.reason, 'Unhandled rejection'));
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

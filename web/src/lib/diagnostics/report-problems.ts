/**
 * The recent problems as a bug report sends them (docs/requirements.md#r2-11): each error message
 * with whitespace folded, URL queries and token-like strings cut, and capped to what the feedback
 * schema allows. Loaded with the feedback form, not with the app shell.
 */
import type { FeedbackRecentProblem } from '#shared/feedback/feedback';
import { recentProblems } from './recent-problems';

/** Longest error message sent, as the feedback schema allows. */
const MESSAGE_MAX = 200;
/** A URL's query or fragment in a message (a link's token would ride there). */
const URL_QUERY = /(\b[a-z][\w+.-]*:\/\/[^\s?#]*)[?#]\S*/gi;
/** Something shaped like a JWT or a long secret. */
const TOKEN_LIKE = /\beyJ[\w-]+\.[\w-]+\.[\w-]*|\b[A-Za-z0-9_-]{40,}\b/g;

/** An error message fit to send: whitespace folded, URL queries and token-like strings cut, capped. */
export function cleanProblemMessage(message: string): string {
  return (
    message
      .replace(URL_QUERY, '$1')
      .replace(TOKEN_LIKE, '[redacted]')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MESSAGE_MAX) || 'Unknown error'
  );
}

/** The recent problems, oldest first, with their messages cleaned. */
export function reportableProblems(): FeedbackRecentProblem[] {
  return recentProblems().map((problem) =>
    problem.kind === 'clientError' ? { ...problem, message: cleanProblemMessage(problem.message) } : problem,
  );
}

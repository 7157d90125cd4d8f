/**
 * The recent problems as a bug report sends them (docs/requirements.md#r2-11): each error message
 * with whitespace folded, URL queries, token-like strings and the characters no text field accepts
 * cut, each failed call's path with its token-like segments cut, both capped to what the feedback
 * schema allows; an entry the schema would still refuse is left out, so one odd message never costs
 * the whole report. Loaded with the feedback form, not with the app shell.
 */
import { type FeedbackRecentProblem, feedbackRecentProblemSchema } from '#shared/feedback/feedback';
import { FEEDBACK_PAGE_PATH_MAX } from '#shared/feedback/feedback-limits';
import { FORBIDDEN_CHARACTERS } from '#shared/core/validation';
import { recentProblems } from './recent-problems';

/** Longest error message sent, as the feedback schema allows. */
const MESSAGE_MAX = 200;
/** A URL's query or fragment in a message (a link's token would ride there). */
const URL_QUERY = /(\b[a-z][\w+.-]*:\/\/[^\s?#]*)[?#]\S*/gi;
/** Something shaped like a JWT or a long secret (an invitation token in a path is 43 characters). */
const TOKEN_LIKE = /\beyJ[\w-]+\.[\w-]+\.[\w-]*|\b[A-Za-z0-9_-]{40,}\b/g;
/** Every character the shared text builder refuses, to strip them all. */
const FORBIDDEN_EVERYWHERE = new RegExp(FORBIDDEN_CHARACTERS.source, 'gu');

/**
 * The longest start of `text` within `max` UTF-16 units (as the schema counts) that never splits a
 * character: a cut through a surrogate pair would leave a lone surrogate the schema refuses.
 */
function cutWholeCharacters(text: string, max: number): string {
  let cut = '';
  for (const character of text) {
    if (cut.length + character.length > max) break;
    cut += character;
  }
  return cut;
}

/** NFC (as the schema stores it), the characters no text field accepts removed (so none hides a token), tokens cut. */
function redactText(text: string): string {
  return text.normalize('NFC').replace(FORBIDDEN_EVERYWHERE, '').replace(TOKEN_LIKE, '[redacted]');
}

/** An error message fit to send: whitespace folded, URL queries, token-like strings and forbidden characters cut, capped. */
export function cleanProblemMessage(message: string): string {
  const folded = redactText(message.replace(URL_QUERY, '$1').replace(/\s+/g, ' '));
  return cutWholeCharacters(folded.trim(), MESSAGE_MAX).trim() || 'Unknown error';
}

/** A failed call's path fit to send: token-like segments (an invitation link's token) cut, capped. */
export function cleanProblemPath(path: string): string {
  return cutWholeCharacters(redactText(path).trim(), FEEDBACK_PAGE_PATH_MAX) || '/';
}

function cleanProblem(problem: FeedbackRecentProblem): FeedbackRecentProblem {
  return problem.kind === 'clientError'
    ? { ...problem, message: cleanProblemMessage(problem.message) }
    : { ...problem, path: cleanProblemPath(problem.path) };
}

/** The recent problems, oldest first, cleaned; any the feedback schema would still refuse left out. */
export function reportableProblems(): FeedbackRecentProblem[] {
  return recentProblems()
    .map(cleanProblem)
    .filter((problem) => feedbackRecentProblemSchema.safeParse(problem).success);
}

/**
 * Feedback's limits as plain numbers, apart from its schemas so that the app shell (which keeps the
 * recent client problems from the first moment) does not load every feedback schema to know one.
 */
/** Longest comment, in characters after trimming (docs/requirements.md#r5-9). */
export const FEEDBACK_COMMENT_MAX = 500;

/** Largest screenshot: under 10 MB (docs/requirements.md#r9-7). */
export const FEEDBACK_SCREENSHOT_MAX_BYTES = 10 * 1024 * 1024 - 1;

/** Longest page path kept with a feedback. */
export const FEEDBACK_PAGE_PATH_MAX = 300;

/** Most client errors and failed API calls a bug report carries. */
export const FEEDBACK_RECENT_PROBLEMS_MAX = 10;

/** Longest verification payload (the ALTCHA widget's base64 JSON is well under 1 KB). */
export const FEEDBACK_VERIFICATION_MAX = 4096;

/** Most feedback items one page of a list holds. */
export const FEEDBACK_PAGE_MAX = 50;

/** How long an issued challenge can be solved and sent. */
export const FEEDBACK_CHALLENGE_TTL_SECONDS = 5 * 60;

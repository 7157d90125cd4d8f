/**
 * Training's limits and rules as plain numbers (docs/requirements.md#r4-8), apart from its schemas so
 * that screens showing progress need not load every lesson schema.
 */
/** Most lessons a course holds: one Query reads every lesson summary. */
export const COURSE_LESSONS_MAX = 30;

/** Longest lesson title, in characters. */
export const LESSON_TITLE_MAX = 120;

/** Longest lesson summary (the line under its title in the list). */
export const LESSON_SUMMARY_MAX = 300;

/**
 * Longest lesson body, Markdown, per language. 900 words run to about 6,500 characters; both
 * languages and the quiz of the longest lesson still fit the API's 64 KB body limit.
 */
export const LESSON_BODY_MAX = 10_000;

/** Fewest and most questions in a lesson's quiz (the standard course has 3 to 5). */
export const QUIZ_QUESTIONS_MIN = 1;
export const QUIZ_QUESTIONS_MAX = 8;

/** Fewest and most choices a question offers. */
export const QUIZ_CHOICES_MIN = 2;
export const QUIZ_CHOICES_MAX = 5;

/** Longest question prompt and choice text, in characters. */
export const QUIZ_PROMPT_MAX = 300;
export const QUIZ_CHOICE_MAX = 160;

/** The score that passes a quiz, in per cent of its questions. */
export const QUIZ_PASS_PERCENT = 80;

/** Quiz attempts a buyer may submit for one lesson in any 24 hours. */
export const QUIZ_ATTEMPTS_PER_DAY = 3;
export const QUIZ_ATTEMPT_WINDOW_SECONDS = 24 * 60 * 60;

/** How long a started attempt (its shuffled questions) can be answered. */
export const QUIZ_ATTEMPT_TTL_SECONDS = 2 * 60 * 60;

/** Ids: lowercase letters, digits and dashes (lesson ids are slugs or lower-cased ULIDs). */
export const LESSON_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
export const QUIZ_ITEM_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * Feedback (docs/requirements.md#r2-11, #r3-8, #r5-9): what signed-in users send through the
 * floating widget or /feedback, what they see of their own, and what admins review.
 */
import * as z from 'zod';
import { cursorPageQuerySchema, cursorPageSchema } from '../api/cursor-page';
import { languageSchema } from '../core/language';
import { emailSchema, textSchema } from '../core/validation';
import { imageContentTypeSchema } from '../users/profile';
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
  FEEDBACK_PAGE_PATH_MAX,
  FEEDBACK_RECENT_PROBLEMS_MAX,
  FEEDBACK_VERIFICATION_MAX,
  FEEDBACK_PAGE_MAX,
} from './feedback-limits';

export * from './feedback-limits';

/** Every feedback type; the widget offers the first three (`other` comes from older clients). */
export const FEEDBACK_TYPES = ['bug', 'idea', 'question', 'other'] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES, { error: 'feedbackTypeRequired' });
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;
/** The types the widget and the page offer, in their order. */
export const WIDGET_FEEDBACK_TYPES = ['bug', 'idea', 'question'] as const satisfies readonly FeedbackType[];

export const FEEDBACK_STATUSES = ['open', 'in-progress', 'resolved'] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** A path of this site as the browser showed it: starts with `/`, no scheme or host. */
const pagePathSchema = textSchema({ min: 1, max: FEEDBACK_PAGE_PATH_MAX }).refine(
  (path) => path.startsWith('/') && !path.startsWith('//'),
  'pagePathInvalid',
);

/**
 * Something that went wrong in the browser before a bug report: a client error (its message, capped)
 * or a failed API call (its path and status only: never a body, a query or a token).
 */
export const feedbackRecentProblemSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('clientError'),
      message: textSchema({ min: 1, max: 200 }),
      at: z.iso.datetime(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('failedRequest'),
      method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      path: pagePathSchema,
      status: z.number().int().min(0).max(599),
      at: z.iso.datetime(),
    })
    .strict(),
]);
export type FeedbackRecentProblem = z.infer<typeof feedbackRecentProblemSchema>;

/** What a bug report tells admins about the browser it came from. */
export const feedbackContextSchema = z
  .object({
    appVersion: textSchema({ min: 1, max: 64 }),
    viewport: z
      .object({ width: z.number().int().min(1).max(20_000), height: z.number().int().min(1).max(20_000) })
      .strict(),
    recentProblems: z.array(feedbackRecentProblemSchema).max(FEEDBACK_RECENT_PROBLEMS_MAX),
  })
  .strict()
  .meta({ id: 'FeedbackContext' });
export type FeedbackContext = z.infer<typeof feedbackContextSchema>;

/**
 * A proof-of-work challenge (ALTCHA): the parameters the browser solves and the server's signature
 * over them. It names the user it was issued to and expires within five minutes.
 */
export const feedbackChallengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string(),
  })
  .meta({ id: 'FeedbackChallenge' });
export type FeedbackChallenge = z.infer<typeof feedbackChallengeSchema>;

/** Body of POST /api/feedback/screenshots: the image the browser is about to upload. */
export const createFeedbackScreenshotBodySchema = z
  .object({
    contentType: imageContentTypeSchema,
    /** The file's size in bytes; the policy enforces it again at S3. */
    size: z.number().int().min(1, 'fileEmpty').max(FEEDBACK_SCREENSHOT_MAX_BYTES, 'screenshotTooLarge'),
  })
  .strict()
  .meta({ id: 'CreateFeedbackScreenshotBody' });

/** Body of POST /api/feedback. */
export const submitFeedbackBodySchema = z
  .object({
    type: feedbackTypeSchema,
    comment: textSchema({
      min: 1,
      max: FEEDBACK_COMMENT_MAX,
      multiline: true,
      messages: { required: 'feedbackCommentRequired', tooLong: 'feedbackCommentTooLong' },
    }),
    /** Where to answer; the form prefills the account's address, and the user may clear it. */
    email: emailSchema.nullable(),
    /** The page the user was on when they opened the form. */
    pagePath: pagePathSchema,
    language: languageSchema,
    /** A screenshot uploaded through POST /api/feedback/screenshots (bug reports only). */
    screenshotKey: textSchema({ min: 1, max: 300 }).nullable(),
    /** Bug reports only: the browser's context. */
    context: feedbackContextSchema.nullable(),
    /** The ALTCHA widget's payload: the solved challenge, base64 JSON. */
    verification: z
      .string()
      .min(1, 'verificationRequired')
      .max(FEEDBACK_VERIFICATION_MAX)
      .regex(/^[A-Za-z0-9+/=_-]+$/, 'verificationInvalid'),
  })
  .strict()
  .superRefine((body, context) => {
    if (body.type !== 'bug' && body.screenshotKey !== null) {
      context.addIssue({ code: 'custom', message: 'screenshotBugOnly', path: ['screenshotKey'] });
    }
  })
  .meta({ id: 'SubmitFeedbackBody' });
export type SubmitFeedbackBody = z.infer<typeof submitFeedbackBodySchema>;

/** A feedback as its author sees it on /feedback. */
export const myFeedbackSchema = z
  .object({
    feedbackId: z.string(),
    type: feedbackTypeSchema,
    comment: z.string(),
    pagePath: z.string(),
    hasScreenshot: z.boolean(),
    status: feedbackStatusSchema,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'MyFeedback' });
export type MyFeedback = z.infer<typeof myFeedbackSchema>;

/** A feedback as admins see it; the screenshot is a short-lived presigned link. */
export const adminFeedbackSchema = myFeedbackSchema
  .extend({
    email: z.string().nullable(),
    userId: z.string(),
    userName: z.string(),
    language: languageSchema,
    userAgent: z.string(),
    context: feedbackContextSchema.nullable(),
    /** A presigned GET of the screenshot, valid for a few minutes; null when there is none. */
    screenshotUrl: z.string().nullable(),
    /** The admin who last changed the status; null while nobody has. */
    statusChangedBy: z.string().nullable(),
  })
  .meta({ id: 'AdminFeedback' });
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const myFeedbackPageSchema = cursorPageSchema(myFeedbackSchema, 'MyFeedbackPage');
export const myFeedbackQuerySchema = cursorPageQuerySchema(FEEDBACK_PAGE_MAX);

export const adminFeedbackPageSchema = cursorPageSchema(adminFeedbackSchema, 'AdminFeedbackPage');
/** GET /api/admin/feedback: newest first, optionally one status and/or one type. */
export const adminFeedbackQuerySchema = cursorPageQuerySchema(FEEDBACK_PAGE_MAX).extend({
  status: feedbackStatusSchema.optional(),
  type: feedbackTypeSchema.optional(),
});

/** How many feedback items are in each status (the admin tab's counts). */
export const feedbackCountsSchema = z
  .object(
    Object.fromEntries(FEEDBACK_STATUSES.map((status) => [status, z.number().int().min(0)])) as {
      [Status in FeedbackStatus]: z.ZodNumber;
    },
  )
  .meta({ id: 'FeedbackCounts' });
export type FeedbackCounts = z.infer<typeof feedbackCountsSchema>;

export const feedbackParamsSchema = z.object({ feedbackId: z.string().min(1).max(64) });

/** Body of PATCH /api/admin/feedback/{feedbackId}. */
export const setFeedbackStatusBodySchema = z
  .object({ status: feedbackStatusSchema })
  .strict()
  .meta({ id: 'SetFeedbackStatusBody' });

/** An admin's own feedback e-mail setting (off until they turn it on). */
export const feedbackSubscriptionSchema = z
  .object({ bugReportEmails: z.boolean() })
  .strict()
  .meta({ id: 'FeedbackSubscription' });
export type FeedbackSubscription = z.infer<typeof feedbackSubscriptionSchema>;

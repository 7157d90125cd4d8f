import * as z from 'zod';

/**
 * Stable error codes and their default English messages (docs/requirements.md#r8). The server answers
 * `{ code, message, details? }`; the web app translates by code and falls back to the message.
 */
export const ERROR_MESSAGES = {
  BAD_REQUEST: 'The request is not valid.',
  VALIDATION_FAILED: 'Some fields are not valid.',
  INVALID_JSON: 'The request body is not valid JSON.',
  UNSUPPORTED_MEDIA_TYPE: 'The request body must be JSON.',
  PAYLOAD_TOO_LARGE: 'The request body is too large.',
  UNAUTHENTICATED: 'Authentication required',
  FORBIDDEN: 'You do not have access to this resource.',
  ACCOUNT_DEACTIVATED: 'Your account has been deactivated. Please contact support.',
  EMAIL_NOT_VERIFIED: 'Verify your e-mail address to continue.',
  MFA_REQUIRED: 'Turn on two-step sign-in in your profile to use the admin panel.',
  NOT_FOUND: 'Not found.',
  ROUTE_NOT_FOUND: 'No such route.',
  CONFLICT: 'The resource was changed by someone else.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  INVITATION_UNKNOWN: 'Failed to validate invitation token',
  INVITATION_EXPIRED: 'This invitation has expired.',
  INVITATION_USED: 'This invitation has already been used.',
  INVITATION_LIMIT_REACHED: 'You have created as many invitations as you may today. Try again tomorrow.',
  EMAIL_ALREADY_REGISTERED: 'An account with this e-mail address already exists.',
  WAITLIST_FULL: 'We are not accepting more requests right now. Please try again later.',
  LINK_INVALID: 'Invalid, missing or expired link.',
  DEAL_NOT_FOUND: 'Listing not found',
  DUPLICATE_ADDRESS: 'Duplicate property address',
  LISTING_LIMIT_REACHED: 'You have created the most listings allowed in an hour. Please try again later.',
  STATUS_CHANGE_NOT_ALLOWED: 'This status change is not allowed',
  OPEN_OFFERS_TO_CLOSE: 'This change closes open offers on the listing. Confirm it to go on.',
  DEAL_NOT_TAKING_OFFERS: 'This listing is not taking interest or offers.',
  OFFER_NOT_FOUND: 'Offer not found',
  OFFER_ALREADY_ACCEPTED: 'An offer on this listing has already been accepted.',
  OFFER_NOT_PENDING: 'This offer is no longer pending.',
  WEBHOOK_NOT_CONFIGURED: 'Save a webhook URL and generate a signing secret first.',
  WEBHOOK_DELIVERY_NOT_FOUND: 'Webhook delivery not found',
  WEBHOOK_DELIVERY_IN_FLIGHT: 'This delivery is being sent right now. Wait for its attempt to finish.',
  UPLOAD_NOT_FOUND: 'The upload was not found. Please upload the file again.',
  UPLOAD_TOO_LARGE: 'The uploaded file is too large.',
  UPLOAD_NOT_IMAGE: 'The uploaded file is not a JPEG, PNG or WebP image of the type it was uploaded as.',
  FEEDBACK_NOT_FOUND: 'Feedback not found',
  FEEDBACK_LIMIT_REACHED: 'You have sent as much feedback as you may in an hour. Please try again later.',
  VERIFICATION_FAILED: 'Human verification failed. Please verify again.',
  VERIFICATION_EXPIRED: 'Human verification expired. Please verify again.',
  VERIFICATION_REUSED: 'This human verification was already used. Please verify again.',
  LESSON_NOT_FOUND: 'Lesson not found',
  QUIZ_ATTEMPT_NOT_FOUND: 'This quiz attempt has expired or was already answered. Start the quiz again.',
  QUIZ_ATTEMPTS_EXHAUSTED: 'You have used your 3 quiz attempts for this lesson in 24 hours. Try again later.',
  QUIZ_ANSWERS_INCOMPLETE: 'Answer every question of the quiz.',
  COURSE_NOT_EMPTY: 'The course already has lessons; the standard course loads only into an empty course.',
  COURSE_FULL: 'The course has as many lessons as it may hold.',
  ONBOARDING_NOT_DONE: 'Finish every step of the checklist before hiding it.',
  NOT_CERTIFIED: 'You do not hold a valid Certified Buyer badge.',
  CREDENTIAL_NOT_FOUND: 'Credential not found',
  ZIP_NOT_FOUND: 'We have no ZIP code like this one.',
  INTERNAL: 'Unknown error',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;
export const errorCodeSchema = z.enum(Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]]);

/** Body of every error answer. */
export const apiErrorSchema = z
  .object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** The resource the error is about, for a link (DUPLICATE_ADDRESS: the listing already there). */
    related: z
      .object({
        dealId: z.string(),
        /** OPEN_OFFERS_TO_CLOSE: the pending offers the change would close. */
        openOffers: z.number().int().min(0).optional(),
        /** OPEN_OFFERS_TO_CLOSE: whether it would close the accepted offer too. */
        acceptedOffer: z.boolean().optional(),
      })
      .optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** HTTP status that goes with each code. */
export const ERROR_STATUS: Readonly<Record<ErrorCode, number>> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  ACCOUNT_DEACTIVATED: 403,
  EMAIL_NOT_VERIFIED: 403,
  MFA_REQUIRED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INVITATION_UNKNOWN: 404,
  INVITATION_EXPIRED: 410,
  INVITATION_USED: 409,
  INVITATION_LIMIT_REACHED: 429,
  EMAIL_ALREADY_REGISTERED: 409,
  WAITLIST_FULL: 409,
  LINK_INVALID: 400,
  DEAL_NOT_FOUND: 404,
  DUPLICATE_ADDRESS: 409,
  LISTING_LIMIT_REACHED: 429,
  STATUS_CHANGE_NOT_ALLOWED: 409,
  OPEN_OFFERS_TO_CLOSE: 409,
  DEAL_NOT_TAKING_OFFERS: 409,
  OFFER_NOT_FOUND: 404,
  OFFER_ALREADY_ACCEPTED: 409,
  OFFER_NOT_PENDING: 409,
  WEBHOOK_NOT_CONFIGURED: 409,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  WEBHOOK_DELIVERY_IN_FLIGHT: 409,
  UPLOAD_NOT_FOUND: 400,
  UPLOAD_TOO_LARGE: 400,
  UPLOAD_NOT_IMAGE: 400,
  FEEDBACK_NOT_FOUND: 404,
  FEEDBACK_LIMIT_REACHED: 429,
  VERIFICATION_FAILED: 400,
  VERIFICATION_EXPIRED: 400,
  VERIFICATION_REUSED: 400,
  LESSON_NOT_FOUND: 404,
  QUIZ_ATTEMPT_NOT_FOUND: 404,
  QUIZ_ATTEMPTS_EXHAUSTED: 429,
  QUIZ_ANSWERS_INCOMPLETE: 400,
  COURSE_NOT_EMPTY: 409,
  COURSE_FULL: 409,
  ONBOARDING_NOT_DONE: 409,
  NOT_CERTIFIED: 404,
  CREDENTIAL_NOT_FOUND: 404,
  ZIP_NOT_FOUND: 404,
  INTERNAL: 500,
};

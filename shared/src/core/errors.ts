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
  STATUS_CHANGE_NOT_ALLOWED: 'This status change is not allowed',
  DEAL_NOT_TAKING_OFFERS: 'This listing is not taking interest or offers.',
  OFFER_NOT_FOUND: 'Offer not found',
  OFFER_ALREADY_ACCEPTED: 'An offer on this listing has already been accepted.',
  OFFER_NOT_PENDING: 'This offer is no longer pending.',
  WEBHOOK_NOT_CONFIGURED: 'Save a webhook URL and generate a signing secret first.',
  WEBHOOK_DELIVERY_NOT_FOUND: 'Webhook delivery not found',
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
    related: z.object({ dealId: z.string() }).optional(),
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
  STATUS_CHANGE_NOT_ALLOWED: 409,
  DEAL_NOT_TAKING_OFFERS: 409,
  OFFER_NOT_FOUND: 404,
  OFFER_ALREADY_ACCEPTED: 409,
  OFFER_NOT_PENDING: 409,
  WEBHOOK_NOT_CONFIGURED: 409,
  WEBHOOK_DELIVERY_NOT_FOUND: 404,
  INTERNAL: 500,
};

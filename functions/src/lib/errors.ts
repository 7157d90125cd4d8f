/**
 * Typed errors: each carries the HTTP status and stable code of shared/src/core/errors.ts. The error
 * middleware maps them to `{ code, message, details? }` in one place; anything else becomes a 500
 * `INTERNAL` answer with no detail.
 */
import { ERROR_MESSAGES, ERROR_STATUS, type ApiError, type ErrorCode } from '#shared/core/errors';

export type ErrorDetail = NonNullable<ApiError['details']>[number];
export type ErrorRelated = NonNullable<ApiError['related']>;

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly details?: ErrorDetail[],
    readonly related?: ErrorRelated,
  ) {
    super(message);
    this.name = new.target.name;
    this.status = ERROR_STATUS[code];
  }
}

export class BadRequestError extends AppError {
  constructor(message?: string) {
    super('BAD_REQUEST', message);
  }
}

export class ValidationError extends AppError {
  constructor(details: ErrorDetail[]) {
    super('VALIDATION_FAILED', ERROR_MESSAGES.VALIDATION_FAILED, details);
  }
}

export class InvalidJsonError extends AppError {
  constructor() {
    super('INVALID_JSON');
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super('UNSUPPORTED_MEDIA_TYPE');
  }
}

export class PayloadTooLargeError extends AppError {
  constructor() {
    super('PAYLOAD_TOO_LARGE');
  }
}

export class UnauthenticatedError extends AppError {
  constructor() {
    super('UNAUTHENTICATED');
  }
}

export class ForbiddenError extends AppError {
  constructor(message?: string) {
    super('FORBIDDEN', message);
  }
}

export class AccountDeactivatedError extends AppError {
  constructor() {
    super('ACCOUNT_DEACTIVATED');
  }
}

/** The caller's e-mail address is not verified yet (docs/requirements.md#r4-10). */
export class EmailNotVerifiedError extends AppError {
  constructor() {
    super('EMAIL_NOT_VERIFIED');
  }
}

/** An admin route called by an admin without two-step sign-in (docs/requirements.md#r6-7-mfa). */
export class MfaRequiredError extends AppError {
  constructor() {
    super('MFA_REQUIRED');
  }
}

export class NotFoundError extends AppError {
  constructor(message?: string) {
    super('NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message?: string) {
    super('CONFLICT', message);
  }
}

export class RateLimitedError extends AppError {
  constructor() {
    super('RATE_LIMITED');
  }
}

export class ListingLimitReachedError extends AppError {
  constructor() {
    super('LISTING_LIMIT_REACHED');
  }
}

/** The caller minted as many invitations as their daily cap allows (docs/requirements.md#r9-8). */
export class InvitationLimitReachedError extends AppError {
  constructor() {
    super('INVITATION_LIMIT_REACHED');
  }
}

export class DealNotFoundError extends AppError {
  constructor() {
    super('DEAL_NOT_FOUND');
  }
}

/** A street address another seller already listed; `related` names their listing for the link. */
export class DuplicateAddressError extends AppError {
  constructor(existingDealId: string) {
    super('DUPLICATE_ADDRESS', undefined, undefined, { dealId: existingDealId });
  }
}

export class StatusChangeNotAllowedError extends AppError {
  constructor() {
    super('STATUS_CHANGE_NOT_ALLOWED');
  }
}

/**
 * A change off the market (sold, canceled, deleted) that would close open offers, asked without the
 * seller's confirmation: `related` says how many pending offers and whether the accepted one close.
 */
export class OpenOffersToCloseError extends AppError {
  constructor(dealId: string, counts: { openOffers: number; acceptedOffer: boolean }) {
    super('OPEN_OFFERS_TO_CLOSE', undefined, undefined, { dealId, ...counts });
  }
}

/** Interest or an offer on a listing that is pending, sold, canceled or deleted. */
export class DealNotTakingOffersError extends AppError {
  constructor() {
    super('DEAL_NOT_TAKING_OFFERS');
  }
}

export class CallAlreadyRequestedError extends AppError {
  constructor() {
    super('CALL_ALREADY_REQUESTED');
  }
}

export class OfferNotFoundError extends AppError {
  constructor() {
    super('OFFER_NOT_FOUND');
  }
}

/** A second acceptance on a listing that already accepted an offer (also under races). */
export class OfferAlreadyAcceptedError extends AppError {
  constructor() {
    super('OFFER_ALREADY_ACCEPTED');
  }
}

/** An offer that was already declined or withdrawn. */
export class OfferNotPendingError extends AppError {
  constructor() {
    super('OFFER_NOT_PENDING');
  }
}

/** A test event or a redelivery while the webhook has no URL or no signing secret. */
export class WebhookNotConfiguredError extends AppError {
  constructor() {
    super('WEBHOOK_NOT_CONFIGURED');
  }
}

/** A delivery that is not the caller's (or does not exist). */
export class WebhookDeliveryNotFoundError extends AppError {
  constructor() {
    super('WEBHOOK_DELIVERY_NOT_FOUND');
  }
}

/** A redelivery while an attempt of the delivery is queued to go now or being sent. */
export class WebhookDeliveryInFlightError extends AppError {
  constructor() {
    super('WEBHOOK_DELIVERY_IN_FLIGHT');
  }
}

/** An image named by key that was never uploaded (or was refused and removed). */
export class UploadNotFoundError extends AppError {
  constructor() {
    super('UPLOAD_NOT_FOUND');
  }
}

/** An uploaded object over its kind's limit (the upload bypassed the policy). */
export class UploadTooLargeError extends AppError {
  constructor() {
    super('UPLOAD_TOO_LARGE');
  }
}

/** An uploaded object whose bytes are not an allowed image of its declared type. */
export class UploadNotImageError extends AppError {
  constructor() {
    super('UPLOAD_NOT_IMAGE');
  }
}

/** A feedback that does not exist (or is not the caller's to see). */
export class FeedbackNotFoundError extends AppError {
  constructor() {
    super('FEEDBACK_NOT_FOUND');
  }
}

/** The caller sent as much feedback as the hourly limit allows (docs/requirements.md#r9-7-feedback). */
export class FeedbackLimitReachedError extends AppError {
  constructor() {
    super('FEEDBACK_LIMIT_REACHED');
  }
}

/** A human verification that is missing, forged, another user's or not solved. */
export class VerificationFailedError extends AppError {
  constructor() {
    super('VERIFICATION_FAILED');
  }
}

/** A human verification whose challenge expired before the feedback came. */
export class VerificationExpiredError extends AppError {
  constructor() {
    super('VERIFICATION_EXPIRED');
  }
}

/** A human verification already spent on an earlier feedback (a replay). */
export class VerificationReusedError extends AppError {
  constructor() {
    super('VERIFICATION_REUSED');
  }
}

/** A lesson that does not exist, or (for buyers) is not published. */
export class LessonNotFoundError extends AppError {
  constructor() {
    super('LESSON_NOT_FOUND');
  }
}

/** A quiz attempt that expired, was already scored, or is not the caller's. */
export class QuizAttemptNotFoundError extends AppError {
  constructor() {
    super('QUIZ_ATTEMPT_NOT_FOUND');
  }
}

/** The buyer used the quiz attempts a lesson allows in 24 hours (docs/training.md "Quizzes"). */
export class QuizAttemptsExhaustedError extends AppError {
  constructor() {
    super('QUIZ_ATTEMPTS_EXHAUSTED');
  }
}

/** Answers that miss a question of the attempt, or name one it does not have. */
export class QuizAnswersIncompleteError extends AppError {
  constructor() {
    super('QUIZ_ANSWERS_INCOMPLETE');
  }
}

/** The standard course loads only into a course without lessons. */
export class CourseNotEmptyError extends AppError {
  constructor() {
    super('COURSE_NOT_EMPTY');
  }
}

/** The course holds as many lessons as it may. */
export class CourseFullError extends AppError {
  constructor() {
    super('COURSE_FULL');
  }
}

/** The checklist is hidden only once every step is done. */
export class OnboardingNotDoneError extends AppError {
  constructor() {
    super('ONBOARDING_NOT_DONE');
  }
}

/** The caller holds no valid Certified Buyer badge. */
export class NotCertifiedError extends AppError {
  constructor() {
    super('NOT_CERTIFIED');
  }
}

/** No credential was ever issued with this id. */
export class CredentialNotFoundError extends AppError {
  constructor() {
    super('CREDENTIAL_NOT_FOUND');
  }
}

/** A well-formed ZIP code the shipped ZIP data does not know. */
export class ZipNotFoundError extends AppError {
  constructor() {
    super('ZIP_NOT_FOUND');
  }
}

/** A confirmation code that is not the one sent (tries remain). */
export class TextCodeWrongError extends AppError {
  constructor() {
    super('TEXT_CODE_WRONG', undefined, [{ path: 'code', message: 'codeWrong' }]);
  }
}

/** No code is waiting: it expired, was used, or none was asked for. */
export class TextCodeExpiredError extends AppError {
  constructor() {
    super('TEXT_CODE_EXPIRED');
  }
}

/** The pending code took its last wrong try: it no longer works. */
export class TextCodeTriesExhaustedError extends AppError {
  constructor() {
    super('TEXT_CODE_TRIES_EXHAUSTED');
  }
}

/** The number is another account's confirmed texting number. */
export class TextNumberTakenError extends AppError {
  constructor() {
    super('TEXT_NUMBER_TAKEN');
  }
}

/** This deployment has no origination identity: no text can be sent. */
export class TextsUnavailableError extends AppError {
  constructor() {
    super('TEXTS_UNAVAILABLE');
  }
}

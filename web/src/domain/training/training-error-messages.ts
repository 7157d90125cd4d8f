/**
 * Every error code the training routes answer (course, quiz, onboarding, badge, credential, admin
 * course editing), each with one translated explanation in `training:errors.codes.<CODE>`, shared by
 * the buyer's pages, the dashboard and badge panels and the admin pages (docs/requirements.md#r8):
 * no server message in English reaches a Spanish reader.
 */
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '#shared/core/errors';
import { COURSE_LESSONS_MAX, QUIZ_ATTEMPTS_PER_DAY } from '#shared/training/training-limits';
import { ApiRequestError } from '../../lib/api/api-errors';

export const TRAINING_ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'FORBIDDEN',
  'ACCOUNT_DEACTIVATED',
  'EMAIL_NOT_VERIFIED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'LESSON_NOT_FOUND',
  'QUIZ_ATTEMPT_NOT_FOUND',
  'QUIZ_ATTEMPTS_EXHAUSTED',
  'QUIZ_ANSWERS_INCOMPLETE',
  'COURSE_NOT_EMPTY',
  'COURSE_FULL',
  'ONBOARDING_NOT_DONE',
  'NOT_CERTIFIED',
  'CREDENTIAL_NOT_FOUND',
  'INTERNAL',
] as const satisfies readonly ErrorCode[];
export type TrainingErrorCode = (typeof TRAINING_ERROR_CODES)[number];

/** The training error code of a refused call, or null for any other failure. */
export function trainingErrorCode(error: unknown): TrainingErrorCode | null {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  return (TRAINING_ERROR_CODES as readonly string[]).includes(code ?? '')
    ? (code as TrainingErrorCode)
    : null;
}

/**
 * True when asking again may succeed: no answer, a server failure or a rate limit, not a refusal
 * (an unverified e-mail, a missing lesson), so a "Try again" button is shown only where it can help.
 */
export function isWorthRetrying(error: unknown): boolean {
  return !(error instanceof ApiRequestError) || error.status >= 500 || error.status === 429;
}

/** Translated explanations of every training error code, for `SaveErrorAlert`'s `codeMessages`. */
export function useTrainingErrorMessages(): Record<TrainingErrorCode, string> {
  const { t } = useTranslation('training');
  // The limits come from the shared constants, so the words follow a changed limit.
  const values: Partial<Record<TrainingErrorCode, Record<string, number>>> = {
    QUIZ_ATTEMPTS_EXHAUSTED: { attempts: QUIZ_ATTEMPTS_PER_DAY },
    COURSE_FULL: { max: COURSE_LESSONS_MAX },
  };
  return Object.fromEntries(
    TRAINING_ERROR_CODES.map((code) => [code, t(`errors.codes.${code}`, values[code] ?? {})]),
  ) as Record<TrainingErrorCode, string>;
}

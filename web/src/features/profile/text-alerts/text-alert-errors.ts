/**
 * Every refusal the text alert routes answer, as the key of its translated explanation
 * (`profile:textAlerts.errors.<key>`), shown next to the field it is about.
 */
import type { ErrorCode } from '#shared/core/errors';
import { ApiRequestError } from '../../../lib/api/api-errors';

export const TEXT_ALERT_ERROR_CODES = [
  'TEXT_CODE_WRONG',
  'TEXT_CODE_EXPIRED',
  'TEXT_CODE_TRIES_EXHAUSTED',
  'TEXT_NUMBER_TAKEN',
  'TEXTS_UNAVAILABLE',
  'RATE_LIMITED',
  // Saving choices after the number was removed (in another tab or device).
  'CONFLICT',
  'VALIDATION_FAILED',
] as const satisfies readonly ErrorCode[];

export type TextAlertErrorKey = (typeof TEXT_ALERT_ERROR_CODES)[number] | 'failed';

/** The explanation of a failed call: its code when it is one of ours, `failed` for anything else. */
export function textAlertErrorKey(error: unknown): TextAlertErrorKey {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  return (TEXT_ALERT_ERROR_CODES as readonly string[]).includes(code ?? '')
    ? (code as TextAlertErrorKey)
    : 'failed';
}

/** The message key a form shows under a field for a refusal (the field message hook translates it). */
export const textAlertErrorMessage = (error: unknown) => `textAlerts.errors.${textAlertErrorKey(error)}`;

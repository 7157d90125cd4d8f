/**
 * Translates a validation message key of the shared schemas (shared/src/core/validation.ts) with the
 * limits it mentions, so every form words "at least 8 characters" from the same constants.
 */
import type { TFunction } from 'i18next';
import { MAX_INVITATION_BATCH } from '#shared/invitations/invitations';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  SIGN_UP_PASSWORD_MIN_LENGTH,
} from '#shared/core/validation';
import { WAITLIST_NOTE_MAX_LENGTH } from '#shared/waitlist/waitlist';

const LIMITS = {
  emailMax: EMAIL_MAX_LENGTH,
  nameMin: NAME_MIN_LENGTH,
  nameMax: NAME_MAX_LENGTH,
  passwordMin: SIGN_UP_PASSWORD_MIN_LENGTH,
  noteMax: WAITLIST_NOTE_MAX_LENGTH,
  countMax: MAX_INVITATION_BATCH,
};

/**
 * `validation.<key>` of the common namespace; a key the app does not know (a newer server's)
 * falls back to the generic "not valid" text rather than showing the raw key.
 */
export function validationMessage(t: TFunction<'common'>, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return t(`validation.${key}` as 'validation.invalid', {
    ...LIMITS,
    defaultValue: t('validation.invalid'),
  });
}

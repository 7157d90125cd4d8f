import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BUY_BOX_MAX_ZIP_CODES, PREFERENCES_MAX_ZIP_CODES } from '#shared/users/buyer-preferences';
import { UPLOAD_MAX_BYTES } from '#shared/users/profile';
import { PASSWORD_MIN_LENGTH } from '#shared/core/validation';
import { validationMessage } from '../../../lib/form/validation-message';

const LIMITS = {
  preferencesMaxZips: PREFERENCES_MAX_ZIP_CODES,
  buyBoxMaxZips: BUY_BOX_MAX_ZIP_CODES,
  passwordMin: PASSWORD_MIN_LENGTH,
  logoMaxKb: UPLOAD_MAX_BYTES.companyLogo / 1024,
  pictureMaxMb: UPLOAD_MAX_BYTES.profilePicture / (1024 * 1024),
};

/**
 * Translates a validation key of the shared schemas: the profile namespace's own wording first
 * (ZIP limits, profile password length…), then the app-wide `validation.*` of common.
 */
export function useFieldMessage(): (key: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('profile');
  const { t: tCommon } = useTranslation();
  return useCallback(
    (key) => {
      if (!key) return undefined;
      if (i18n.exists(`profile:validation.${key}`))
        return t(`validation.${key}` as 'validation.zipInvalid', LIMITS);
      return validationMessage(tCommon, key);
    },
    [i18n, t, tCommon],
  );
}

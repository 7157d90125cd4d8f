import { BUY_BOX_MAX_ZIP_CODES, PREFERENCES_MAX_ZIP_CODES } from '#shared/users/buyer-preferences';
import { UPLOAD_MAX_BYTES } from '#shared/users/profile';
import { PASSWORD_MIN_LENGTH } from '#shared/core/validation';
import { useFieldMessage } from '../../../lib/form/use-field-message';

const LIMITS = {
  preferencesMaxZips: PREFERENCES_MAX_ZIP_CODES,
  buyBoxMaxZips: BUY_BOX_MAX_ZIP_CODES,
  passwordMin: PASSWORD_MIN_LENGTH,
  logoMaxKb: UPLOAD_MAX_BYTES.companyLogo / 1024,
  pictureMaxMb: UPLOAD_MAX_BYTES.profilePicture / (1024 * 1024),
};

/** Field messages of the profile forms: the profile namespace's wording (ZIP limits…) first. */
export const useProfileFieldMessage = () => useFieldMessage('profile', LIMITS);

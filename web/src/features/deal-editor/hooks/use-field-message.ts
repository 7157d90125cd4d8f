import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADDRESS_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  MAX_AMOUNT,
  MAX_DEAL_PHOTOS,
  OPTION_TERM_MAX_YEARS,
  OPTION_TERM_MIN_YEARS,
  YEAR_BUILT_MIN,
} from '#shared/deals/deal-schema';
import { validationMessage } from '../../../lib/form/validation-message';

/** The limits the listing messages mention, from the shared constants. */
const LIMITS = {
  addressMax: ADDRESS_MAX_LENGTH,
  descriptionMin: DESCRIPTION_MIN_LENGTH,
  descriptionMax: DESCRIPTION_MAX_LENGTH,
  maxAmount: MAX_AMOUNT.toLocaleString('en-US'),
  maxPhotos: MAX_DEAL_PHOTOS,
  optionTermMin: OPTION_TERM_MIN_YEARS,
  optionTermMax: OPTION_TERM_MAX_YEARS,
  yearBuiltMin: YEAR_BUILT_MIN,
};

/**
 * Translates a `validation.<key>` of the listing schema: the deal-editor namespace's wording first
 * (the listing rules), then the app-wide `validation.*` of common.
 */
export function useFieldMessage(): (key: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('deal-editor');
  const { t: tCommon } = useTranslation();
  return useCallback(
    (key) => {
      if (!key) return undefined;
      if (i18n.exists(`deal-editor:validation.${key}`))
        return t(`validation.${key}` as 'validation.required', LIMITS);
      return validationMessage(tCommon, key);
    },
    [i18n, t, tCommon],
  );
}

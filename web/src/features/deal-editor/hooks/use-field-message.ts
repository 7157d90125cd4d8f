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
import { WORD_MAX_BYTES } from '#shared/core/validation';
import { useFieldMessage as useAppFieldMessage } from '../../../lib/form/use-field-message';

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
  wordMaxBytes: WORD_MAX_BYTES,
};

/** Field messages of the listing editor: the deal-editor namespace's wording (the listing rules) first. */
export const useFieldMessage = () => useAppFieldMessage('deal-editor', LIMITS);

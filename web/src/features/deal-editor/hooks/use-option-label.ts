import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Groups of the shared enums whose labels the listings namespace holds (`deals:options.*`). */
export type OptionGroup =
  | 'dealCategory'
  | 'purchaseType'
  | 'propertyType'
  | 'lotSizeUnit'
  | 'solar'
  | 'parking'
  | 'restrictions'
  | 'loanType'
  | 'deedTransferType'
  | 'tags';

/**
 * The label of a listing enum value, from the same `deals:options.*` the listing pages show, so a
 * choice reads the same in the form and on the listing.
 */
export function useOptionLabel(): (group: OptionGroup, value: string) => string {
  const { t } = useTranslation('deals');
  return useCallback((group, value) => t(`options.${group}.${value}` as 'options.dealCategory.cash'), [t]);
}

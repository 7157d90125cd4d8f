import { useTranslation } from 'react-i18next';
import { MIN_SHOWN_BUYERS } from '#shared/demand/demand-limits';

/**
 * Writes a count the server disclosed: the number, or "Fewer than 11" for a withheld one (null),
 * as every part of the ZIP page must word it the same way.
 */
export function useShownCount(): (count: number | null) => string {
  const { t, i18n } = useTranslation('zip-analytics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (count) =>
    count === null ? t('fewerThan', { min: MIN_SHOWN_BUYERS }) : count.toLocaleString(language);
}

import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '#shared/core/language';
import { toSupportedLanguage } from '../../../lib/i18n/language-detection';

/**
 * The interface language the course is read in; the component re-renders when it is switched, so
 * queries keyed by it are read again in the new language.
 */
export function useTrainingLanguage(): Language {
  const { i18n } = useTranslation();
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

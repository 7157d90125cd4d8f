import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '#shared/core/language';
import { toSupportedLanguage } from './language-detection';

/** The language the interface is shown in now (re-rendering when it is switched). */
export function useUiLanguage(): Language {
  const { i18n } = useTranslation();
  return toSupportedLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

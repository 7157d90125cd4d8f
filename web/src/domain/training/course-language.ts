import { DEFAULT_LANGUAGE, type Language } from '#shared/core/language';
import { toSupportedLanguage } from '../../lib/i18n/language-detection';

/** The interface language as one of the course's two (the default for any other). */
export function courseLanguage(language: string | undefined): Language {
  return toSupportedLanguage(language) ?? DEFAULT_LANGUAGE;
}

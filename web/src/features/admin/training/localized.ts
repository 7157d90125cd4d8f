import { DEFAULT_LANGUAGE, type Language } from '#shared/core/language';
import { toSupportedLanguage } from '../../../lib/i18n/language-detection';

/** A bilingual text of the course. */
export interface Bilingual {
  en: string;
  es: string;
}

/** The interface language as one of the course's two. */
export function courseLanguage(language: string | undefined): Language {
  return toSupportedLanguage(language) ?? DEFAULT_LANGUAGE;
}

/** The text in the interface language. */
export function localized(text: Bilingual, language: string | undefined): string {
  return text[courseLanguage(language)];
}

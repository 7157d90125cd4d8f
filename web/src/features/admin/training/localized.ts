import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/core/language';
import { courseLanguage } from '../../../domain/training/training-queries';

/** A bilingual text of the course. */
export interface Bilingual {
  en: string;
  es: string;
}

/** The text in the interface language. */
export function localized(text: Bilingual, language: string | undefined): string {
  return text[courseLanguage(language)];
}

/**
 * The course languages' names: `heading` to start a line ("Spanish", "Español"), `inPhrase` inside
 * a label ("Title (Spanish)", "Título (español)": Spanish writes language names in lower case).
 */
export function useLanguageNames() {
  const { t } = useTranslation('admin-training');
  return {
    heading: (language: Language) => t(language === 'en' ? 'editor.english' : 'editor.spanish'),
    inPhrase: (language: Language) => t(`editor.languageInPhrase.${language}`),
  };
}

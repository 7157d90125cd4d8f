import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/core/language';
import { courseLanguage } from '../../../domain/training/training-queries';

/**
 * The interface language the course is read in; the component re-renders when it is switched, so
 * queries keyed by it are read again in the new language.
 */
export function useTrainingLanguage(): Language {
  const { i18n } = useTranslation();
  return courseLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/**
 * How the buyer's training reads are keyed: by the course language (the interface language as one
 * of the course's two), under query keys in one place because three features read them: the course
 * and lessons (training), the onboarding checklist (dashboard) and the badge (credentials). All start
 * with `training`, so a quiz result that may have completed a step or earned the badge refreshes them all.
 */
import { DEFAULT_LANGUAGE, type Language } from '#shared/core/language';
import { toSupportedLanguage } from '../../lib/i18n/language-detection';

/** The interface language as one of the course's two (the default for any other). */
export function courseLanguage(language: string | undefined): Language {
  return toSupportedLanguage(language) ?? DEFAULT_LANGUAGE;
}

export const trainingQueryKeys = {
  /** Everything the buyer's training reads. */
  all: ['training'] as const,
  /** The course overview, every language. */
  overviews: ['training', 'overview'] as const,
  overview: (language: Language) => ['training', 'overview', language] as const,
  lesson: (lessonId: string, language: Language) => ['training', 'lesson', lessonId, language] as const,
  onboarding: ['training', 'onboarding'] as const,
  certification: ['training', 'certification'] as const,
};

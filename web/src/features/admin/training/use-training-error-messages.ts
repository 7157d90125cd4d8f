import { useTranslation } from 'react-i18next';
import { COURSE_LESSONS_MAX } from '#shared/training/training-limits';

/** Translated explanations of the training API's error codes, for `SaveErrorAlert`'s `codeMessages`. */
export function useTrainingErrorMessages(): Partial<Record<string, string>> {
  const { t } = useTranslation('admin-training');
  return {
    COURSE_NOT_EMPTY: t('errors.COURSE_NOT_EMPTY'),
    COURSE_FULL: t('errors.COURSE_FULL', { max: COURSE_LESSONS_MAX }),
    LESSON_NOT_FOUND: t('errors.LESSON_NOT_FOUND'),
    CONFLICT: t('errors.CONFLICT'),
  };
}

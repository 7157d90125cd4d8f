import { useTranslation } from 'react-i18next';
import { useTrainingErrorMessages } from '../../../domain/training/training-error-messages';

/**
 * The training routes' translated error explanations (one map for buyers and admins), with the
 * admin's own words where an editor needs other advice (a lesson gone, a concurrent save).
 */
export function useAdminTrainingErrorMessages(): Partial<Record<string, string>> {
  const { t } = useTranslation('admin-training');
  return {
    ...useTrainingErrorMessages(),
    LESSON_NOT_FOUND: t('errors.LESSON_NOT_FOUND'),
    CONFLICT: t('errors.CONFLICT'),
  };
}

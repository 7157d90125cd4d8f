import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileFieldMessage } from '../hooks/use-field-message';

/**
 * Field messages of the text alert forms: the schemas' validation keys as every profile form has
 * them, and the server's refusals (`textAlerts.errors.*`, put on a field by `textAlertErrorMessage`).
 */
export function useTextAlertFieldMessage() {
  const { t } = useTranslation('profile');
  const fieldMessage = useProfileFieldMessage();
  return useCallback(
    (key: string | undefined) =>
      key?.startsWith('textAlerts.errors.') ? t(key as 'textAlerts.errors.failed') : fieldMessage(key),
    [fieldMessage, t],
  );
}

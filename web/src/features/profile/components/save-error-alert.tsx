import { useTranslation } from 'react-i18next';
import { serverMessage } from '../hooks/use-save-user';

/** The alert a profile form shows after a failed save: the failure title, then the server's words. */
export function SaveErrorAlert({
  error,
  title,
}: {
  error: unknown;
  title: 'toasts.profileFailed' | 'toasts.preferencesFailed';
}) {
  const { t } = useTranslation('profile');
  if (!error) return null;
  const detail = serverMessage(error);
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__title">{t(title)}</p>
      {detail && <p>{detail}</p>}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths/paths';
import { useSession } from '../../lib/session/session-context';

/**
 * On every page while the signed-in user's e-mail address is unverified (docs/requirements.md#r4-10):
 * the API refuses most calls until then, so it says why and links to `/verify`, which sends the code.
 */
export function EmailVerificationReminder() {
  const { t } = useTranslation();
  const { state } = useSession();
  const { pathname } = useLocation();
  // A fallback user (the server was unreachable) knows nothing of the address: say nothing.
  if (state.status !== 'authenticated' || state.user.validationFailed || state.user.emailVerified) {
    return null;
  }
  return (
    <div
      className="alert alert--warning email-reminder"
      role="status"
      data-testid="email-verification-reminder"
    >
      <p className="alert__title">{t('emailReminder.title')}</p>
      <p>{t('emailReminder.body', { email: state.user.email })}</p>
      {pathname !== paths.verify && (
        <p>
          <Link to={paths.verify} className="button button--primary">
            {t('emailReminder.verify')}
          </Link>
        </p>
      )}
    </div>
  );
}

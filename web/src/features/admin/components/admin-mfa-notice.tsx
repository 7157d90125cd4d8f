import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths/paths';

/**
 * Shown instead of the admin sections while the admin has no two-step sign-in: the API refuses
 * every admin route until it is on (MFA_REQUIRED, docs/requirements.md#r6-7-mfa).
 */
export function AdminMfaNotice() {
  const { t } = useTranslation('admin');
  return (
    <div className="alert alert--warning" role="status" data-testid="admin-mfa-required">
      <h2>{t('mfaRequired.title')}</h2>
      <p>{t('mfaRequired.body')}</p>
      <Link className="button button--primary" to={paths.profileTab('password')}>
        {t('mfaRequired.action')}
      </Link>
    </div>
  );
}

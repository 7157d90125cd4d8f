import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/session-context';
import { StatusPage } from './status-page';
import { paths } from '../../../lib/paths/paths';

/** `/unauthorized`: the signed-in user may not see what they asked for. */
export default function UnauthorizedPage() {
  const { t } = useTranslation();
  const { state } = useSession();
  return (
    <StatusPage
      code="403"
      title={t('status.unauthorized.title')}
      body={t('status.unauthorized.body')}
      actions={
        <>
          {state.status === 'authenticated' ? (
            <Link to={paths.dashboard} className="button button--primary">
              {t('status.unauthorized.dashboard')}
            </Link>
          ) : (
            <Link to={paths.signIn} className="button button--primary">
              {t('nav.login')}
            </Link>
          )}
          <Link to={paths.home} className="button button--ghost">
            {t('actions.goHome')}
          </Link>
        </>
      }
    />
  );
}

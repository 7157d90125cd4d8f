import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useSession } from '../../../lib/session/session-context';
import { SignInFormView } from './sign-in-form';
import { paths } from '../../../lib/paths/paths';

/**
 * `/legacy-auth`: the older sign-in screen (docs/requirements.md#r2-2), a single card with e-mail and
 * password. It shares the form and the sign-in path with `/auth`; only the page around it is simpler.
 */
export default function LegacySignInPage() {
  const { t } = useTranslation('auth');
  const { state } = useSession();
  usePageTitle(t('legacy.title'));

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'authenticated') return <Navigate to={paths.dashboard} replace />;

  return (
    <section className="page page--narrow auth-page" aria-labelledby="legacy-sign-in-heading">
      <div className="card card--form">
        <h1 id="legacy-sign-in-heading">{t('legacy.heading')}</h1>
        <SignInFormView />
        <p className="auth-page__alternative">
          <Link to={paths.resetPassword}>{t('forgotPassword')}</Link>
        </p>
        <p className="auth-page__alternative">
          <Link to={paths.signIn}>{t('legacy.newScreen')}</Link>
        </p>
      </div>
    </section>
  );
}

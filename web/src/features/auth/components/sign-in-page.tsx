import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useSession } from '../../../lib/session/session-context';
import { SignInFormView } from './sign-in-form';

/** `/auth`: sign in with e-mail and password. */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const { state } = useSession();
  usePageTitle(t('title'));

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'authenticated') return <Navigate to="/dashboard" replace />;

  return (
    <section className="page page--narrow auth-page" aria-labelledby="sign-in-heading">
      <div className="card card--form">
        <h1 id="sign-in-heading">{t('heading')}</h1>
        <p className="muted">{t('lead')}</p>
        <SignInFormView />
        <p className="auth-page__alternative">
          {t('noAccount')} <Link to="/signup">{t('signUpLink')}</Link>
        </p>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { RequestAccessForm } from './request-access-form';
import { paths } from '../../../lib/paths/paths';

/** `/requestAccess`: ask for an invitation to the beta (join the waitlist). */
export default function RequestAccessPage() {
  const { t } = useTranslation('waitlist');
  usePageTitle(t('title'));
  return (
    <section className="page page--narrow auth-page" aria-labelledby="request-access-heading">
      <div className="card card--form">
        <h1 id="request-access-heading">{t('heading')}</h1>
        <p className="muted">{t('lead')}</p>
        <RequestAccessForm />
        <p className="auth-page__alternative">
          {t('haveInvitation')} <Link to={paths.signUp}>{t('signUpLink')}</Link>
        </p>
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useSessionUser } from '../../../lib/session/session-context';
import { firstNameOf } from '../../../lib/session/session-user';
import { paths } from '../../../lib/paths/paths';

/** `/signup/seller/thank-you`: confirms a seller's sign-up and leads on to verifying the e-mail. */
export default function SellerThankYouPage() {
  const { t } = useTranslation('signup');
  const user = useSessionUser();
  usePageTitle(t('thankYou.title'));
  return (
    <section className="page page--narrow auth-page" aria-labelledby="thank-you-heading">
      <div className="card card--form stack">
        <h1 id="thank-you-heading">
          {user ? t('thankYou.headingNamed', { name: firstNameOf(user) }) : t('thankYou.heading')}
        </h1>
        <p>{t('thankYou.body')}</p>
        <p className="muted">{t('thankYou.next')}</p>
        <p>
          <Link to={paths.verify} className="button button--primary" data-testid="verify-email-link">
            {t('thankYou.verify')}
          </Link>
        </p>
      </div>
    </section>
  );
}

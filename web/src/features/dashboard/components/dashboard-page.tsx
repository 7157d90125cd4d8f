import '../dashboard.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasRole } from '#shared/users/roles';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useSession } from '../../../lib/session/session-context';
import { firstNameOf, fullNameOf, rolesOf, type SessionUser } from '../../../lib/session/session-user';
import { useDashboardMode } from '../hooks/use-dashboard-mode';
import { useDashboardRevalidation } from '../hooks/use-dashboard-revalidation';
import { BookingLinkPrompt } from './booking-link-prompt';
import { BuyerOverview } from './buyer-overview';
import { DashboardModeSwitch } from './dashboard-mode-switch';
import { MyListings } from './my-listings';
import { NotificationsPanel } from './notifications-panel';
import { RecentPages } from './recent-pages';

/**
 * The buying or selling view (docs/requirements.md#r2-12 "Hybrid dashboard"): sellers see their listings,
 * buyers where to go next; a user with both roles switches, and the choice is remembered per user.
 */
function DashboardModeView({
  user,
  buyerCertification,
}: {
  user: SessionUser;
  buyerCertification?: ReactNode;
}) {
  const { modes, mode, setMode } = useDashboardMode(user);
  // A fallback user (the server was not reached) gets no training panels, like the notifications;
  // nor does a user whose e-mail is not verified: the server refuses them every training read.
  const isBuyer = hasRole(user, 'buyer') && !user.validationFailed && user.emailVerified;
  return (
    <>
      {modes.length > 1 && <DashboardModeSwitch modes={modes} mode={mode} onChange={setMode} />}
      {mode === 'selling' ? (
        <>
          <BookingLinkPrompt user={user} />
          <MyListings />
        </>
      ) : (
        <BuyerOverview isBuyer={isBuyer} certification={isBuyer ? buyerCertification : undefined} />
      )}
    </>
  );
}

export interface DashboardPageProps {
  /** The buyer's Certified Buyer badge for the buying view, supplied by the app from the credentials feature. */
  buyerCertification?: ReactNode;
}

/** `/dashboard`: the user's buying or selling view, their account as the server knows it, recent pages. */
export default function DashboardPage({ buyerCertification }: DashboardPageProps) {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation();
  const { state } = useSession();
  usePageTitle(t('title'));
  useDashboardRevalidation();

  if (state.status !== 'authenticated') return <PageLoader />;
  const { user } = state;
  const language = user.validationFailed ? null : user.languagePreference;

  return (
    <section className="page dashboard-page" aria-labelledby="dashboard-heading">
      <header className="page-header">
        <p className="eyebrow">{t('title')}</p>
        {/* Focused when a panel the user acted in goes away (the hidden checklist). */}
        <h1 id="dashboard-heading" tabIndex={-1}>
          {t('welcome', { name: firstNameOf(user) })}
        </h1>
      </header>

      {user.validationFailed && (
        <div className="alert alert--warning" role="status" data-testid="dashboard-validation-warning">
          <p className="alert__title">{t('validationFailed.title')}</p>
          <p>{t('validationFailed.body')}</p>
        </div>
      )}

      <DashboardModeView key={user.userId} user={user} buyerCertification={buyerCertification} />

      {/* Both views: a buyer hears of their offers, a seller of offers on their listings. */}
      {!user.validationFailed && <NotificationsPanel />}

      <article className="card" aria-labelledby="account-heading" data-testid="dashboard-account">
        <h2 id="account-heading">{t('account.heading')}</h2>
        <dl className="details-list">
          <div className="details-list__row">
            <dt>{t('account.name')}</dt>
            <dd data-testid="dashboard-full-name">{fullNameOf(user)}</dd>
          </div>
          <div className="details-list__row">
            <dt>{t('account.email')}</dt>
            <dd data-testid="dashboard-email">{user.email}</dd>
          </div>
          <div className="details-list__row">
            <dt>{t('account.roles')}</dt>
            <dd>
              <ul className="tag-list" data-testid="dashboard-roles">
                {rolesOf(user).map((role) => (
                  <li key={role} className="tag" data-role={role}>
                    {tCommon(`roles.${role}`)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div className="details-list__row">
            <dt>{t('account.language')}</dt>
            <dd data-testid="dashboard-language" data-language={language ?? undefined}>
              {language ? tCommon(`language.names.${language}`) : t('account.unknown')}
            </dd>
          </div>
        </dl>
      </article>

      {!user.validationFailed && <RecentPages />}
    </section>
  );
}

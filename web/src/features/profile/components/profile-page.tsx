import '../profile.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { profileCompletionTarget, type ProfileTab } from '#shared/users/profile-completion';
import { hasAnyRole, SELLER_SIDE_ROLES } from '#shared/users/roles';
import { PageLoader } from '../../../components/page-loader';
import { Tabs } from '../../../components/tabs';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useSession } from '../../../lib/session/session-context';
import { selectedProfileTab, visibleProfileTabs } from '../visible-tabs';
import { BuyBoxForm } from './buy-box-form';
import { BuyerPreferencesForm } from './buyer-preferences-form';
import { CompanyForm } from './company-form';
import { IntegrationsPanel } from './integrations-panel';
import { OwnerLocationForm } from './owner-location-form';
import { PasswordForm } from './password-form';
import { TwoStepSignIn } from './two-step-sign-in';
import { ProfileDetailsForm } from './profile-details-form';
import { RolesPanel } from './roles-panel';
import { SellerPreferencesForm } from './seller-preferences-form';
import { TextAlertsPanel } from '../text-alerts/text-alerts-panel';

export interface ProfilePageProps {
  /** Admin-only settings under the profile form, supplied by the app from the admin feature. */
  adminSettings?: ReactNode;
  /** The buyer's Certified Buyer badge, supplied by the app from the credentials feature. */
  certification?: ReactNode;
}

/** `/profile?tab=…`: the profile tabs of docs/requirements.md#r2-8, one form each. */
export default function ProfilePage({ adminSettings, certification }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const { state } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  usePageTitle(t('title'));

  if (state.status !== 'authenticated') return <PageLoader />;
  const { user } = state;
  if (user.validationFailed) {
    return (
      <section className="page">
        <div className="alert alert--warning" role="status">
          <p>{t('unavailable')}</p>
        </div>
      </section>
    );
  }

  const selected = selectedProfileTab(user, searchParams.get('tab'));
  const target = profileCompletionTarget(user);
  const select = (tab: ProfileTab) => setSearchParams({ tab }, { replace: true });
  const panels: Record<ProfileTab, ReactNode> = {
    profile: (
      <div className="stack">
        <ProfileDetailsForm user={user} />
        {adminSettings}
      </div>
    ),
    preferences: <BuyerPreferencesForm user={user} section="criteria" />,
    'buyer-preferences': <BuyerPreferencesForm user={user} section="financing" />,
    texts: <TextAlertsPanel />,
    buybox: <BuyBoxForm user={user} />,
    'seller-preferences': <SellerPreferencesForm user={user} />,
    company: (
      <div className="stack">
        <CompanyForm user={user} />
        {/* Where the member appears on the Owners Club map, which only its members see. */}
        {hasAnyRole(user, SELLER_SIDE_ROLES) && <OwnerLocationForm user={user} />}
      </div>
    ),
    integrations: <IntegrationsPanel />,
    roles: <RolesPanel user={user} />,
    password: (
      <>
        <PasswordForm />
        <TwoStepSignIn />
      </>
    ),
  };

  return (
    <section className="page profile-page" aria-labelledby="profile-heading">
      <header className="page-header">
        <h1 id="profile-heading">{t('title')}</h1>
      </header>
      {target && (
        <div className="alert alert--warning" role="status" data-testid="profile-incomplete">
          <p className="alert__title">{t('incomplete.title')}</p>
          <p>{t(`incomplete.${target}` as 'incomplete.profile')}</p>
        </div>
      )}
      {certification}
      <Tabs
        idPrefix="profile"
        label={t('tabs.label')}
        tabs={visibleProfileTabs(user).map((tab) => ({ id: tab, label: t(`tabs.${tab}`) }))}
        selected={selected}
        onSelect={select}
      >
        {/* Keyed by tab: each tab's form starts from the user the session holds now. */}
        <div key={`${selected}`}>{panels[selected]}</div>
      </Tabs>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DealAlertsPanel } from './deal-alerts-panel';
import { MyInterests } from './my-interests';
import { MyOffers } from './my-offers';
import { OnboardingChecklist } from './onboarding-checklist';
import { paths } from '../../../lib/paths/paths';

export interface BuyerOverviewProps {
  /** Buyers get the onboarding checklist (docs/training.md "Onboarding"); an owner's buying view does not. */
  isBuyer: boolean;
  /** The buyer's Certified Buyer badge, supplied by the app from the credentials feature. */
  certification?: ReactNode;
}

/**
 * The buying view of the dashboard: a buyer's onboarding checklist and badge, where they go next
 * (browse, favourites), their offers and interests.
 */
export function BuyerOverview({ isBuyer, certification }: BuyerOverviewProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      {isBuyer && <OnboardingChecklist />}
      {certification}
      <article className="card" aria-labelledby="buying-heading" data-testid="dashboard-buying">
        <h2 id="buying-heading">{t('buying.heading')}</h2>
        <p className="muted">{t('buying.intro')}</p>
        <div className="button-row">
          <Link to={paths.deals} className="button button--primary">
            {t('buying.browse')}
          </Link>
          <Link to={paths.favoriteDeals} className="button button--ghost">
            {t('buying.favorites')}
          </Link>
        </div>
      </article>
      <DealAlertsPanel />
      <MyOffers />
      <MyInterests />
    </>
  );
}

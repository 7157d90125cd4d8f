import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DealAlertsPanel } from './deal-alerts-panel';
import { MyInterests } from './my-interests';
import { MyOffers } from './my-offers';
import { paths } from '../../../lib/paths/paths';

/** The buying view of the dashboard: where a buyer goes next (browse, favourites), their offers and interests. */
export function BuyerOverview() {
  const { t } = useTranslation('dashboard');
  return (
    <>
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

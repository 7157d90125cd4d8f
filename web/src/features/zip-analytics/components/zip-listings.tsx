import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ZipDemandDetail } from '#shared/demand/demand';
import { formatCurrency } from '../../../lib/i18n/format-currency';
import { paths } from '../../../lib/paths/paths';

/** The ZIP's browsable listings: how many, their median price, and browse filtered to the ZIP. */
export function ZipListings({
  zipCode,
  listings,
}: {
  zipCode: string;
  listings: ZipDemandDetail['listings'];
}) {
  const { t, i18n } = useTranslation('zip-analytics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <>
      <dl className="zip-tiles" data-testid="zip-listings">
        <div className="zip-tiles__item" data-testid="listings-active">
          <dt>{t('listings.count')}</dt>
          <dd>{listings.active.toLocaleString(language)}</dd>
        </div>
        <div className="zip-tiles__item" data-testid="listings-median">
          <dt>{t('listings.medianPrice')}</dt>
          {listings.medianPrice === null ? (
            <>
              <dd aria-hidden="true">{t('noValue')}</dd>
              <dd className="zip-tiles__note">{t('listings.noListings')}</dd>
            </>
          ) : (
            <dd>{formatCurrency(listings.medianPrice, language)}</dd>
          )}
        </div>
      </dl>
      <p>
        <Link to={paths.dealsInZip(zipCode)} className="button button--ghost button--small">
          {t('listings.see')}
        </Link>
      </p>
    </>
  );
}

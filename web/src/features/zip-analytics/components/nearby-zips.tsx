import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ZipDemandDetail } from '#shared/demand/demand';
import { paths } from '../../../lib/paths/paths';
import { useShownCount } from '../hooks/use-shown-count';

/** The nearest ZIPs with buyers, nearest first, each a link to its own page. */
export function NearbyZips({ nearby }: { nearby: ZipDemandDetail['nearby'] }) {
  const { t, i18n } = useTranslation('zip-analytics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const shownCount = useShownCount();
  if (nearby.length === 0) return <p className="muted">{t('nearby.empty')}</p>;
  return (
    <ul className="zip-nearby" data-testid="zip-nearby">
      {nearby.map((zip) => (
        <li key={zip.zipCode} className="zip-nearby__item">
          <Link to={paths.zipAnalytics(zip.zipCode)} className="zip-nearby__zip">
            {zip.zipCode}
          </Link>
          <span>{t('nearby.place', { city: zip.city, state: zip.state })}</span>
          <span className="muted">
            {t('nearby.distance', { miles: Math.round(zip.distanceMiles).toLocaleString(language) })}
          </span>
          <span>{t('nearby.buyers', { buyers: shownCount(zip.buyers) })}</span>
        </li>
      ))}
    </ul>
  );
}

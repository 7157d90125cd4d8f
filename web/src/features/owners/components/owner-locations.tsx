import '../owners.css';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { mapCanvasClassName, MapLoading } from '../../../components/map/map-canvas';
import { MapErrorBoundary } from '../../../components/map/map-failed';
import { paths } from '../../../lib/paths/paths';
import { useOwnerLocations } from '../hooks/use-owner-locations';
import { placeOf, type OwnerLocationPoint } from '../owner-map-geometry';

const OwnerLocationsMap = lazy(() => import('./owner-locations-map'));

/** Every ZIP with its members' names: what the map shows, for screen readers and small screens. */
function OwnerLocationsList({ points }: { points: readonly OwnerLocationPoint[] }) {
  const { t } = useTranslation('owners');
  return (
    <section className="owner-locations__list" aria-labelledby="owner-locations-list-heading">
      <h3 id="owner-locations-list-heading">{t('locations.list.heading')}</h3>
      <ul className="stack" data-testid="owner-locations-list">
        {points.map((point) => (
          <li key={point.zipCode} data-zip={point.zipCode}>
            <p className="owner-locations__place">
              {placeOf(point)}{' '}
              <span className="muted">{t('locations.list.members', { count: point.members.length })}</span>
            </p>
            <ul className="owner-locations__names">
              {point.members.map((name, index) => (
                <li key={`${name}-${index}`}>{name}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The owner locations section of `/owners` (docs/demand.md "Owners Club map"): where the members who
 * chose to appear are, on a lazily loaded map and in a list, with the way to appear there oneself.
 */
export function OwnerLocations() {
  const { t } = useTranslation('owners');
  const locations = useOwnerLocations();
  const settingLink = (
    <Link to={paths.profileTab('company')} data-testid="owner-location-setting-link">
      {t('locations.settingLink')}
    </Link>
  );

  const body = () => {
    if (locations.isPending) return <PageLoader />;
    if (locations.isError) {
      return (
        <div className="alert alert--error" role="alert" data-testid="owner-locations-error">
          <p className="alert__title">{t('locations.failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void locations.refetch()}>
            {t('locations.retry')}
          </button>
        </div>
      );
    }
    const { points } = locations.data;
    if (points.length === 0) {
      return (
        <div className="stack" data-testid="owner-locations-empty">
          <p className="muted">{t('locations.empty')}</p>
          <p>{settingLink}</p>
        </div>
      );
    }
    return (
      <div className="owner-locations__layout">
        <MapErrorBoundary className={mapCanvasClassName('owner-map', 'failed')}>
          <Suspense fallback={<MapLoading className="owner-map">{t('locations.map.loading')}</MapLoading>}>
            <OwnerLocationsMap points={points} />
          </Suspense>
        </MapErrorBoundary>
        <OwnerLocationsList points={points} />
      </div>
    );
  };

  return (
    <article className="card stack" aria-labelledby="owner-locations-heading" data-testid="owner-locations">
      <h2 id="owner-locations-heading">{t('locations.heading')}</h2>
      <p className="muted">
        {t('locations.lead')} {locations.isSuccess && locations.data.points.length > 0 && settingLink}
      </p>
      {body()}
    </article>
  );
}

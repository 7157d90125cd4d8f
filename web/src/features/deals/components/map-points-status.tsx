import { useTranslation } from 'react-i18next';
import { MAP_POINTS_MAX } from '#shared/deals/deal-api';
import type { useMapPoints } from '../api/deal-queries';
import { isUnknownZip } from './deal-results';

export interface MapPointsStatusProps {
  points: ReturnType<typeof useMapPoints>;
}

/**
 * What the map shows: how many listings, a note to zoom in when the answer was capped, or that they
 * could not load (with a retry). An unknown ZIP says nothing here: the radius search shows that error.
 */
export function MapPointsStatus({ points }: MapPointsStatusProps) {
  const { t } = useTranslation('deals');
  if (points.isError && !points.data) {
    if (isUnknownZip(points.error)) return null;
    return (
      <div className="alert alert--error map-points-status" role="alert">
        <p>{t('map.pointsFailed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void points.refetch()}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="muted map-points-status" role="status" data-testid="map-point-count">
      {points.data
        ? t('map.points', { count: points.data.points.length })
        : points.isFetching && t('map.pointsLoading')}
      {points.data?.capped && ` ${t('map.capped', { max: MAP_POINTS_MAX.toLocaleString() })}`}
    </p>
  );
}

import '../deals.css';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_RADIUS_MILES } from '#shared/deals/deal-api';
import type { GeoBox } from '#shared/geo/geohash';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useBrowseDeals, useMapPoints } from '../api/deal-queries';
import { useBrowseState } from '../hooks/use-browse-state';
import { BrowseFilters } from './browse-filters';
import { BrowseToolbar } from './browse-toolbar';
import { DealResults, isUnknownZip } from './deal-results';
import { MapPointsStatus } from './map-points-status';
import { mapCanvasClassName, MapLoading } from '../../../components/map/map-canvas';
import { MapErrorBoundary } from '../../../components/map/map-failed';
import { RadiusControls } from './radius-controls';
import { paths } from '../../../lib/paths/paths';

// Only the map view downloads maplibre (docs/requirements.md#e6-4).
const DealsMap = lazy(() => import('./deals-map'));

/** `/deals` and `/listings`: search, filters, sort, grid / list / map, all held in the URL. */
export default function BrowsePage() {
  const { t } = useTranslation('deals');
  usePageTitle(t('browse.title'));
  const navigate = useNavigate();
  const { filters, view, updateFilters, setView, clearFilters } = useBrowseState();
  const results = useBrowseDeals(filters);
  const [radiusMiles, setRadiusMiles] = useState<number>(filters.radius ?? DEFAULT_RADIUS_MILES);
  const deals = useMemo(() => results.data?.pages.flatMap((page) => page.items) ?? [], [results.data]);
  // The map shows every matching listing in its view, asked for once the map says what it shows.
  const [mapView, setMapView] = useState<GeoBox | null>(null);
  const mapPoints = useMapPoints(filters, view === 'map' ? mapView : null);
  const points = useMemo(() => mapPoints.data?.points ?? [], [mapPoints.data]);

  // The API answers the centre of a radius search (a ZIP's centroid); a picked point is known already.
  const apiCenter = results.data?.pages[0]?.center ?? null;
  const center =
    filters.lat !== undefined && filters.lng !== undefined
      ? { lat: filters.lat, lng: filters.lng }
      : apiCenter;
  const radius = filters.radius !== undefined && center ? { center, miles: filters.radius } : null;

  return (
    <div className="page browse-page">
      <header className="page-header">
        <h1>{t('browse.title')}</h1>
      </header>
      <BrowseToolbar filters={filters} view={view} onChange={updateFilters} onViewChange={setView} />
      <div className="browse-layout">
        <BrowseFilters filters={filters} onChange={updateFilters} onClear={clearFilters} />
        <div className="browse-main">
          {view === 'map' && (
            <section className="browse-map" aria-label={t('map.searchLabel')}>
              <RadiusControls
                filters={filters}
                miles={radiusMiles}
                onMilesChange={setRadiusMiles}
                onChange={updateFilters}
                zipUnknown={isUnknownZip(results.error)}
              />
              <MapErrorBoundary className={mapCanvasClassName('deals-map', 'failed')}>
                <Suspense fallback={<MapLoading className="deals-map">{t('map.loading')}</MapLoading>}>
                  <DealsMap
                    points={points}
                    onViewChange={setMapView}
                    radius={radius}
                    onPickPoint={(point) =>
                      updateFilters({ ...point, radius: filters.radius ?? radiusMiles, zip: undefined })
                    }
                    onOpenDeal={(dealId) => void navigate(paths.dealDetail(dealId))}
                  />
                </Suspense>
              </MapErrorBoundary>
              <MapPointsStatus points={mapPoints} />
            </section>
          )}
          <DealResults
            results={results}
            deals={deals}
            layout={view === 'grid' ? 'grid' : 'list'}
            onClearFilters={clearFilters}
          />
        </div>
      </div>
    </div>
  );
}

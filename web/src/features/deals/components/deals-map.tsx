/**
 * The browse map (docs/requirements.md#r2-3), on the map kit (web/src/components/map). This module is
 * only ever imported dynamically from the browse page's map view, so maplibre and its CSS stay out of
 * every other chunk (docs/requirements.md#e6-4).
 */
import {
  Popup,
  type GeoJSONSource,
  type Map as MapLibreMap,
  type MapGeoJSONFeature,
} from 'maplibre-gl/dist/maplibre-gl-csp';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapPoint } from '#shared/deals/deal-api';
import type { GeoPoint } from '#shared/geo/geo-point';
import type { GeoBox } from '#shared/geo/geohash';
import { fitBoundsOf } from '../../../components/map/base-map';
import { clusterCircleLayer } from '../../../components/map/cluster-circle-layer';
import { addClusterMarkers, expandCluster } from '../../../components/map/cluster-markers';
import { EMPTY_FEATURES } from '../../../components/map/geometry';
import { MapCanvas } from '../../../components/map/map-canvas';
import { useBaseMap } from '../../../components/map/use-base-map';
import { useLatest } from '../../../components/map/use-latest';
import { formatCurrency } from '../../../lib/i18n/format-currency';
import { paths } from '../../../lib/paths/paths';
import {
  circleBounds,
  circlePolygon,
  pointsToFeatures,
  roundPoint,
  viewBoxOf,
  type DealMarkerProperties,
} from '../map-geometry';

export interface DealsMapProps {
  /** Every listing matching the filters in the view (GET /api/deals/map-points), not the list's page. */
  points: readonly MapPoint[];
  /** The view settled (loaded, panned, zoomed): ask for its points. */
  onViewChange: (box: GeoBox) => void;
  /** The radius search to draw, when there is one. */
  radius: { center: GeoPoint; miles: number } | null;
  /** A click on the map away from any marker picks a radius centre. */
  onPickPoint: (point: GeoPoint) => void;
  /** Opens a listing from its marker's popup (inside the SPA, no reload). */
  onOpenDeal: (dealId: string) => void;
}

const DEALS_SOURCE = 'deals';
const RADIUS_SOURCE = 'radius';
const CLUSTER_LAYER = 'deal-clusters';
const POINT_LAYER = 'deal-points';

/** Adds the deal and radius sources and their layers, once the style has loaded. */
function addDealLayers(map: MapLibreMap): void {
  map.addSource(RADIUS_SOURCE, { type: 'geojson', data: EMPTY_FEATURES });
  map.addLayer({
    id: 'radius-fill',
    type: 'fill',
    source: RADIUS_SOURCE,
    paint: { 'fill-color': '#0f3d5e', 'fill-opacity': 0.08 },
  });
  map.addLayer({
    id: 'radius-line',
    type: 'line',
    source: RADIUS_SOURCE,
    paint: { 'line-color': '#0f3d5e', 'line-width': 2, 'line-dasharray': [2, 2] },
  });
  map.addSource(DEALS_SOURCE, {
    type: 'geojson',
    data: EMPTY_FEATURES,
    cluster: true,
    clusterRadius: 50,
    clusterMaxZoom: 12,
  });
  // Bigger clusters, bigger circles: from 10 and from 50 listings.
  map.addLayer(
    clusterCircleLayer({ id: CLUSTER_LAYER, source: DEALS_SOURCE, sizedBy: 'point_count', steps: [10, 50] }),
  );
  map.addLayer({
    id: POINT_LAYER,
    type: 'circle',
    source: DEALS_SOURCE,
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': '#f5b642',
      'circle-radius': 8,
      'circle-stroke-color': '#14212b',
      'circle-stroke-width': 1.5,
    },
  });
}

/** The map's view as the box its points are asked for. */
function viewOf(map: MapLibreMap): GeoBox {
  const bounds = map.getBounds();
  return viewBoxOf({
    west: bounds.getWest(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    north: bounds.getNorth(),
  });
}

/** The map with clustered markers, the radius circle, and click-to-pick a centre. */
export default function DealsMap({ points, onViewChange, radius, onPickPoint, onOpenDeal }: DealsMapProps) {
  const { t, i18n } = useTranslation('deals');
  const latest = useLatest({ onPickPoint, onOpenDeal, onViewChange, t, language: i18n.language });
  const features = useMemo(() => pointsToFeatures(points), [points]);
  // The circle the view was last fitted to, on which map: the points follow the view, never the reverse.
  const fitted = useRef<{ map: MapLibreMap; circle: unknown } | null>(null);
  const circle = useMemo(
    () => (radius ? circlePolygon(radius.center, radius.miles) : null),
    // The circle changes only with its numbers, not with a new object of the same ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [radius?.center.lat, radius?.center.lng, radius?.miles],
  );
  const showData = useCallback(
    (map: MapLibreMap) => {
      map.getSource<GeoJSONSource>(DEALS_SOURCE)?.setData(features);
      map.getSource<GeoJSONSource>(RADIUS_SOURCE)?.setData(circle ?? EMPTY_FEATURES);
      if (fitted.current?.map === map && fitted.current.circle === circle) return;
      fitted.current = { map, circle };
      const bounds = circle ? circleBounds(circle) : null;
      if (bounds) fitBoundsOf(map, bounds);
    },
    [features, circle],
  );

  const { containerRef, ready, failed } = useBaseMap({
    onLoad: addDealLayers,
    showData,
    setup: (map) => {
      const reportView = () => latest.current.onViewChange(viewOf(map));
      map.on('load', reportView);
      map.on('moveend', reportView);
      map.on('click', (event) => {
        const hits = map.getLayer(CLUSTER_LAYER)
          ? map.queryRenderedFeatures(event.point, { layers: [CLUSTER_LAYER, POINT_LAYER] })
          : [];
        const hit: MapGeoJSONFeature | undefined = hits[0];
        if (!hit) {
          latest.current.onPickPoint(roundPoint({ lat: event.lngLat.lat, lng: event.lngLat.lng }));
          return;
        }
        const center = (hit.geometry as GeoJSON.Point).coordinates as [number, number];
        if (hit.layer.id === CLUSTER_LAYER) {
          void expandCluster(map, DEALS_SOURCE, Number(hit.properties.cluster_id), center);
          return;
        }
        const properties = hit.properties as DealMarkerProperties;
        const { t: translate, language } = latest.current;
        const link = document.createElement('a');
        link.href = paths.dealDetail(properties.dealId);
        link.className = 'map-popup__link';
        link.textContent = translate('map.popup', {
          address: properties.streetAddress,
          price: formatCurrency(Number(properties.purchasePrice), language),
        });
        link.addEventListener('click', (clickEvent) => {
          clickEvent.preventDefault();
          latest.current.onOpenDeal(properties.dealId);
        });
        new Popup({ offset: 12 }).setLngLat(center).setDOMContent(link).addTo(map);
      });
      return addClusterMarkers(map, {
        sourceId: DEALS_SOURCE,
        label: (cluster) => latest.current.t('map.cluster', { count: cluster.point_count }),
      });
    },
  });

  return (
    <MapCanvas
      containerRef={containerRef}
      failed={failed}
      className="deals-map"
      label={t('map.label')}
      testId="deals-map"
      ready={ready}
    />
  );
}

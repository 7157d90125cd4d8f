/**
 * The browse map (docs/requirements.md#r2-3). This module is only ever imported dynamically from the browse
 * page's map view, so maplibre and its CSS stay out of every other chunk (docs/requirements.md#e6-4). It
 * renders offline: the style is a background plus the US land and state borders shipped in
 * `/map/us-states.geojson`, and no layer needs glyph fonts (cluster counts are HTML markers, which are also
 * focusable buttons).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
// The CSP build: its worker is a file served from our origin, not a blob: the CSP would refuse.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type GeoJSONSource,
  type MapGeoJSONFeature,
  type StyleSpecification,
} from 'maplibre-gl/dist/maplibre-gl-csp';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealSummary } from '#shared/deals/deal-api';
import type { GeoPoint } from '#shared/geo/geo-point';
import { formatCurrency } from '../../../lib/i18n/format-currency';
import {
  boundsToShow,
  circlePolygon,
  dealsToFeatures,
  roundPoint,
  type DealMarkerProperties,
} from '../map-geometry';
import { MapFailed } from './map-failed';
import { paths } from '../../../lib/paths/paths';

export interface DealsMapProps {
  deals: readonly DealSummary[];
  /** The radius search to draw, when there is one. */
  radius: { center: GeoPoint; miles: number } | null;
  /** A click on the map away from any marker picks a radius centre. */
  onPickPoint: (point: GeoPoint) => void;
  /** Opens a listing from its marker's popup (inside the SPA, no reload). */
  onOpenDeal: (dealId: string) => void;
}

setWorkerUrl(workerUrl);

const DEALS_SOURCE = 'deals';
const RADIUS_SOURCE = 'radius';
const CLUSTER_LAYER = 'deal-clusters';
const POINT_LAYER = 'deal-points';
/** The contiguous US, before there is anything to fit. */
const US_VIEW = { center: [-98.5, 39.5] as [number, number], zoom: 3 };
const EMPTY = { type: 'FeatureCollection' as const, features: [] };

function baseStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      // Absolute: the source is fetched from a worker, which cannot resolve a path.
      'us-states': { type: 'geojson', data: new URL('/map/us-states.geojson', window.location.origin).href },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#dce9f2' } },
      {
        id: 'land',
        type: 'fill',
        source: 'us-states',
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': '#f7f5ef' },
      },
      {
        id: 'state-borders',
        type: 'line',
        source: 'us-states',
        filter: ['==', ['get', 'kind'], 'borders'],
        paint: { 'line-color': '#9aa9b5', 'line-width': 1 },
      },
    ],
  };
}

/** Adds the deal and radius sources and their layers, once the style has loaded. */
function addDealLayers(map: MapLibreMap): void {
  map.addSource(RADIUS_SOURCE, { type: 'geojson', data: EMPTY });
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
    data: EMPTY,
    cluster: true,
    clusterRadius: 50,
    clusterMaxZoom: 12,
  });
  map.addLayer({
    id: CLUSTER_LAYER,
    type: 'circle',
    source: DEALS_SOURCE,
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#0f3d5e',
      'circle-opacity': 0.85,
      // Bigger clusters, bigger circles: 16 px up to 9 listings, 22 up to 49, 30 beyond.
      'circle-radius': ['step', ['get', 'point_count'], 16, 10, 22, 50, 30],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 2,
    },
  });
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

/** Zooms in far enough to split a cluster. */
async function expandCluster(map: MapLibreMap, clusterId: number, center: [number, number]): Promise<void> {
  const source = map.getSource<GeoJSONSource>(DEALS_SOURCE);
  if (!source) return;
  const zoom = await source.getClusterExpansionZoom(clusterId);
  map.easeTo({ center, zoom });
}

/** The map with clustered markers, the radius circle, and click-to-pick a centre. */
export default function DealsMap({ deals, radius, onPickPoint, onOpenDeal }: DealsMapProps) {
  const { t, i18n } = useTranslation('deals');
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  // The map's handlers are bound once; they read the latest props and labels through this ref.
  const latest = useRef({ onPickPoint, onOpenDeal, t, language: i18n.language });
  useEffect(() => {
    latest.current = { onPickPoint, onOpenDeal, t, language: i18n.language };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Without WebGL the constructor throws; MapErrorBoundary then shows "Failed to load map".
    const map = new MapLibreMap({
      container,
      style: baseStyle(),
      ...US_VIEW,
      attributionControl: false,
      // The feedback widget's page capture reads this canvas; without it WebGL clears it after each frame.
      canvasContextAttributes: { preserveDrawingBuffer: true },
    });
    mapRef.current = map;
    let loaded = false;
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('error', () => {
      // Before 'load' an error means no base map (style or states file); later ones are not fatal.
      if (!loaded) setFailed(true);
    });
    map.on('load', () => {
      loaded = true;
      addDealLayers(map);
      setReady(true);
    });

    const clusterMarkers = new Map<number, Marker>();
    const syncClusterCounts = () => {
      if (!map.getSource(DEALS_SOURCE)) return;
      const seen = new Set<number>();
      for (const feature of map.querySourceFeatures(DEALS_SOURCE)) {
        const properties = feature.properties as {
          cluster?: boolean;
          cluster_id?: number;
          point_count?: number;
        };
        if (!properties.cluster || properties.cluster_id === undefined) continue;
        const clusterId = properties.cluster_id;
        if (seen.has(clusterId)) continue;
        seen.add(clusterId);
        if (clusterMarkers.has(clusterId)) continue;
        const center = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'cluster-marker';
        button.textContent = String(properties.point_count ?? 0);
        button.setAttribute(
          'aria-label',
          latest.current.t('map.cluster', { count: properties.point_count ?? 0 }),
        );
        button.addEventListener('click', (event) => {
          event.stopPropagation();
          void expandCluster(map, clusterId, center);
        });
        clusterMarkers.set(clusterId, new Marker({ element: button }).setLngLat(center).addTo(map));
      }
      for (const [clusterId, marker] of clusterMarkers) {
        if (seen.has(clusterId)) continue;
        marker.remove();
        clusterMarkers.delete(clusterId);
      }
    };
    map.on('render', syncClusterCounts);

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
        void expandCluster(map, Number(hit.properties.cluster_id), center);
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

    return () => {
      for (const marker of clusterMarkers.values()) marker.remove();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  const features = useMemo(() => dealsToFeatures(deals), [deals]);
  const circle = useMemo(
    () => (radius ? circlePolygon(radius.center, radius.miles) : null),
    // The circle changes only with its numbers, not with a new object of the same ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [radius?.center.lat, radius?.center.lng, radius?.miles],
  );

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    map.getSource<GeoJSONSource>(DEALS_SOURCE)?.setData(features);
    map.getSource<GeoJSONSource>(RADIUS_SOURCE)?.setData(circle ?? EMPTY);
    const bounds = boundsToShow(features, circle);
    if (!bounds) return;
    const [[west, south], [east, north]] = bounds;
    if (west === east && south === north) map.jumpTo({ center: [west, south], zoom: 10 });
    else map.fitBounds(bounds, { padding: 48, maxZoom: 12, duration: 0 });
  }, [ready, features, circle]);

  if (failed) return <MapFailed />;
  return (
    <div
      className="deals-map"
      ref={containerRef}
      role="region"
      aria-label={t('map.label')}
      data-testid="deals-map"
      data-ready={ready}
    />
  );
}

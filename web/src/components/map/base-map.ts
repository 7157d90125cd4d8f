/**
 * The map kit's base map (docs/requirements.md#e6-4): only ever imported from lazily loaded map
 * chunks, so maplibre and its CSS stay out of every other chunk. It renders offline: the style is a
 * background plus the US land and state borders shipped in `/map/us-states.geojson`, and no layer
 * needs glyph fonts (counts are HTML markers, see cluster-markers.ts).
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import './map.css';
// The CSP build: its worker is a file served from our origin, not a blob: the CSP would refuse.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import {
  Map as MapLibreMap,
  NavigationControl,
  setWorkerUrl,
  type StyleSpecification,
} from 'maplibre-gl/dist/maplibre-gl-csp';
import type { LngLatBounds } from './geometry';
import type { MapControlLocale } from './map-locale';

setWorkerUrl(workerUrl);

/** The contiguous US, before there is anything to fit. */
export const US_VIEW = { center: [-98.5, 39.5] as [number, number], zoom: 3 };

/** The offline base style: water, US land and state borders. */
export function baseStyle(): StyleSpecification {
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

export interface BaseMapOptions {
  /** Called when the base map cannot load (style or states file): show MapFailed instead. */
  onFailed: () => void;
  /** The controls' labels in the page's language (useMapControlLocale). */
  locale?: MapControlLocale;
}

/**
 * A map of the US on the offline base style with zoom buttons. Without WebGL the constructor throws;
 * the page's MapErrorBoundary then shows "Failed to load map". Add sources and layers on 'load'.
 */
export function createBaseMap(container: HTMLElement, { onFailed, locale }: BaseMapOptions): MapLibreMap {
  const map = new MapLibreMap({
    container,
    style: baseStyle(),
    ...US_VIEW,
    attributionControl: false,
    ...(locale ? { locale } : {}),
    // The feedback widget's page capture reads this canvas; without it WebGL clears it after each frame.
    canvasContextAttributes: { preserveDrawingBuffer: true },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  let loaded = false;
  map.once('load', () => {
    loaded = true;
  });
  map.on('error', () => {
    // Before 'load' an error means no base map (style or states file); later ones are not fatal.
    if (!loaded) onFailed();
  });
  return map;
}

/** Shows the box at once: one point at street-block zoom, else the box with a margin. */
export function fitBoundsOf(map: MapLibreMap, bounds: LngLatBounds, { maxZoom = 12 } = {}): void {
  const [[west, south], [east, north]] = bounds;
  if (west === east && south === north) map.jumpTo({ center: [west, south], zoom: Math.min(10, maxZoom) });
  else map.fitBounds(bounds, { padding: 48, maxZoom, duration: 0 });
}

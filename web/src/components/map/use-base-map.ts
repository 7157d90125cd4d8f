import type { Map as MapLibreMap } from 'maplibre-gl/dist/maplibre-gl-csp';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { createBaseMap } from './base-map';
import { useMapControlLocale } from './map-locale';
import { useLatest } from './use-latest';

export interface BaseMapLifecycle {
  /** Runs once the style has loaded: add the map's sources and layers here. */
  onLoad(map: MapLibreMap): void;
  /** Runs right after the map is created (markers, click handlers); returns what to undo before it goes. */
  setup?(map: MapLibreMap): (() => void) | void;
  /**
   * Puts the caller's data on the map (setData, fit the view): runs once onLoad has, and again each
   * time this function changes, so memoise it (useCallback) on the data it shows.
   */
  showData?: (map: MapLibreMap) => void;
}

export interface BaseMapState {
  /** Goes on the element the map draws in (MapCanvas takes it). */
  containerRef: RefObject<HTMLDivElement | null>;
  /** The current map, null before it is created and after it is removed. */
  map: RefObject<MapLibreMap | null>;
  /** The style has loaded and onLoad has run: sources can take data. */
  ready: boolean;
  /** The base map could not load: show MapFailed instead (MapCanvas does). */
  failed: boolean;
}

/**
 * One map's lifecycle on the base map: created on mount and again when the language changes (maplibre
 * reads its control labels once), removed on unmount. The latest onLoad and setup are used each time;
 * showData runs on the loaded map whenever it changes.
 */
export function useBaseMap(lifecycle: BaseMapLifecycle): BaseMapState {
  const locale = useMapControlLocale();
  const containerRef = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useLatest(lifecycle);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = createBaseMap(container, { onFailed: () => setFailed(true), locale });
    map.current = created;
    created.on('load', () => {
      latest.current.onLoad(created);
      setReady(true);
    });
    const undoSetup = latest.current.setup?.(created);
    return () => {
      undoSetup?.();
      created.remove();
      map.current = null;
      setReady(false);
    };
  }, [locale, latest]);

  const { showData } = lifecycle;
  useEffect(() => {
    if (ready && map.current) showData?.(map.current);
  }, [ready, showData]);

  return { containerRef, map, ready, failed };
}

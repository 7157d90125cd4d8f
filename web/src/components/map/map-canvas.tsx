/**
 * The box a map draws in, and its loading and failed states. This module never imports maplibre, so
 * a page may show MapLoading (and size MapErrorBoundary with mapCanvasClassName) before the map's
 * chunk has loaded.
 */
import type { ReactNode } from 'react';
import { MapFailed } from './map-failed';
import type { BaseMapState } from './use-base-map';
import './map-canvas.css';

/** The kit's box classes in a state, plus the caller's own class (its height). */
export function mapCanvasClassName(className: string, state?: 'loading' | 'failed'): string {
  return ['map-canvas', state && `map-canvas--${state}`, className].filter(Boolean).join(' ');
}

/** Stands in the map's place while its chunk loads. */
export function MapLoading({ className, children }: { className: string; children: ReactNode }) {
  return <div className={mapCanvasClassName(className, 'loading')}>{children}</div>;
}

export interface MapCanvasProps {
  /** From useBaseMap: the element the map draws in. */
  containerRef: BaseMapState['containerRef'];
  /** From useBaseMap: the base map could not load. */
  failed: boolean;
  /** The caller's own class (its height). */
  className: string;
  /** The region's accessible name. */
  label: string;
  testId: string;
  /** data-ready for tests: true once the map shows what it should; left off when undefined. */
  ready?: boolean;
}

/** The map's region, or "Failed to load map" in its place when the base map could not load. */
export function MapCanvas({ containerRef, failed, className, label, testId, ready }: MapCanvasProps) {
  if (failed) return <MapFailed className={mapCanvasClassName(className, 'failed')} />;
  return (
    <div
      className={mapCanvasClassName(className)}
      ref={containerRef}
      role="region"
      aria-label={label}
      data-testid={testId}
      data-ready={ready}
    />
  );
}

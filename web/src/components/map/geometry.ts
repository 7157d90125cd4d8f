/**
 * The map kit's geometry, kept apart from maplibre so it is cheap to test and never pulls the map
 * library into a page's own chunk: the bounds shape maplibre's fitBounds takes and the box around
 * some points.
 */
import type { FeatureCollection, Geometry } from 'geojson';

/** A [lng, lat] position, the order GeoJSON and maplibre use. */
export type LngLat = readonly [number, number];

/** [[west, south], [east, north]], the shape maplibre's fitBounds takes. */
export type LngLatBounds = [[number, number], [number, number]];

/** A source with nothing to draw yet. */
export const EMPTY_FEATURES: FeatureCollection<Geometry> = { type: 'FeatureCollection', features: [] };

/** The box around some points, or null for none. */
export function boundsOf(points: readonly LngLat[]): LngLatBounds | null {
  if (points.length === 0) return null;
  let [west, south] = points[0]!;
  let [east, north] = points[0]!;
  for (const [lng, lat] of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

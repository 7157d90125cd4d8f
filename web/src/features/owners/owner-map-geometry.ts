/**
 * The Owners Club map's points, kept apart from maplibre so it is cheap to test and never pulls the
 * map library into the page's own chunk: one point per ZIP at its centre, carrying how many members
 * appear there (summed by the clusters).
 */
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { OwnerLocations } from '#shared/demand/demand';
import { boundsOf, type LngLatBounds } from '../../components/map/geometry';

export type OwnerLocationPoint = OwnerLocations['points'][number];

/** What a ZIP's marker carries: the ZIP (to find its names) and its member count. */
export interface OwnerMarkerProperties {
  zipCode: string;
  members: number;
}

/** One point per ZIP, as a clustered GeoJSON source takes them. */
export function ownerLocationsToFeatures(
  points: readonly OwnerLocationPoint[],
): FeatureCollection<Point, OwnerMarkerProperties> {
  const features = points.map((point): Feature<Point, OwnerMarkerProperties> => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [point.location.lng, point.location.lat] },
    properties: { zipCode: point.zipCode, members: point.members.length },
  }));
  return { type: 'FeatureCollection', features };
}

/** The box around every ZIP shown, or null when there is none. */
export const ownerLocationsBounds = (points: readonly OwnerLocationPoint[]): LngLatBounds | null =>
  boundsOf(points.map((point) => [point.location.lng, point.location.lat] as const));

/** "Austin, TX 78701", or the ZIP alone when its place is unknown. */
export function placeOf(point: Pick<OwnerLocationPoint, 'zipCode' | 'city' | 'state'>): string {
  const place = [point.city, point.state].filter(Boolean).join(', ');
  return place ? `${place} ${point.zipCode}` : point.zipCode;
}

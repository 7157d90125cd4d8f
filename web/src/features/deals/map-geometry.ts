/**
 * Geometry of the browse map, kept apart from maplibre so it is cheap to test and never pulls the
 * map library into the page's own chunk: deal markers as GeoJSON, the radius circle as a polygon
 * (there is no circle geometry in GeoJSON), and the bounds to fit (the box itself: the map kit).
 */
import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';
import type { DealSummary } from '#shared/deals/deal-api';
import type { GeoPoint } from '#shared/geo/geo-point';
import { boundsOf, type LngLatBounds } from '../../components/map/geometry';

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** What a marker carries, read back when it is clicked. */
export interface DealMarkerProperties {
  dealId: string;
  streetAddress: string;
  purchasePrice: number;
}

/** The listings that have a location, as points for a clustered GeoJSON source. */
export function dealsToFeatures(
  deals: readonly DealSummary[],
): FeatureCollection<Point, DealMarkerProperties> {
  const features: Feature<Point, DealMarkerProperties>[] = [];
  for (const deal of deals) {
    if (!deal.location) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [deal.location.lng, deal.location.lat] },
      properties: {
        dealId: deal.dealId,
        streetAddress: deal.streetAddress,
        purchasePrice: deal.purchasePrice,
      },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** The point `miles` away from `from` in direction `bearing` (radians from north), on a sphere. */
function destination(from: GeoPoint, miles: number, bearing: number): [number, number] {
  const angular = miles / EARTH_RADIUS_MILES;
  const lat1 = toRadians(from.lat);
  const lng1 = toRadians(from.lng);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  return [toDegrees(lng2), toDegrees(lat2)];
}

/** A closed ring of `steps` points approximating the circle of `miles` around `center`. */
export function circlePolygon(center: GeoPoint, miles: number, steps = 64): Feature<Polygon> {
  const ring: [number, number][] = [];
  for (let step = 0; step < steps; step++)
    ring.push(destination(center, miles, (2 * Math.PI * step) / steps));
  ring.push(ring[0]!);
  return { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
}

/** The box around the radius circle (when there is one), else around the markers. */
export function boundsToShow(
  deals: FeatureCollection<Point, DealMarkerProperties>,
  circle: Feature<Polygon> | null,
): LngLatBounds | null {
  if (circle) return boundsOf(circle.geometry.coordinates[0] as [number, number][]);
  return boundsOf(deals.features.map((feature) => feature.geometry.coordinates as [number, number]));
}

/** A clicked point rounded to 4 decimals (about 11 m): short URLs, same search. */
export function roundPoint(point: GeoPoint): GeoPoint {
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return { lat: round(point.lat), lng: round(point.lng) };
}

/**
 * Geometry of the browse map, kept apart from maplibre so it is cheap to test and never pulls the
 * map library into the page's own chunk: listing points as GeoJSON, the radius circle as a polygon
 * (there is no circle geometry in GeoJSON), the circle's bounds to fit (the box itself: the map
 * kit), and the view's box the map asks its points for.
 */
import type { Feature, FeatureCollection, Point, Polygon } from 'geojson';
import type { MapPoint } from '#shared/deals/deal-api';
import type { GeoPoint } from '#shared/geo/geo-point';
import type { GeoBox } from '#shared/geo/geohash';
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

/** The map's listing points, as features of a clustered GeoJSON source. */
export function pointsToFeatures(
  points: readonly MapPoint[],
): FeatureCollection<Point, DealMarkerProperties> {
  return {
    type: 'FeatureCollection',
    features: points.map((point): Feature<Point, DealMarkerProperties> => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
      properties: {
        dealId: point.dealId,
        streetAddress: point.streetAddress,
        purchasePrice: point.purchasePrice,
      },
    })),
  };
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

/** The box around the radius circle, to fit when the search changes. */
export function circleBounds(circle: Feature<Polygon>): LngLatBounds | null {
  return boundsOf(circle.geometry.coordinates[0] as [number, number][]);
}

/**
 * The box the map asks its points for: the view widened to whole hundredths of a degree (about a
 * kilometre, so a nudge of the map asks the same box again) and kept on the globe (a zoomed-out view
 * spans more than 360°).
 */
export function viewBoxOf(view: GeoBox): GeoBox {
  const hundredths = (value: number, round: (value: number) => number) =>
    Number((round(value * 100) / 100).toFixed(2));
  return {
    west: Math.max(-180, hundredths(view.west, Math.floor)),
    south: Math.max(-90, hundredths(view.south, Math.floor)),
    east: Math.min(180, hundredths(view.east, Math.ceil)),
    north: Math.min(90, hundredths(view.north, Math.ceil)),
  };
}

/** A clicked point rounded to 4 decimals (about 11 m): short URLs, same search. */
export function roundPoint(point: GeoPoint): GeoPoint {
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return { lat: round(point.lat), lng: round(point.lng) };
}

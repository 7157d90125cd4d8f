/**
 * Geohash cells and great-circle distance: what radius search needs. A deal is stored under the
 * geohash cell of its location (precision GEO_CELL_PRECISION); a radius query reads only the cells
 * that touch the circle and keeps the deals within the distance.
 */
import type { GeoPoint } from './geo-point';

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/**
 * Precision 4: cells of 0.3516° longitude × 0.1758° latitude (about 32 × 20 km at 35° N). A 25-mile
 * circle touches about 12 to 20 of them; the largest radius we offer, 50 miles, about 40 to 60.
 */
export const GEO_CELL_PRECISION = 4;

export const EARTH_RADIUS_MILES = 3958.8;

/** The geohash of a point at a precision (characters). */
export function encodeGeohash(point: GeoPoint, precision = GEO_CELL_PRECISION): string {
  let latRange: [number, number] = [-90, 90];
  let lngRange: [number, number] = [-180, 180];
  let hash = '';
  let bits = 0;
  let value = 0;
  let evenBit = true;
  while (hash.length < precision) {
    const range = evenBit ? lngRange : latRange;
    const coordinate = evenBit ? point.lng : point.lat;
    const middle = (range[0] + range[1]) / 2;
    value <<= 1;
    if (coordinate >= middle) {
      value |= 1;
      range[0] = middle;
    } else {
      range[1] = middle;
    }
    if (evenBit) lngRange = range;
    else latRange = range;
    evenBit = !evenBit;
    if (++bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

/** Size in degrees of a cell at a precision. */
export function cellSize(precision = GEO_CELL_PRECISION): { lat: number; lng: number } {
  const totalBits = precision * 5;
  const lngBits = Math.ceil(totalBits / 2);
  const latBits = Math.floor(totalBits / 2);
  return { lat: 180 / 2 ** latBits, lng: 360 / 2 ** lngBits };
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The nearest point of a lat/lng box to a point (good enough away from the poles and the antimeridian). */
function nearestPointOfBox(
  point: GeoPoint,
  south: number,
  west: number,
  north: number,
  east: number,
): GeoPoint {
  return { lat: Math.min(north, Math.max(south, point.lat)), lng: Math.min(east, Math.max(west, point.lng)) };
}

/**
 * The cells that touch a circle, in a fixed order (nearest first, then by hash), so a cursor can
 * name a position in the list. Cells whose nearest point is farther than the radius are dropped.
 */
export function cellsCoveringCircle(
  center: GeoPoint,
  radiusMiles: number,
  precision = GEO_CELL_PRECISION,
): string[] {
  const size = cellSize(precision);
  const latDelta = (radiusMiles / EARTH_RADIUS_MILES) * (180 / Math.PI);
  const lngDelta = latDelta / Math.max(0.01, Math.cos((center.lat * Math.PI) / 180));
  const south = Math.max(-90, center.lat - latDelta);
  const north = Math.min(90, center.lat + latDelta);
  const west = center.lng - lngDelta;
  const east = center.lng + lngDelta;
  const firstLat = Math.floor((south + 90) / size.lat) * size.lat - 90;
  const firstLng = Math.floor((west + 180) / size.lng) * size.lng - 180;
  const cells = new Map<string, number>();
  for (let lat = firstLat; lat < north; lat += size.lat) {
    for (let lng = firstLng; lng < east; lng += size.lng) {
      const wrappedLng = ((((lng + size.lng / 2 + 180) % 360) + 360) % 360) - 180;
      const cellCenter = { lat: Math.min(89.999, lat + size.lat / 2), lng: wrappedLng };
      const nearest = nearestPointOfBox(center, lat, lng, lat + size.lat, lng + size.lng);
      const distance = distanceMiles(center, nearest);
      if (distance <= radiusMiles) cells.set(encodeGeohash(cellCenter, precision), distance);
    }
  }
  return [...cells.entries()]
    .sort(([hashA, distanceA], [hashB, distanceB]) => distanceA - distanceB || hashA.localeCompare(hashB))
    .map(([hash]) => hash);
}

/** A box of latitudes and longitudes (west < east: it does not cross the antimeridian). */
export interface GeoBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** Whether a point is inside a box (its edges included). */
export const isInBox = (point: GeoPoint, box: GeoBox): boolean =>
  point.lat >= box.south && point.lat <= box.north && point.lng >= box.west && point.lng <= box.east;

/**
 * The cells that touch a box, in hash order (a fixed order), or null when there would be more than
 * `maxCells` (counted before any is listed, so a world-sized box costs nothing).
 */
export function cellsCoveringBox(box: GeoBox, precision: number, maxCells: number): string[] | null {
  const size = cellSize(precision);
  const firstRow = Math.floor((box.south + 90) / size.lat);
  const lastRow = Math.min(Math.floor((box.north + 90) / size.lat), Math.round(180 / size.lat) - 1);
  const firstColumn = Math.floor((box.west + 180) / size.lng);
  const lastColumn = Math.min(Math.floor((box.east + 180) / size.lng), Math.round(360 / size.lng) - 1);
  if ((lastRow - firstRow + 1) * (lastColumn - firstColumn + 1) > maxCells) return null;
  const cells: string[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    for (let column = firstColumn; column <= lastColumn; column++) {
      const cellCenter = { lat: (row + 0.5) * size.lat - 90, lng: (column + 0.5) * size.lng - 180 };
      cells.push(encodeGeohash(cellCenter, precision));
    }
  }
  return cells.sort();
}

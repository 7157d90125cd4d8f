/**
 * Where a US ZIP code is: its centroid from the shipped GeoNames data, decoded on first use (a few
 * milliseconds) so handlers that never look a ZIP up pay nothing at cold start.
 */
import { inflateRawSync } from 'node:zlib';
import type { GeoPoint } from '../../../shared/src/geo/geo-point';
import { decodeZipCentroids } from './zip-centroid-codec';
import { ZIP_CENTROIDS_DEFLATED_BASE64 } from './zip-centroids.data';

let centroids: Map<string, readonly [number, number]> | undefined;

/** The centroid of a 5-digit ZIP, or null when the ZIP is unknown. */
export function zipCentroid(zip: string): GeoPoint | null {
  centroids ??= decodeZipCentroids(inflateRawSync(Buffer.from(ZIP_CENTROIDS_DEFLATED_BASE64, 'base64')));
  const point = centroids.get(zip);
  return point ? { lat: point[0], lng: point[1] } : null;
}

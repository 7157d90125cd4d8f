/**
 * Where a US ZIP code is: its centroid from the shipped GeoNames data (CC BY 4.0), decoded on first
 * use (a few milliseconds), so handlers that never look a ZIP up pay nothing at cold start.
 *
 * The data is a file beside this module, not code: in the source tree it sits in this folder, and
 * the Lambda bundling copies it beside each bundle (infra/constructs/function-bundling.ts), so the
 * 100 KB of centroids never count against a handler's code size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import type { GeoPoint } from '#shared/geo/geo-point';
import { distanceMiles } from '#shared/geo/geohash';
import { decodeZipCentroids } from './zip-centroid-codec';

/** The data file's name, beside this module in the source tree and beside the bundle in Lambda. */
export const ZIP_CENTROIDS_FILE = 'zip-centroids.bin';

let centroids: Map<string, readonly [number, number]> | undefined;

function loadCentroids(): Map<string, readonly [number, number]> {
  return decodeZipCentroids(inflateRawSync(readFileSync(join(__dirname, ZIP_CENTROIDS_FILE))));
}

/** How many ZIP codes the shipped data knows. */
export function zipCentroidCount(): number {
  centroids ??= loadCentroids();
  return centroids.size;
}

/** The centroid of a 5-digit ZIP, or null when the ZIP is unknown. */
export function zipCentroid(zip: string): GeoPoint | null {
  centroids ??= loadCentroids();
  const point = centroids.get(zip);
  return point ? { lat: point[0], lng: point[1] } : null;
}

/** A ZIP near a point, and how far its centroid is. */
export interface NearZip {
  zipCode: string;
  point: GeoPoint;
  distanceMiles: number;
}

/**
 * The `limit` ZIPs whose centroids are within `miles` of the point, nearest first (ties by ZIP). A
 * linear pass over the decoded centroids (about 40,000, a few milliseconds): a ZIP page asks once.
 */
export function zipsNear(point: GeoPoint, miles: number, limit: number): NearZip[] {
  centroids ??= loadCentroids();
  // A degree of latitude is about 69 miles: skip most ZIPs before the exact distance.
  const latWindow = miles / 69 + 0.01;
  const near: NearZip[] = [];
  for (const [zipCode, [lat, lng]] of centroids) {
    if (Math.abs(lat - point.lat) > latWindow) continue;
    const candidate = { lat, lng };
    const distance = distanceMiles(point, candidate);
    if (distance <= miles) near.push({ zipCode, point: candidate, distanceMiles: distance });
  }
  return near
    .sort((a, b) => a.distanceMiles - b.distanceMiles || a.zipCode.localeCompare(b.zipCode))
    .slice(0, limit);
}

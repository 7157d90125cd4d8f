/**
 * Where the demand figures place a ZIP: the shipped ZIP data (functions/src/geo). A ZIP is placed
 * only when it has a centroid and a place, since it must be drawn on a map (docs/demand.md "Who is
 * counted").
 */
import { zipCentroid } from '../geo/zip-centroids';
import { centralZipOfCity, zipPlace } from '../geo/zip-places';
import type { ZipGeography } from './demand-figures';

/** The state of a ZIP the maps can place, or null. */
export function demandStateOf(zipCode: string): string | null {
  const place = zipPlace(zipCode);
  return place && zipCentroid(zipCode) ? place.state : null;
}

/** The shipped geography, as the pure figures take it. */
export const shippedZipGeography: ZipGeography = { stateOf: demandStateOf, centralZipOfCity };

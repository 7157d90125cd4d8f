/**
 * Which city and state a US ZIP code belongs to, from the shipped GeoNames data (CC BY 4.0), decoded
 * on first use; and the one ZIP that stands for a city (where a buyer who named a city but no ZIP is
 * counted on the demand maps).
 *
 * Like the centroids, the data is a file beside this module, copied beside each bundle by the Lambda
 * bundling (infra/constructs/function-bundling.ts), so it never counts against a handler's code size.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { zipCentroid } from './zip-centroids';
import { decodeZipPlaces } from './zip-place-codec';

/** The data file's name, beside this module in the source tree and beside the bundle in Lambda. */
export const ZIP_PLACES_FILE = 'zip-places.bin';

export interface ZipPlace {
  city: string;
  /** Two-letter state (or territory) code. */
  state: string;
}

let places: Map<string, ZipPlace> | undefined;
let zipsByCity: Map<string, string[]> | undefined;

function loadPlaces(): Map<string, ZipPlace> {
  places ??= decodeZipPlaces(inflateRawSync(readFileSync(join(__dirname, ZIP_PLACES_FILE))));
  return places;
}

/** A city's lookup key: state upper-cased, city trimmed, single-spaced and lower-cased. */
const cityKey = (state: string, city: string) =>
  `${state.toUpperCase()}#${city.trim().replace(/\s+/g, ' ').toLowerCase()}`;

/** The city and state of a 5-digit ZIP, or null when the shipped data does not know it. */
export function zipPlace(zip: string): ZipPlace | null {
  return loadPlaces().get(zip) ?? null;
}

/** How many ZIP codes the shipped place data knows. */
export function zipPlaceCount(): number {
  return loadPlaces().size;
}

/** Every known ZIP of a state, in ZIP order. */
export function zipsOfState(state: string): string[] {
  const code = state.toUpperCase();
  return [...loadPlaces()].filter(([, place]) => place.state === code).map(([zip]) => zip);
}

/** Every state (or territory) code the shipped data places a ZIP in, sorted. */
export function zipStates(): string[] {
  return [...new Set([...loadPlaces().values()].map((place) => place.state))].sort();
}

/**
 * The ZIP that stands for a city: of the city's ZIPs that have a centroid, the one nearest their
 * mean position (a downtown ZIP rather than a P.O. box at the edge). Null for a city the data does
 * not know in that state.
 */
export function centralZipOfCity(state: string, city: string): string | null {
  if (!zipsByCity) {
    zipsByCity = new Map();
    for (const [zip, place] of loadPlaces()) {
      const key = cityKey(place.state, place.city);
      const zips = zipsByCity.get(key);
      if (zips) zips.push(zip);
      else zipsByCity.set(key, [zip]);
    }
  }
  const located = (zipsByCity.get(cityKey(state, city)) ?? []).flatMap((zip) => {
    const point = zipCentroid(zip);
    return point ? [{ zip, point }] : [];
  });
  if (located.length === 0) return null;
  const meanLat = located.reduce((sum, { point }) => sum + point.lat, 0) / located.length;
  const meanLng = located.reduce((sum, { point }) => sum + point.lng, 0) / located.length;
  let best = located[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of located) {
    const distance = (candidate.point.lat - meanLat) ** 2 + (candidate.point.lng - meanLng) ** 2;
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best.zip;
}

/**
 * Synthetic points for the map demo (`/map-optimization-demo`, docs/requirements.md#r2-1): the same points on every run, from a
 * seeded generator, gathered around US metro areas so the clusters look like a real map. No user data.
 */

/** A metro area the points gather around: its centre and its share of the points. */
interface MetroArea {
  name: string;
  lng: number;
  lat: number;
  /** Relative share of the points (roughly the metro's population in millions). */
  weight: number;
}

/** The largest US metro areas, by rough population: enough spread for clusters coast to coast. */
export const METRO_AREAS: readonly MetroArea[] = [
  { name: 'New York', lng: -74.006, lat: 40.713, weight: 19.5 },
  { name: 'Los Angeles', lng: -118.244, lat: 34.052, weight: 12.8 },
  { name: 'Chicago', lng: -87.63, lat: 41.878, weight: 9.3 },
  { name: 'Dallas', lng: -96.797, lat: 32.777, weight: 8.1 },
  { name: 'Houston', lng: -95.37, lat: 29.76, weight: 7.3 },
  { name: 'Washington', lng: -77.037, lat: 38.907, weight: 6.3 },
  { name: 'Philadelphia', lng: -75.165, lat: 39.953, weight: 6.2 },
  { name: 'Miami', lng: -80.192, lat: 25.762, weight: 6.1 },
  { name: 'Atlanta', lng: -84.388, lat: 33.749, weight: 6.2 },
  { name: 'Boston', lng: -71.059, lat: 42.36, weight: 4.9 },
  { name: 'Phoenix', lng: -112.074, lat: 33.448, weight: 5.0 },
  { name: 'San Francisco', lng: -122.419, lat: 37.775, weight: 4.6 },
  { name: 'Riverside', lng: -117.396, lat: 33.953, weight: 4.7 },
  { name: 'Detroit', lng: -83.046, lat: 42.331, weight: 4.3 },
  { name: 'Seattle', lng: -122.332, lat: 47.606, weight: 4.0 },
  { name: 'Minneapolis', lng: -93.265, lat: 44.978, weight: 3.7 },
  { name: 'San Diego', lng: -117.161, lat: 32.716, weight: 3.3 },
  { name: 'Tampa', lng: -82.458, lat: 27.951, weight: 3.3 },
  { name: 'Denver', lng: -104.99, lat: 39.739, weight: 3.0 },
  { name: 'Baltimore', lng: -76.612, lat: 39.29, weight: 2.8 },
  { name: 'St. Louis', lng: -90.199, lat: 38.627, weight: 2.8 },
  { name: 'Orlando', lng: -81.379, lat: 28.538, weight: 2.7 },
  { name: 'Charlotte', lng: -80.843, lat: 35.227, weight: 2.7 },
  { name: 'San Antonio', lng: -98.494, lat: 29.424, weight: 2.6 },
  { name: 'Portland', lng: -122.676, lat: 45.515, weight: 2.5 },
  { name: 'Sacramento', lng: -121.494, lat: 38.582, weight: 2.4 },
  { name: 'Austin', lng: -97.743, lat: 30.267, weight: 2.4 },
  { name: 'Las Vegas', lng: -115.14, lat: 36.17, weight: 2.3 },
  { name: 'Kansas City', lng: -94.579, lat: 39.1, weight: 2.2 },
  { name: 'Columbus', lng: -82.999, lat: 39.961, weight: 2.1 },
  { name: 'Indianapolis', lng: -86.158, lat: 39.768, weight: 2.1 },
  { name: 'Nashville', lng: -86.781, lat: 36.163, weight: 2.0 },
  { name: 'Salt Lake City', lng: -111.891, lat: 40.761, weight: 1.3 },
  { name: 'Albuquerque', lng: -106.651, lat: 35.084, weight: 0.9 },
  { name: 'Boise', lng: -116.202, lat: 43.615, weight: 0.8 },
];

/** The contiguous US, which every point stays inside. */
export const CONTIGUOUS_US = { west: -124.7, south: 24.6, east: -67.0, north: 49.3 } as const;

/** The seed every run uses, so 100k points are the same 100k each time. */
export const DEMO_SEED = 20_261_126;

/** Most points sit within a few miles of a metro's centre; the rest spread out into its region. */
const CORE_SHARE = 0.8;
const CORE_SPREAD_DEGREES = 0.25;
const REGION_SPREAD_DEGREES = 1.6;

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal number from two uniform ones (Box–Muller). */
function gaussian(random: () => number): number {
  const u = 1 - random(); // (0, 1]: the logarithm stays finite.
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * `count` points as one flat array `[lng0, lat0, lng1, lat1, …]` (a typed array the worker can
 * transfer and index without an object per point), the same for the same `count` and `seed`.
 */
export function generateSyntheticPoints(count: number, seed = DEMO_SEED): Float64Array {
  const random = seededRandom(seed);
  const totalWeight = METRO_AREAS.reduce((sum, metro) => sum + metro.weight, 0);
  const cumulative: number[] = [];
  let running = 0;
  for (const metro of METRO_AREAS) {
    running += metro.weight / totalWeight;
    cumulative.push(running);
  }
  const coordinates = new Float64Array(count * 2);
  for (let index = 0; index < count; index += 1) {
    const pick = random();
    let metroIndex = cumulative.findIndex((share) => pick < share);
    if (metroIndex < 0) metroIndex = METRO_AREAS.length - 1;
    const metro = METRO_AREAS[metroIndex] as MetroArea;
    const spread = random() < CORE_SHARE ? CORE_SPREAD_DEGREES : REGION_SPREAD_DEGREES;
    // A degree of longitude is shorter than one of latitude; widen it so the clouds look round.
    const lngStretch = 1 / Math.cos((metro.lat * Math.PI) / 180);
    const lng = metro.lng + gaussian(random) * spread * lngStretch;
    const lat = metro.lat + gaussian(random) * spread;
    coordinates[index * 2] = clamp(lng, CONTIGUOUS_US.west, CONTIGUOUS_US.east);
    coordinates[index * 2 + 1] = clamp(lat, CONTIGUOUS_US.south, CONTIGUOUS_US.north);
  }
  return coordinates;
}

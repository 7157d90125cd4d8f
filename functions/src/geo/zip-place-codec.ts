/**
 * The byte format of the shipped ZIP places (which city and state a ZIP belongs to): a header line
 * of the state codes and a line of the city names, each `|`-separated, then for each ZIP, sorted,
 * three varints: its delta from the previous ZIP, its state's index and its city's index. City names
 * repeat across a state's ZIPs, so they are stored once.
 */
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
}

const SEPARATOR = '|';
const NEWLINE = 0x0a;

function writeVarint(bytes: number[], value: number): void {
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
}

/** Encodes places (any order) into the byte format. */
export function encodeZipPlaces(places: readonly ZipPlace[]): Uint8Array {
  const sorted = [...places].sort((a, b) => a.zip.localeCompare(b.zip));
  const states = [...new Set(sorted.map((place) => place.state))].sort();
  const cities = [...new Set(sorted.map((place) => place.city))].sort();
  const stateIndex = new Map(states.map((state, index) => [state, index]));
  const cityIndex = new Map(cities.map((city, index) => [city, index]));
  const header = new TextEncoder().encode(`${states.join(SEPARATOR)}\n${cities.join(SEPARATOR)}\n`);
  const bytes: number[] = [...header];
  let previous = 0;
  for (const place of sorted) {
    const zip = Number(place.zip);
    writeVarint(bytes, zip - previous);
    writeVarint(bytes, stateIndex.get(place.state)!);
    writeVarint(bytes, cityIndex.get(place.city)!);
    previous = zip;
  }
  return Uint8Array.from(bytes);
}

/** Decodes the byte format into a ZIP → place map. */
export function decodeZipPlaces(bytes: Uint8Array): Map<string, { city: string; state: string }> {
  const firstNewline = bytes.indexOf(NEWLINE);
  const secondNewline = bytes.indexOf(NEWLINE, firstNewline + 1);
  if (firstNewline < 0 || secondNewline < 0) throw new Error('Truncated ZIP place data');
  const decoder = new TextDecoder();
  const states = decoder.decode(bytes.subarray(0, firstNewline)).split(SEPARATOR);
  const cities = decoder.decode(bytes.subarray(firstNewline + 1, secondNewline)).split(SEPARATOR);
  let offset = secondNewline + 1;
  const readVarint = () => {
    let value = 0;
    let multiplier = 1;
    for (;;) {
      const byte = bytes[offset++];
      if (byte === undefined) throw new Error('Truncated ZIP place data');
      value += (byte & 0x7f) * multiplier;
      if (byte < 0x80) return value;
      multiplier *= 0x80;
    }
  };
  const places = new Map<string, { city: string; state: string }>();
  let zip = 0;
  while (offset < bytes.length) {
    zip += readVarint();
    const state = states[readVarint()];
    const city = cities[readVarint()];
    if (state === undefined || city === undefined) throw new Error('Corrupt ZIP place data');
    places.set(String(zip).padStart(5, '0'), { city, state });
  }
  return places;
}

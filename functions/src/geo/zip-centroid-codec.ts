/**
 * The byte format of the shipped ZIP centroids: entries sorted by ZIP; for each, three zig-zag
 * varints — the ZIP's delta from the previous ZIP, then latitude and longitude in hundredths of a
 * degree, each as a delta from the previous entry's. Neighbouring ZIPs are near each other, so most
 * deltas fit in one byte and the whole deflates well.
 */
export interface ZipCentroid {
  zip: string;
  lat: number;
  lng: number;
}

const SCALE = 100;

const zigZag = (value: number) => (value >= 0 ? value * 2 : -value * 2 - 1);
const unZigZag = (value: number) => (value % 2 === 0 ? value / 2 : -(value + 1) / 2);

function writeVarint(bytes: number[], value: number): void {
  let rest = zigZag(value);
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
}

/** Encodes centroids (any order) into the delta-varint byte format. */
export function encodeZipCentroids(centroids: readonly ZipCentroid[]): Uint8Array {
  const sorted = [...centroids].sort((a, b) => a.zip.localeCompare(b.zip));
  const bytes: number[] = [];
  let previous = { zip: 0, lat: 0, lng: 0 };
  for (const centroid of sorted) {
    const current = {
      zip: Number(centroid.zip),
      lat: Math.round(centroid.lat * SCALE),
      lng: Math.round(centroid.lng * SCALE),
    };
    writeVarint(bytes, current.zip - previous.zip);
    writeVarint(bytes, current.lat - previous.lat);
    writeVarint(bytes, current.lng - previous.lng);
    previous = current;
  }
  return Uint8Array.from(bytes);
}

/** Decodes the byte format into a ZIP → [lat, lng] map. */
export function decodeZipCentroids(bytes: Uint8Array): Map<string, readonly [number, number]> {
  const centroids = new Map<string, readonly [number, number]>();
  let offset = 0;
  const readVarint = () => {
    let value = 0;
    let multiplier = 1;
    for (;;) {
      const byte = bytes[offset++];
      if (byte === undefined) throw new Error('Truncated ZIP centroid data');
      value += (byte & 0x7f) * multiplier;
      if (byte < 0x80) return unZigZag(value);
      multiplier *= 0x80;
    }
  };
  let zip = 0;
  let lat = 0;
  let lng = 0;
  while (offset < bytes.length) {
    zip += readVarint();
    lat += readVarint();
    lng += readVarint();
    centroids.set(String(zip).padStart(5, '0'), [lat / SCALE, lng / SCALE]);
  }
  return centroids;
}

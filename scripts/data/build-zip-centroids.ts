/**
 * Builds `functions/src/geo/zip-centroids.bin` from a GeoNames postal-code dump of the US (the
 * tab-separated `US.txt`, CC BY 4.0, www.geonames.org): ZIP, latitude, longitude.
 *
 *   tsx scripts/data/build-zip-centroids.ts <path to US.txt>
 *
 * The output is compact: entries sorted by ZIP, each ZIP and coordinate stored as a zig-zag varint
 * delta from the previous one (neighbouring ZIPs are near each other, so most deltas are one byte),
 * coordinates in hundredths of a degree (about 1 km), the whole deflated (about 100 KB). It is a
 * data file beside the handler, not code in its bundle: `zip-centroids.ts` reads it on first use.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { encodeZipCentroids, type ZipCentroid } from '#functions/geo/zip-centroid-codec';
import { ZIP_CENTROIDS_FILE } from '#functions/geo/zip-centroids';

function parseGeoNames(text: string): ZipCentroid[] {
  const byZip = new Map<string, ZipCentroid>();
  for (const line of text.split('\n')) {
    const columns = line.split('\t');
    if (columns.length < 11) continue;
    const zip = columns[1]!.trim();
    const lat = Number(columns[9]);
    const lng = Number(columns[10]);
    if (!/^\d{5}$/.test(zip) || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    if (!byZip.has(zip)) byZip.set(zip, { zip, lat, lng });
  }
  return [...byZip.values()];
}

const source = process.argv[2];
if (!source) {
  console.error('Usage: tsx scripts/data/build-zip-centroids.ts <GeoNames US.txt>');
  process.exit(1);
}
const centroids = parseGeoNames(readFileSync(source, 'utf8'));
const encoded = deflateRawSync(encodeZipCentroids(centroids), { level: 9 });
const target = join(__dirname, '../../functions/src/geo', ZIP_CENTROIDS_FILE);
writeFileSync(target, encoded);
console.log(`${centroids.length} ZIP centroids, ${encoded.length} bytes → ${target}`);

/**
 * Builds `functions/src/geo/zip-places.bin` from a GeoNames postal-code dump of the US (the
 * tab-separated `US.txt`, CC BY 4.0, www.geonames.org): ZIP, place name, state code.
 *
 *   tsx scripts/data/build-zip-places.ts <path to US.txt>
 *
 * City names are stored once and ZIPs as deltas (zip-place-codec.ts), the whole deflated. Like the
 * centroids it is a data file beside the handler, read on first use by `zip-places.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { encodeZipPlaces, type ZipPlace } from '#functions/geo/zip-place-codec';
import { ZIP_PLACES_FILE } from '#functions/geo/zip-places';

function parseGeoNames(text: string): ZipPlace[] {
  const byZip = new Map<string, ZipPlace>();
  for (const line of text.split('\n')) {
    const columns = line.split('\t');
    if (columns.length < 5) continue;
    const zip = columns[1]!.trim();
    const city = columns[2]!.trim().replace(/\s+/g, ' ');
    const state = columns[4]!.trim().toUpperCase();
    if (!/^\d{5}$/.test(zip) || !/^[A-Z]{2}$/.test(state) || city === '' || city.includes('|')) continue;
    if (!byZip.has(zip)) byZip.set(zip, { zip, city, state });
  }
  return [...byZip.values()];
}

const source = process.argv[2];
if (!source) {
  console.error('Usage: tsx scripts/data/build-zip-places.ts <GeoNames US.txt>');
  process.exit(1);
}
const places = parseGeoNames(readFileSync(source, 'utf8'));
const encoded = deflateRawSync(encodeZipPlaces(places), { level: 9 });
const target = join(__dirname, '../../functions/src/geo', ZIP_PLACES_FILE);
writeFileSync(target, encoded);
console.log(`${places.length} ZIP places, ${encoded.length} bytes → ${target}`);

/**
 * Builds `web/public/map/us-states.geojson`, the offline base map of the browse map
 * (docs/requirements.md#e5-9: maps render with no network), from the `us-atlas` package's `states-10m.json`
 * (US Census cartographic boundaries, public domain):
 *
 *   tsx scripts/data/build-us-states.ts
 *
 * The output has two features: `land` (the nation's polygons, for the land fill) and `borders` (every
 * state boundary once, as lines, from the topology's mesh, so a shared border is not drawn twice).
 * Lines are simplified (Douglas–Peucker, about 3 km), coordinates rounded to 2 decimals (about 1 km;
 * finer than a state outline needs at the zooms a browse map shows) and points that round onto the
 * previous one dropped, which keeps the file small enough to fetch the first time the map opens.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Geometry, Position } from 'geojson';

/** Decimal places kept: 2 is about 1.1 km of latitude. */
const PRECISION = 2;
const factor = 10 ** PRECISION;
const round = (value: number) => Math.round(value * factor) / factor;

/** Degrees a simplified line may stray from the original (about 3 km). */
const TOLERANCE = 0.03;

function distanceToSegment(point: Position, start: Position, end: Position): number {
  const [x, y] = point as [number, number];
  const [x1, y1] = start as [number, number];
  const [x2, y2] = end as [number, number];
  const dx = x2 - x1;
  const dy = y2 - y1;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / lengthSquared));
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}

/** Douglas–Peucker: keeps the ends (so borders still meet at junctions) and every point that matters. */
function simplify(line: Position[]): Position[] {
  if (line.length <= 2) return line;
  let farthest = 0;
  let index = 0;
  for (let i = 1; i < line.length - 1; i++) {
    const distance = distanceToSegment(line[i]!, line[0]!, line.at(-1)!);
    if (distance > farthest) [farthest, index] = [distance, i];
  }
  if (farthest <= TOLERANCE) return [line[0]!, line.at(-1)!];
  return [...simplify(line.slice(0, index + 1)).slice(0, -1), ...simplify(line.slice(index))];
}

/** Simplifies and rounds a line's points, dropping those that became equal to the point before them. */
function roundLine(line: Position[]): Position[] {
  const rounded: Position[] = [];
  for (const [lng, lat] of simplify(line)) {
    const point = [round(lng!), round(lat!)];
    const previous = rounded.at(-1);
    if (!previous || previous[0] !== point[0] || previous[1] !== point[1]) rounded.push(point);
  }
  return rounded;
}

/** A polygon ring needs four points (closed); a smaller one vanished at this precision. */
const roundRings = (rings: Position[][]) => rings.map(roundLine).filter((ring) => ring.length >= 4);

function roundGeometry(geometry: Geometry): Geometry {
  switch (geometry.type) {
    case 'MultiLineString':
      return {
        type: 'MultiLineString',
        coordinates: geometry.coordinates.map(roundLine).filter((line) => line.length >= 2),
      };
    case 'LineString':
      return { type: 'LineString', coordinates: roundLine(geometry.coordinates) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: roundRings(geometry.coordinates) };
    case 'MultiPolygon':
      return {
        type: 'MultiPolygon',
        coordinates: geometry.coordinates.map(roundRings).filter((polygon) => polygon.length > 0),
      };
    default:
      throw new Error(`Unexpected geometry ${geometry.type}`);
  }
}

const atlasDir = dirname(require.resolve('us-atlas/package.json'));
const topology = JSON.parse(readFileSync(join(atlasDir, 'states-10m.json'), 'utf8')) as Topology<{
  states: GeometryCollection;
  nation: GeometryCollection;
}>;

const land = feature(topology, topology.objects.nation);
const borders = mesh(topology, topology.objects.states);
const collection = {
  type: 'FeatureCollection',
  features: [
    ...land.features.map((item) => ({
      type: 'Feature',
      properties: { kind: 'land' },
      geometry: roundGeometry(item.geometry),
    })),
    { type: 'Feature', properties: { kind: 'borders' }, geometry: roundGeometry(borders) },
  ],
};

const target = join(__dirname, '../../web/public/map/us-states.geojson');
mkdirSync(dirname(target), { recursive: true });
const text = `${JSON.stringify(collection)}\n`;
writeFileSync(target, text);
console.log(`Wrote ${target} (${(text.length / 1024).toFixed(1)} KB)`);

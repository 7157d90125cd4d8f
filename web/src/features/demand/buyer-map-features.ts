/**
 * The buyer map's points, kept apart from maplibre so they are cheap to test: one GeoJSON point per
 * ZIP at its centre, carrying what the map draws and sums. A ZIP with fewer than 11 buyers adds 0 to
 * its cluster's sum and 1 to its count of hidden ZIPs, so a cluster only ever adds shown numbers
 * (docs/requirements.md#r3-7-1) and says "+" when it holds hidden ones.
 */
import type { FeatureCollection, Point } from 'geojson';
import type { ZipDemandRow } from '#shared/demand/demand';

export interface BuyerPointProperties {
  zipCode: string;
  /** The buyers shown; 0 when hidden. */
  shownBuyers: number;
  /** 1 when the ZIP's buyers are hidden (fewer than 11). */
  hiddenZips: 0 | 1;
}

/** The sums a cluster of buyer points keeps (maplibre `clusterProperties`). */
export const BUYER_CLUSTER_SUMS = {
  shownBuyers: ['+', ['get', 'shownBuyers']],
  hiddenZips: ['+', ['get', 'hiddenZips']],
} as const;

export function buyerPointFeatures(
  rows: readonly ZipDemandRow[],
): FeatureCollection<Point, BuyerPointProperties> {
  return {
    type: 'FeatureCollection',
    features: rows.map((row) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [row.lng, row.lat] },
      properties: {
        zipCode: row.zipCode,
        shownBuyers: row.buyers ?? 0,
        hiddenZips: row.buyers === null ? 1 : 0,
      },
    })),
  };
}

/** A cluster's count as its marker writes it: the shown buyers, "+" when hidden ZIPs are in it. */
export const clusterText = (shownBuyers: number, hiddenZips: number) =>
  `${shownBuyers}${hiddenZips > 0 ? '+' : ''}`;

/** What the map shows, in words, for screen readers: the ZIPs and how many have hidden counts. */
export function demandSummaryCounts(rows: readonly ZipDemandRow[]): { zips: number; hidden: number } {
  return { zips: rows.length, hidden: rows.filter((row) => row.buyers === null).length };
}

/**
 * The browse map's points (GET /api/deals/map-points): every listing that matches the browse
 * filters inside the map's view, as light points, up to MAP_POINTS_MAX. The same planner and reader
 * as a browse page (the view's geo cells on gsi4 or gsi3, or the filters' partition for a view too
 * wide for cells), read once with a fixed item budget: never a Scan (docs/decisions/browse-map-points.md).
 */
import { MAP_POINTS_MAX, type MapPoint, type MapPoints, type MapPointsQuery } from '#shared/deals/deal-api';
import { zipCentroid } from '../../geo/zip-centroids';
import { FIRST_POSITION } from './browse-cursor';
import type { BrowseListing } from './browse-filter';
import { planBrowse, radiusSearchOf, type BrowseViewer } from './browse-plan';
import { readPage } from './browse-reader';

/**
 * Most items one map answer may read: twice the cap, so filters that keep one listing in two still
 * fill it; past it the answer says `capped` (zoom in or filter to see the rest).
 */
export const MAP_POINTS_READ_BUDGET = 2 * MAP_POINTS_MAX;

/** A located listing's point: its card's popup fields, nothing more. */
function toMapPoint(listing: BrowseListing & { location: NonNullable<BrowseListing['location']> }): MapPoint {
  return {
    dealId: listing.dealId,
    lat: listing.location.lat,
    lng: listing.location.lng,
    purchasePrice: listing.purchasePrice,
    streetAddress: listing.streetAddress,
    city: listing.city,
    state: listing.state,
    status: listing.status,
  };
}

const isLocated = (
  listing: BrowseListing,
): listing is BrowseListing & { location: NonNullable<BrowseListing['location']> } =>
  listing.location !== null;

/**
 * The points the viewer may see for the query, and `itemsRead` (every item DynamoDB read to answer).
 * An unknown ZIP centre is a 400, as on a browse page.
 */
export async function mapPoints(
  viewer: BrowseViewer,
  query: MapPointsQuery,
): Promise<{ answer: MapPoints; itemsRead: number }> {
  const { west, south, east, north, ...filters } = query;
  const radius = radiusSearchOf(filters, zipCentroid);
  const plan = planBrowse(filters, viewer, radius, { west, south, east, north });
  const read = await readPage(plan, FIRST_POSITION, MAP_POINTS_MAX, MAP_POINTS_READ_BUDGET);
  return {
    // Every kept listing is inside the view, so it has a location; the guard only narrows the type.
    answer: { points: read.records.filter(isLocated).map(toMapPoint), capped: read.next !== null },
    itemsRead: read.itemsRead,
  };
}

/**
 * The buyer map and its Analytics by ZIP table (docs/demand.md, docs/requirements.md#r3-7): every
 * ZIP with buyers of one segment, optionally in one state, each disclosed by the small-count rule.
 */
import type { BuyerDemand, BuyerDemandQuery, DemandSegment, ZipDemandRow } from '#shared/demand/demand';
import type { ZipDemandFigures } from '../db/entities/zip-demand.entity';
import { zipCentroid } from '../geo/zip-centroids';
import { zipPlace } from '../geo/zip-places';
import { discloseFigures, discloseSegment, segmentCount } from './disclosure';
import { getAllFigures, getStateFigures } from './zip-demand.repository';

/** The day (YYYY-MM-DD, UTC) of an ISO instant. */
export const dayOf = (instant: string) => instant.slice(0, 10);

/**
 * A ZIP's row for a segment, or null when it has no buyers of the segment (exactly: a ZIP with
 * 1–10 appears with `buyers: null`) or cannot be placed on the map.
 */
export function buyerDemandRow(figures: ZipDemandFigures, segment: DemandSegment): ZipDemandRow | null {
  if (segmentCount(figures, segment) <= 0 || figures.updatedAt === null) return null;
  const place = zipPlace(figures.zipCode);
  const point = zipCentroid(figures.zipCode);
  if (!place || !point) return null;
  const averages =
    segment === 'all' ? discloseFigures(figures) : { averageDownPayment: null, averageMonthlyPayment: null };
  return {
    zipCode: figures.zipCode,
    city: place.city,
    state: place.state,
    lat: point.lat,
    lng: point.lng,
    buyers: discloseSegment(figures, segment),
    averageDownPayment: averages.averageDownPayment,
    averageMonthlyPayment: averages.averageMonthlyPayment,
    activeListings: figures.activeListings,
    updatedAt: dayOf(figures.updatedAt),
  };
}

/** Every ZIP with buyers of the segment (one state's partition when a state is given), by ZIP. */
export async function getBuyerDemand(query: BuyerDemandQuery): Promise<BuyerDemand> {
  const figures = query.state ? await getStateFigures(query.state) : await getAllFigures();
  const rows = figures
    .flatMap((zip) => buyerDemandRow(zip, query.segment) ?? [])
    .sort((a, b) => a.zipCode.localeCompare(b.zipCode));
  return { segment: query.segment, state: query.state ?? null, rows };
}

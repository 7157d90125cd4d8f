/**
 * A ZIP's page (docs/demand.md, docs/requirements.md#r3-7): its figures and breakdown, the monthly
 * trend, the listings buyers can find there and the nearest ZIPs with buyers, every figure
 * disclosed by the small-count rule.
 */
import type { ZipDemandDetail } from '#shared/demand/demand';
import { NEARBY_RADIUS_MILES, NEARBY_ZIP_COUNT } from '#shared/demand/demand-limits';
import type { GeoPoint } from '#shared/geo/geo-point';
import { browsableListingPricesInZip } from '../deals/zip-listing-prices';
import { zipCentroid, zipsNear } from '../geo/zip-centroids';
import { zipPlace } from '../geo/zip-places';
import { ZipNotFoundError } from '../lib/errors';
import { dayOf } from './buyer-demand.service';
import { emptyFigures } from './demand-figures';
import { discloseBreakdown, discloseFigures, shownCount } from './disclosure';
import { getZipFigures, getZipHistory } from './zip-demand.repository';

/**
 * ZIPs around a ZIP whose figures are read to find its nearest ZIPs with buyers: one BatchGet, so
 * a page reads the same few items however dense the area (in a city the 100 nearest span miles).
 */
export const NEARBY_CANDIDATES = 100;

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest other ZIPs within NEARBY_RADIUS_MILES with at least one buyer, nearest first. */
async function nearbyZips(zipCode: string, center: GeoPoint): Promise<ZipDemandDetail['nearby']> {
  const candidates = zipsNear(center, NEARBY_RADIUS_MILES, NEARBY_CANDIDATES + 1).filter(
    (candidate) => candidate.zipCode !== zipCode,
  );
  const figures = await getZipFigures(candidates.map((candidate) => candidate.zipCode));
  return candidates
    .flatMap((candidate) => {
      const zip = figures.get(candidate.zipCode);
      const place = zipPlace(candidate.zipCode);
      if (!zip || zip.buyers <= 0 || !place) return [];
      return [
        {
          zipCode: candidate.zipCode,
          city: place.city,
          state: place.state,
          distanceMiles: Math.round(candidate.distanceMiles * 10) / 10,
          buyers: shownCount(zip.buyers),
        },
      ];
    })
    .slice(0, NEARBY_ZIP_COUNT);
}

/** A ZIP's page; ZipNotFoundError (404) for a ZIP the shipped data cannot place. */
export async function getZipDemand(zipCode: string): Promise<ZipDemandDetail> {
  const place = zipPlace(zipCode);
  const location = zipCentroid(zipCode);
  if (!place || !location) throw new ZipNotFoundError();
  const [current, history, prices, nearby] = await Promise.all([
    getZipFigures([zipCode]),
    getZipHistory(zipCode),
    browsableListingPricesInZip(zipCode),
    nearbyZips(zipCode, location),
  ]);
  const figures = current.get(zipCode) ?? emptyFigures(zipCode, place.state);
  return {
    zipCode,
    city: place.city,
    state: place.state,
    location,
    figures: discloseFigures(figures),
    updatedAt: figures.updatedAt === null ? null : dayOf(figures.updatedAt),
    breakdown: discloseBreakdown(figures),
    trend: history.map((month) => ({ month: month.month, ...discloseFigures(month.figures) })),
    listings: { active: figures.activeListings, medianPrice: medianOf(prices) },
    nearby,
  };
}

/**
 * The public ZIP analytics (docs/demand.md "The public API", docs/requirements.md#r7-3): figures for
 * up to 50 ZIPs or one state from the published daily snapshot only, disclosed by the small-count
 * rule, limited per source address. It reads the pointer, then the asked ZIPs' items or the state's
 * partition: items in proportion to the ZIPs, never to the buyers.
 */
import type { PublicZipAnalytics, ZipAnalyticsQuery } from '#shared/demand/demand';
import { MIN_SHOWN_BUYERS } from '#shared/demand/demand-limits';
import type { ZipDemandFigures } from '../db/entities/zip-demand.entity';
import { zipPlace } from '../geo/zip-places';
import { enforceRateLimit } from '../rate-limits/rate-limits.service';
import { discloseFigures } from './disclosure';
import { publishedDay, publishedFiguresOf, publishedStateFigures } from './published-zip-demand.repository';

type PublicZipRow = PublicZipAnalytics['zips'][number];

/** Figures that say nothing: before the first snapshot, nothing is known of any ZIP. */
const UNKNOWN_FIGURES = { buyers: null, averageDownPayment: null, averageMonthlyPayment: null };

/** A ZIP's row from its snapshot figures (a ZIP the snapshot lacks has no buyers that day). */
function rowOf(zipCode: string, figures: ZipDemandFigures | undefined): PublicZipRow {
  const place = zipPlace(zipCode);
  return {
    zipCode,
    city: place?.city ?? null,
    state: place?.state ?? figures?.state ?? null,
    ...(figures
      ? discloseFigures(figures)
      : { buyers: 0, averageDownPayment: null, averageMonthlyPayment: null }),
    lastUpdated: figures?.updatedAt?.slice(0, 10) ?? null,
  };
}

/** One row per asked ZIP, in the asked order: one BatchGet of the placed ones (the state is the partition). */
async function zipRows(day: string, zipCodes: readonly string[]): Promise<PublicZipRow[]> {
  const placed = zipCodes.flatMap((zipCode) => {
    const place = zipPlace(zipCode);
    return place ? [{ zipCode, state: place.state }] : [];
  });
  const { figures } = placed.length > 0 ? await publishedFiguresOf(day, placed) : { figures: [] };
  const byZip = new Map(figures.map((zip) => [zip.zipCode, zip]));
  return zipCodes.map((zipCode) => rowOf(zipCode, byZip.get(zipCode)));
}

/** A state's ZIPs whose buyers are shown, by ZIP, and how many others have buyers but too few to show. */
async function stateRows(day: string, state: string) {
  const rows = (await publishedStateFigures(day, state)).map((zip) => rowOf(zip.zipCode, zip));
  const shown = rows
    .filter((row) => row.buyers !== null && row.buyers > 0)
    .sort((a, b) => a.zipCode.localeCompare(b.zipCode));
  const hidden = rows.filter((row) => row.buyers === null).length;
  return { zips: shown, zipsFewerThanMinimum: hidden };
}

/** The public answer to a query from `sourceIp` (counted against `zipAnalyticsPerIp` when known). */
export async function publicZipAnalytics(
  query: ZipAnalyticsQuery,
  sourceIp: string | undefined,
  now: Date,
): Promise<PublicZipAnalytics> {
  if (sourceIp) await enforceRateLimit('zipAnalyticsPerIp', `ip:${sourceIp}`, now);
  const day = await publishedDay();
  const answer = { asOf: day, minimumShown: MIN_SHOWN_BUYERS };
  if (query.zipCodes) {
    const zips = day
      ? await zipRows(day, query.zipCodes)
      : query.zipCodes.map((zipCode) => ({ ...rowOf(zipCode, undefined), ...UNKNOWN_FIGURES }));
    return { ...answer, zips, zipsFewerThanMinimum: null };
  }
  if (!day || !query.state) return { ...answer, zips: [], zipsFewerThanMinimum: null };
  return { ...answer, ...(await stateRows(day, query.state)) };
}

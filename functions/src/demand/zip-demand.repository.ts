/**
 * The reads of the live demand figures (docs/demand.md, functions/src/db/entities/zip-demand.entity.ts):
 * one state's ZIPs, every state's, a few ZIPs', and a ZIP's monthly history. Figures come back exact;
 * callers disclose them (disclosure.ts) before anything leaves the admin panel.
 */
import { TREND_MONTHS } from '#shared/demand/demand-limits';
import { batchGet } from '../db/batch';
import { TABLE } from '../db/indexes';
import { queryAll, queryOnce } from '../db/query';
import {
  fromZipDemandItem,
  type ZipDemandFigures,
  zipDemandHistoryPartition,
  zipDemandKey,
  zipDemandStatePartition,
} from '../db/entities/zip-demand.entity';
import { zipPlace, zipStates } from '../geo/zip-places';
import { mapBounded } from '../lib/map-bounded';

/** State partitions read at once for every state's figures: fast without a burst that throttles. */
export const STATE_QUERY_BOUND = 8;

/** Every ZIP's figures in one state (every page of its partition), in ZIP order. */
export async function getStateFigures(state: string): Promise<ZipDemandFigures[]> {
  const items = await queryAll({ index: TABLE, partition: zipDemandStatePartition(state) });
  return items.map(fromZipDemandItem);
}

/** Every ZIP's figures in every state the ZIP data knows: one Query per state, STATE_QUERY_BOUND at a time. */
export async function getAllFigures(): Promise<ZipDemandFigures[]> {
  const perState = await mapBounded(zipStates(), STATE_QUERY_BOUND, getStateFigures);
  return perState.flat();
}

/**
 * The figures of these ZIPs that have an item, by ZIP (BatchGet; each ZIP's partition from its
 * state in the ZIP data, so a ZIP the data does not know is never read).
 */
export async function getZipFigures(zipCodes: readonly string[]): Promise<Map<string, ZipDemandFigures>> {
  const keys = [...new Set(zipCodes)].flatMap((zipCode) => {
    const place = zipPlace(zipCode);
    return place ? [zipDemandKey(place.state, zipCode)] : [];
  });
  if (keys.length === 0) return new Map();
  const { items } = await batchGet(keys);
  return new Map(items.map(fromZipDemandItem).map((figures) => [figures.zipCode, figures]));
}

/** One month of a ZIP's history: the figures as the month's last daily run saw them. */
export interface ZipDemandMonth {
  month: string;
  figures: ZipDemandFigures;
}

/** A ZIP's newest TREND_MONTHS months of history, oldest first. */
export async function getZipHistory(zipCode: string): Promise<ZipDemandMonth[]> {
  const { items } = await queryOnce(
    { index: TABLE, partition: zipDemandHistoryPartition(zipCode) },
    { forward: false, limit: TREND_MONTHS },
  );
  return items.map((item) => ({ month: String(item.sk), figures: fromZipDemandItem(item) })).reverse();
}

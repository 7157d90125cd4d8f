/**
 * The rebuild of the ZIP figures (docs/demand.md "Keeping the figures"): finishes every buyer's
 * unfinished change, recounts each ZIP from the buyers' contributions and the browse index's
 * listings with the same pure functions the incremental path uses, and writes each ZIP that differs
 * unless it changed while being recounted.
 */
import { DEMAND_DIMENSIONS, type DemandDimension } from '#shared/demand/demand';
import { US_STATE_CODES } from '#shared/core/us-states';
import type { BuyerDemandValues, ZipDemandFigures } from '../db/entities/zip-demand.entity';
import { syncBuyerDemand } from './buyer-demand';
import { emptyFigures, recountFigures } from './demand-figures';
import {
  countBrowsableListingsByZip,
  forEachUserIdPage,
  putRecountedFigures,
  readStateFigures,
  type StoredZipFigures,
} from './zip-figures.repository';
import { demandStateOf } from './zip-geography';

/** Buyers synced at once: bounded, so a run never floods the table. */
const SYNC_CONCURRENCY = 10;

/** What a run did: ZIPs rewritten, already right, or left because they changed meanwhile. */
export interface RebuildOutcome {
  users: number;
  zipsWritten: number;
  zipsUnchanged: number;
  zipsSkipped: number;
}

/** Figures as compared: zero counts dropped, `updatedAt` left out (the time of a change, not a figure). */
function comparable(figures: ZipDemandFigures) {
  const counts = Object.fromEntries(
    (Object.keys(DEMAND_DIMENSIONS) as DemandDimension[]).map((dimension) => [
      dimension,
      Object.fromEntries(Object.entries(figures.counts[dimension]).filter(([, count]) => count !== 0)),
    ]),
  );
  return JSON.stringify({ ...figures, counts, updatedAt: null });
}

/** Syncs every user (finishing what a failure cut short) and answers what each is counted as. */
async function syncEveryUser(
  now: string,
): Promise<{ users: number; contributions: Record<string, BuyerDemandValues>[] }> {
  const contributions: Record<string, BuyerDemandValues>[] = [];
  let users = 0;
  await forEachUserIdPage(async (userIds) => {
    for (let start = 0; start < userIds.length; start += SYNC_CONCURRENCY) {
      const synced = await Promise.all(
        userIds.slice(start, start + SYNC_CONCURRENCY).map((userId) => syncBuyerDemand(userId, now)),
      );
      contributions.push(...synced.map((contribution) => contribution.counted));
    }
    users += userIds.length;
  });
  return { users, contributions };
}

/**
 * Recounts every ZIP and writes those whose figures differ: ZIPs with buyers or listings, and ZIPs
 * that had figures and now have neither (zeroed). The stored figures are read first, so a ZIP whose
 * `revision` moves during the run (a save, a listing, a sync finishing a change) is skipped.
 */
export async function rebuildZipDemand(now: Date): Promise<RebuildOutcome> {
  const at = now.toISOString();
  const stored = new Map<string, StoredZipFigures>();
  const readStates = new Set<string>();
  const readState = async (state: string) => {
    readStates.add(state);
    for (const entry of await readStateFigures(state)) stored.set(entry.figures.zipCode, entry);
  };
  for (const state of US_STATE_CODES) await readState(state);
  const { users, contributions } = await syncEveryUser(at);
  const recounted = recountFigures(contributions, demandStateOf, at);
  const listings = await countBrowsableListingsByZip();
  // The few ZIPs of territories and military codes: their partitions are read once they are seen.
  for (const zipCode of [...recounted.keys(), ...listings.keys()]) {
    const state = demandStateOf(zipCode);
    if (state && !readStates.has(state)) await readState(state);
  }

  const outcome: RebuildOutcome = { users, zipsWritten: 0, zipsUnchanged: 0, zipsSkipped: 0 };
  const zips = new Set([...stored.keys(), ...recounted.keys(), ...listings.keys()]);
  for (const zipCode of [...zips].sort()) {
    const state = stored.get(zipCode)?.figures.state ?? demandStateOf(zipCode);
    if (!state) continue;
    const before = stored.get(zipCode) ?? null;
    const buyers = recounted.get(zipCode) ?? emptyFigures(zipCode, state);
    const figures: ZipDemandFigures = { ...buyers, state, activeListings: listings.get(zipCode) ?? 0 };
    if (before && comparable(before.figures) === comparable(figures)) {
      outcome.zipsUnchanged += 1;
      continue;
    }
    // `updatedAt` says when the ZIP's buyers last changed: kept when only the listings differ.
    const buyersChanged =
      !before ||
      comparable({ ...before.figures, activeListings: 0 }) !== comparable({ ...figures, activeListings: 0 });
    const written = await putRecountedFigures(
      { ...figures, updatedAt: buyersChanged ? at : before.figures.updatedAt },
      before,
    );
    if (written) outcome.zipsWritten += 1;
    else outcome.zipsSkipped += 1;
  }
  return outcome;
}

/**
 * The daily publication of ZIP demand (docs/demand.md "Publishing"): each state's live figures are
 * copied into the day's snapshot, each ZIP's figures become this month's history item, and only
 * then does the pointer name the new day, so the public API never serves a half-written snapshot.
 * Every write is a Put of what the live figures say now: a second run the same day gives the
 * same snapshot, history and pointer.
 */
import { PUBLISHED_SNAPSHOT_KEEP_DAYS, type ZipDemandFigures } from '../db/entities/zip-demand.entity';
import { zipStates } from '../geo/zip-places';
import {
  publishedStateFigures,
  switchPublishedPointer,
  writeMonthHistory,
  writeSnapshot,
} from './published-zip-demand.repository';
import { getStateFigures } from './zip-demand.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PublishOutcome {
  /** The day published (UTC), now the pointer's. */
  asOf: string;
  states: number;
  /** ZIPs with buyers copied into the snapshot. */
  zipsPublished: number;
  /** ZIPs an earlier run of the day had published that have no buyers now. */
  zipsRemoved: number;
  /** Month history items written (ZIPs with buyers, and those whose buyers left this month). */
  historyItems: number;
}

/** The UTC day (YYYY-MM-DD) of an instant. */
export const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * Whether a ZIP's figures go into this month's history: it has buyers, or its buyers changed since
 * the day before the month began (the last of them left: the month ends with 0, not an old count).
 */
function belongsInMonthHistory(zip: ZipDemandFigures, monthStart: Date): boolean {
  if (zip.buyers > 0) return true;
  return zip.updatedAt !== null && Date.parse(zip.updatedAt) >= monthStart.getTime() - DAY_MS;
}

/** Publishes the snapshot of the UTC day of `now` and points the public API at it. */
export async function publishZipDemand(now: Date): Promise<PublishOutcome> {
  const day = utcDay(now);
  const month = day.slice(0, 7);
  const monthStart = new Date(`${month}-01T00:00:00.000Z`);
  const expiresAt =
    Math.floor(Date.parse(`${day}T00:00:00.000Z`) / 1000) + PUBLISHED_SNAPSHOT_KEEP_DAYS * 86_400;
  const outcome: PublishOutcome = { asOf: day, states: 0, zipsPublished: 0, zipsRemoved: 0, historyItems: 0 };
  // Every state and territory a ZIP can be counted in (the codes the shipped ZIP places use), one
  // at a time: a state's partition is the unit of reading and writing, and a run holds one
  // state's ZIPs in memory rather than the country's.
  for (const state of zipStates()) {
    const live = await getStateFigures(state);
    const withBuyers = live.filter((zip) => zip.buyers > 0);
    const publishing = new Set(withBuyers.map((zip) => zip.zipCode));
    const stale = (await publishedStateFigures(day, state)).filter((zip) => !publishing.has(zip.zipCode));
    await writeSnapshot(day, withBuyers, stale, expiresAt);
    const history = live.filter((zip) => belongsInMonthHistory(zip, monthStart));
    await writeMonthHistory(month, history);
    outcome.states += 1;
    outcome.zipsPublished += withBuyers.length;
    outcome.zipsRemoved += stale.length;
    outcome.historyItems += history.length;
  }
  await switchPublishedPointer(day);
  return outcome;
}

/**
 * Which alert-index items a buyer's searches need (docs/alerts.md "Finding the buyers"). Mirrors
 * the "a search must say where" rule of matchDeal: every listing a search can match is in one of
 * the places listed here, so reading those partitions finds every candidate.
 */
import type { BuyBox, BuyerPreferences } from '#shared/users/buyer-preferences';
import { type AlertIndexEntry, alertIndexEntryKey } from '../db/entities/alert-index.entity';

/** One entry per buy box ZIP, and per preferences ZIP, or the preferences' state + city without ZIPs. */
export function alertIndexEntriesOf(searches: {
  buyBox: BuyBox | null;
  buyerPreferences: BuyerPreferences | null;
}): AlertIndexEntry[] {
  const { buyBox, buyerPreferences: preferences } = searches;
  const entries: AlertIndexEntry[] = (buyBox?.zipCodes ?? []).map((zipCode) => ({
    source: 'buyBox',
    zipCode,
  }));
  if (preferences) {
    if (preferences.zipCodes.length > 0) {
      entries.push(...preferences.zipCodes.map((zipCode) => ({ source: 'preferences' as const, zipCode })));
    } else {
      entries.push({ source: 'preferences', state: preferences.state, city: preferences.city });
    }
  }
  return entries;
}

/** The entries to delete and to put to go from one set of searches to another. */
export function alertIndexChanges(
  before: readonly AlertIndexEntry[],
  after: readonly AlertIndexEntry[],
): { removed: AlertIndexEntry[]; added: AlertIndexEntry[] } {
  const id = (entry: AlertIndexEntry) => JSON.stringify(alertIndexEntryKey(entry, ''));
  const beforeIds = new Set(before.map(id));
  const afterIds = new Set(after.map(id));
  return {
    removed: before.filter((entry) => !afterIds.has(id(entry))),
    added: after.filter((entry) => !beforeIds.has(id(entry))),
  };
}

/**
 * The /buyers page's state in its URL, so a view can be shared and survives a reload: the tab
 * (`?tab=analytics`), the buyers segment and the state. Anything unknown falls back to the default.
 */
import { DEMAND_SEGMENTS, type BuyerDemandQuery, type DemandSegment } from '#shared/demand/demand';
import { US_STATE_CODES, type UsStateCode } from '#shared/core/us-states';

export const BUYERS_TABS = ['map', 'analytics'] as const;
export type BuyersTab = (typeof BUYERS_TABS)[number];

export interface BuyersParams {
  tab: BuyersTab;
  segment: DemandSegment;
  /** null = every state. */
  state: UsStateCode | null;
}

const isOneOf = <Value extends string>(values: readonly Value[], value: string | null): value is Value =>
  value !== null && (values as readonly string[]).includes(value);

/** Reads the page's state from its query string. */
export function parseBuyersParams(search: URLSearchParams): BuyersParams {
  const tab = search.get('tab');
  const segment = search.get('segment');
  const state = search.get('state')?.toUpperCase() ?? null;
  return {
    tab: isOneOf(BUYERS_TABS, tab) ? tab : 'map',
    segment: isOneOf(DEMAND_SEGMENTS, segment) ? segment : 'all',
    state: isOneOf(US_STATE_CODES, state) ? state : null,
  };
}

/** The query string of a state of the page, defaults left out so the plain URL stays plain. */
export function buyersSearch({ tab, segment, state }: BuyersParams): URLSearchParams {
  const search = new URLSearchParams();
  if (tab !== 'map') search.set('tab', tab);
  if (segment !== 'all') search.set('segment', segment);
  if (state) search.set('state', state);
  return search;
}

/** The API query of the page's filters. */
export function demandQueryOf({ segment, state }: BuyersParams): BuyerDemandQuery {
  return state ? { segment, state } : { segment };
}

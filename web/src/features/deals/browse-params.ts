/**
 * The browse state in the URL (docs/requirements.md#r2-3: "the URL holds the whole query so it can be
 * shared"). The filters keep the names of the API's `browseQuerySchema` and are parsed with it, so a copied
 * URL reproduces the view and the API receives exactly what the address bar shows. A bad parameter (a
 * hand-edited budget, half a point) is dropped on its own; the rest of the view survives. Only the
 * page layout (`view`) is ours; the API's `cursor` and `limit` stay out of the URL (pages are loaded
 * with "Load more").
 */
import type { z } from 'zod';
import { browseQuerySchema, type BrowseQuery } from '#shared/deals/deal-api';

export const BROWSE_VIEWS = ['grid', 'list', 'map'] as const;
export type BrowseView = (typeof BROWSE_VIEWS)[number];
export const DEFAULT_BROWSE_VIEW: BrowseView = 'grid';

/** What the buyer chose: every browse query field but the paging ones. */
export type BrowseFilters = Omit<BrowseQuery, 'cursor' | 'limit'>;
type FilterKey = keyof BrowseFilters;

/** The filter names, in the order the URL writes them. */
export const FILTER_KEYS = Object.keys(browseQuerySchema.shape).filter(
  (key): key is FilterKey => key !== 'cursor' && key !== 'limit',
);

/** Fields dropped together: a point is lat and lng, never one of them. */
const LINKED_KEYS: Partial<Record<FilterKey, readonly FilterKey[]>> = { lat: ['lng'], lng: ['lat'] };

/** The filters of a query string; an invalid parameter is dropped, the others kept. */
export function parseBrowseFilters(search: URLSearchParams): BrowseFilters {
  const raw: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key);
    if (value !== null && value.trim() !== '') raw[key] = value;
  }
  // Each pass drops what failed; cross-field rules (radius needs a centre) only run once fields pass.
  for (let pass = 0; pass <= FILTER_KEYS.length; pass++) {
    const result = browseQuerySchema.safeParse(raw);
    if (result.success) return withoutEmpty(result.data);
    const failed = new Set(result.error.issues.map((issue) => issue.path[0] as FilterKey));
    for (const key of failed) for (const dropped of [key, ...(LINKED_KEYS[key] ?? [])]) delete raw[dropped];
  }
  return {};
}

/** Drops what the schema turned into "no filter" (a blank search, an empty tag list, favourites=false). */
function withoutEmpty(query: BrowseQuery): BrowseFilters {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  if (!filters.q) delete filters.q;
  if (!filters.city) delete filters.city;
  if (filters.tags?.length === 0) delete filters.tags;
  if (filters.favorites === false) delete filters.favorites;
  return filters;
}

/** The view of a query string: grid unless it says list or map. */
export function parseBrowseView(search: URLSearchParams): BrowseView {
  const view = search.get('view');
  return (BROWSE_VIEWS as readonly string[]).includes(view ?? '')
    ? (view as BrowseView)
    : DEFAULT_BROWSE_VIEW;
}

/** The filters as the API's query: the same strings the URL carries (tags comma-separated). */
export function toBrowseQuery(filters: BrowseFilters): z.input<typeof browseQuerySchema> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query[key] = value.join(',');
    } else {
      query[key] = String(value);
    }
  }
  return query;
}

/** The query string of a browse state; the default view is left out. */
export function toBrowseSearchParams(filters: BrowseFilters, view: BrowseView): URLSearchParams {
  const search = new URLSearchParams(toBrowseQuery(filters) as Record<string, string>);
  if (view !== DEFAULT_BROWSE_VIEW) search.set('view', view);
  return search;
}

/**
 * How many filters of the filter panel are set: the search text, the sort and the map's radius
 * search (its point, or its ZIP when a radius is set) are not counted.
 */
export function countActiveFilters(filters: BrowseFilters): number {
  const notCounted: FilterKey[] = ['q', 'sort', 'lat', 'lng', 'radius'];
  if (filters.radius !== undefined) notCounted.push('zip');
  return FILTER_KEYS.filter((key) => !notCounted.includes(key) && filters[key] !== undefined).length;
}

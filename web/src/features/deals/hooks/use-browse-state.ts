import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  parseBrowseFilters,
  parseBrowseView,
  toBrowseSearchParams,
  type BrowseFilters,
  type BrowseView,
} from '../browse-params';

export interface BrowseState {
  filters: BrowseFilters;
  view: BrowseView;
  /** Replaces the filters (the view is kept); `undefined` fields are removed. */
  setFilters: (filters: BrowseFilters) => void;
  /** Changes some filters, keeping the others. */
  updateFilters: (patch: Partial<BrowseFilters>) => void;
  setView: (view: BrowseView) => void;
  /** Removes every filter, the search text and the map centre; the view is kept. */
  clearFilters: () => void;
}

/** The browse page's state, read from and written to the URL (the URL is the only copy). */
export function useBrowseState(): BrowseState {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => parseBrowseFilters(new URLSearchParams(search)), [search]);
  const view = parseBrowseView(searchParams);

  const write = useCallback(
    (nextFilters: BrowseFilters, nextView: BrowseView) =>
      setSearchParams(toBrowseSearchParams(nextFilters, nextView)),
    [setSearchParams],
  );

  return {
    filters,
    view,
    setFilters: (next) => write(next, view),
    updateFilters: (patch) => write({ ...filters, ...patch }, view),
    setView: (next) => write(filters, next),
    clearFilters: () => write({}, view),
  };
}

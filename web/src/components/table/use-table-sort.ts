import { useState } from 'react';
import { nextSort, type SortState } from './table-sort';

/**
 * A table's sort and what a header click does to it: the same column flips, another starts in
 * its own direction (`startsAscending` lists the columns that start A→Z).
 */
export function useTableSort<Column extends string>(
  initial: SortState<Column>,
  startsAscending: readonly Column[],
) {
  const [sort, setSort] = useState(initial);
  const onSort = (column: Column) => setSort((current) => nextSort(current, column, startsAscending));
  return { sort, onSort };
}

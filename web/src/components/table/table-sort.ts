/**
 * Sorting a table on the rows already loaded. Text compares in the reader's language (accents,
 * case, numbers inside text), numbers and dates (ISO text) by value; a missing value sorts last
 * whichever the direction, so the rows that have one come first.
 */
export type SortDirection = 'ascending' | 'descending';

export interface SortState<Column extends string> {
  column: Column;
  direction: SortDirection;
}

/** What a row is sorted by in one column; null = no value. */
export type SortValue = string | number | null;

function compareValues(a: SortValue, b: SortValue, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** The rows in the given order; rows that compare equal keep their order (the sort is stable). */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  direction: SortDirection,
  language: string,
): Row[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((left, right) => {
    const a = value(left);
    const b = value(right);
    if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
    return sign * compareValues(a, b, collator);
  });
}

/**
 * The next sort after a click on a column header: the same column flips its direction; another
 * column starts descending for dates and amounts (newest, biggest first) and ascending for text.
 */
export function nextSort<Column extends string>(
  current: SortState<Column>,
  column: Column,
  startsAscending: readonly Column[],
): SortState<Column> {
  if (current.column === column) {
    return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  }
  return { column, direction: startsAscending.includes(column) ? 'ascending' : 'descending' };
}

/**
 * The table's key attributes and each global secondary index, declared once from
 * `table-definition.ts`. Repositories name an index by these descriptors and hand them to the
 * query helpers (`query.ts`); nobody types an index or key attribute name in a query.
 */
import { GLOBAL_INDEXES, PARTITION_KEY, SORT_KEY, type GlobalIndexName } from './table-definition';

/** Where a Query reads: the table itself (no name) or one GSI, and its key attributes. */
export interface KeyIndex {
  /** The GSI's name; undefined for the table's own keys. */
  name?: IndexName;
  /** Partition key attribute. */
  pk: string;
  /** Sort key attribute. */
  sk: string;
}

export type IndexName = GlobalIndexName;

/** The GSI of this name from the table definition; throws when the definition has none. */
export function indexNamed(name: IndexName): Required<KeyIndex> {
  const definition = GLOBAL_INDEXES.find((index) => index.name === name);
  if (!definition) throw new Error(`The table has no index ${name}.`);
  return { name, pk: definition.partitionKey, sk: definition.sortKey };
}

/** The table's own primary key. */
export const TABLE: KeyIndex = { pk: PARTITION_KEY, sk: SORT_KEY };
export const GSI1 = indexNamed('gsi1');
export const GSI2 = indexNamed('gsi2');
export const GSI3 = indexNamed('gsi3');
export const GSI4 = indexNamed('gsi4');
export const GSI5 = indexNamed('gsi5');
export const GSI6 = indexNamed('gsi6');

/** The attributes a LastEvaluatedKey read from this index has: the table keys, plus the index keys. */
export const pageKeyAttributes = (index: KeyIndex): string[] =>
  index.name ? [TABLE.pk, TABLE.sk, index.pk, index.sk] : [TABLE.pk, TABLE.sk];

/** The attributes of an index key, for an UpdateExpression that removes an item from a sparse index. */
export const indexKeyAttributes = (index: KeyIndex): [string, string] => [index.pk, index.sk];

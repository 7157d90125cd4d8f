/**
 * The one DynamoDB table's physical shape, read by infra (CDK) and by the local stack when it
 * creates the table, so both always agree. Repositories never use these names directly: each index
 * is declared once in `indexes.ts`, and keys are built in the entity modules (`entities/`).
 */
export const PARTITION_KEY = 'pk';
export const SORT_KEY = 'sk';

export interface GlobalIndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
}

/** Generic overloaded indexes; each entity module lists which access pattern uses which. */
export const GLOBAL_INDEXES = [
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
  { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
  { name: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk' },
] as const satisfies readonly GlobalIndexDefinition[];

/** The name of one of the table's GSIs. */
export type GlobalIndexName = (typeof GLOBAL_INDEXES)[number]['name'];

/** Every key attribute is a string. */
export const KEY_ATTRIBUTE_TYPE = 'S' as const;

/** The attribute DynamoDB's TTL deletes expired items by (epoch seconds). */
export const TTL_ATTRIBUTE = 'expiresAt';

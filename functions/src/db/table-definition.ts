/**
 * The one DynamoDB table's physical shape, read by infra (CDK) and by the local stack when it
 * creates the table, so both always agree. Repositories never use these names directly: each index
 * is declared once in `indexes.ts`, and keys are built in the entity modules (`entities/`).
 */
export const PARTITION_KEY = 'pk';
export const SORT_KEY = 'sk';

/**
 * What an index copies of each item: every attribute (the default), only the keys, or the keys and
 * the listed attributes. Only an index whose every reader needs no more may be narrowed, and an
 * existing index's projection cannot change in place (it is dropped and built again).
 */
export type IndexProjection =
  { type: 'ALL' } | { type: 'KEYS_ONLY' } | { type: 'INCLUDE'; attributes: readonly string[] };

export interface GlobalIndexDefinition {
  name: string;
  partitionKey: string;
  sortKey: string;
  /** ALL when absent. */
  projection?: IndexProjection;
}

/** The Projection of an index as DynamoDB's CreateTable (and CloudFormation) take it. */
export function projectionOf(index: GlobalIndexDefinition): {
  ProjectionType: IndexProjection['type'];
  NonKeyAttributes?: string[];
} {
  const projection = index.projection ?? { type: 'ALL' };
  return projection.type === 'INCLUDE'
    ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...projection.attributes] }
    : { ProjectionType: projection.type };
}

/**
 * Generic overloaded indexes; each entity module lists which access pattern uses which. Every one
 * projects ALL: each serves readers that need whole items (users, feedback, invitations, offers,
 * interests, alerts, waitlist, audit), and browse reads only its browse entries, which are cards
 * already (docs/decisions/browse-facets.md).
 */
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

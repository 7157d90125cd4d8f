/**
 * Creates the one table from functions/src/db/table-definition.ts, the same description infra
 * gives CDK, so the local table always has production's keys and indexes.
 */
import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import {
  GLOBAL_INDEXES,
  KEY_ATTRIBUTE_TYPE,
  PARTITION_KEY,
  projectionOf,
  SORT_KEY,
} from '#functions/db/table-definition';
import { retry } from '#functions/lib/retry';

/** The CreateTable input for the table, from the shared definition. */
export function tableDefinitionInput(tableName: string) {
  const attributeNames = [
    PARTITION_KEY,
    SORT_KEY,
    ...GLOBAL_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...new Set(attributeNames)].map((name) => ({
      AttributeName: name,
      AttributeType: KEY_ATTRIBUTE_TYPE,
    })),
    KeySchema: [
      { AttributeName: PARTITION_KEY, KeyType: 'HASH' as const },
      { AttributeName: SORT_KEY, KeyType: 'RANGE' as const },
    ],
    GlobalSecondaryIndexes: GLOBAL_INDEXES.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
      ],
      // dynalite honours INCLUDE and KEYS_ONLY as DynamoDB does.
      Projection: projectionOf(index),
    })),
  };
}

/**
 * Creates the table unless it exists (it persists in the data folder), then waits until ACTIVE.
 * TTL (TTL_ATTRIBUTE) is not enabled: dynalite has no UpdateTimeToLive and never expires items,
 * so code must not rely on expired items disappearing (DynamoDB only promises "within days" anyway).
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'existing'> {
  let outcome: 'created' | 'existing' = 'created';
  try {
    await client.send(new CreateTableCommand(tableDefinitionInput(tableName)));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    outcome = 'existing';
  }
  const active = await retry(
    async () => {
      const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      const indexesActive = (Table?.GlobalSecondaryIndexes ?? []).every(
        (index) => index.IndexStatus === 'ACTIVE',
      );
      return Table?.TableStatus === 'ACTIVE' && indexesActive;
    },
    { attempts: 200, retryIf: (ready) => !ready, delayMs: () => 25 },
  );
  if (!active) throw new Error(`Table ${tableName} did not become ACTIVE`);
  return outcome;
}

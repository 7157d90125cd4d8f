/**
 * An in-memory table behind a mocked DynamoDB client for the ZIP demand publishing and public
 * figures tests: Get, Put, BatchGet, BatchWrite and whole-partition Queries of the main index act
 * on one map of items, so a job can run twice and a route can read what the job wrote.
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  type BatchGetCommandInput,
  type BatchWriteCommandInput,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import {
  fromZipDemandItem,
  ZIP_DEMAND_ENTITY,
  zipDemandAttributes,
  zipDemandKey,
  type ZipDemandFigures,
} from '../db/entities/zip-demand.entity';

type Item = Record<string, unknown>;
const keyOf = (key: Record<string, unknown>) => `${String(key.pk)}|${String(key.sk)}`;

/** Installs the table on the mocked client and answers its items, keyed `pk|sk`. */
export function memoryTable(dynamo: AwsClientStub<DynamoDBDocumentClient>, initial: readonly Item[] = []) {
  const items = new Map<string, Item>(initial.map((item) => [keyOf(item), item]));
  dynamo
    .on(GetCommand)
    .callsFake(({ Key }: { Key: Item }) => Promise.resolve({ Item: items.get(keyOf(Key)) }));
  dynamo.on(PutCommand).callsFake(({ Item }: { Item: Item }) => {
    items.set(keyOf(Item), Item);
    return Promise.resolve({});
  });
  dynamo
    .on(QueryCommand)
    .callsFake((input: { ExpressionAttributeValues: Item; KeyConditionExpression: string }) => {
      if (input.KeyConditionExpression !== 'pk = :pk')
        throw new Error('The memory table reads whole partitions.');
      const found = [...items.values()]
        .filter((item) => item.pk === input.ExpressionAttributeValues[':pk'])
        .sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
      return Promise.resolve({ Items: found, Count: found.length, ScannedCount: found.length });
    });
  dynamo.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
    const [table, request] = Object.entries(input.RequestItems!)[0]!;
    const found = request.Keys!.flatMap((key) => items.get(keyOf(key)) ?? []);
    return Promise.resolve({ Responses: { [table]: found }, UnprocessedKeys: {} });
  });
  dynamo.on(BatchWriteCommand).callsFake((input: BatchWriteCommandInput) => {
    for (const request of Object.values(input.RequestItems!)[0]!) {
      if (request.PutRequest) items.set(keyOf(request.PutRequest.Item!), request.PutRequest.Item!);
      if (request.DeleteRequest) items.delete(keyOf(request.DeleteRequest.Key!));
    }
    return Promise.resolve({ UnprocessedItems: {} });
  });
  return items;
}

/**
 * Exact figures of a ZIP: `buyers` buyers, each giving a down payment and a monthly payment (in the
 * form figures are read back, every dimension value present).
 */
export function zipFigures(
  zipCode: string,
  state: string,
  buyers: number,
  overrides: Partial<ZipDemandFigures> = {},
): ZipDemandFigures {
  return fromZipDemandItem(
    zipDemandAttributes({
      zipCode,
      state,
      buyers,
      downPaymentSum: buyers * 40_000,
      downPaymentCount: buyers,
      monthlyPaymentSum: buyers * 2_000,
      monthlyPaymentCount: buyers,
      counts: {
        buyBoxType: { none: buyers },
        financingType: { none: buyers },
        propertyType: {},
      },
      activeListings: 0,
      updatedAt: '2026-11-20T10:00:00.000Z',
      ...overrides,
    }),
  );
}

/** The live figures item of a ZIP, as the demand writes store it. */
export const liveZipDemandItem = (figures: ZipDemandFigures): Item => ({
  ...zipDemandKey(figures.state, figures.zipCode),
  entity: ZIP_DEMAND_ENTITY,
  ...zipDemandAttributes(figures),
});

/** Figures read back from a stored item (to compare what a job wrote). */
export const figuresOfItem = (item: Item | undefined) => (item ? fromZipDemandItem(item) : undefined);

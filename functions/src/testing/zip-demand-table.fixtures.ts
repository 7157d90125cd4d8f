/**
 * An in-memory table behind a mocked DynamoDB client for the ZIP demand publishing and public
 * figures tests (zip-demand-reads.fixtures.ts builds the items): Get, Put, BatchGet, BatchWrite and whole-partition Queries of the main index act
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
  zipDemandAttributes,
  type ZipDemandFigures,
} from '../db/entities/zip-demand.entity';
import { zipFigures } from './zip-demand-reads.fixtures';

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
 * Figures of a ZIP with `buyers` buyers, none with a buy box or a financing type, each giving a
 * down payment of 40,000 and a monthly payment of 2,000; in the form they are read back (every
 * dimension value present).
 */
export const figuresWithBuyers = (
  zipCode: string,
  state: string,
  buyers: number,
  overrides: Partial<Omit<ZipDemandFigures, 'counts'>> = {},
): ZipDemandFigures =>
  fromZipDemandItem(
    zipDemandAttributes(
      zipFigures(zipCode, state, {
        buyers,
        downPaymentSum: buyers * 40_000,
        downPaymentCount: buyers,
        monthlyPaymentSum: buyers * 2_000,
        monthlyPaymentCount: buyers,
        counts: { buyBoxType: { none: buyers }, financingType: { none: buyers } },
        ...overrides,
      }),
    ),
  );

/** Figures read back from a stored item (to compare what a job wrote). */
export const figuresOfItem = (item: Item | undefined) => (item ? fromZipDemandItem(item) : undefined);

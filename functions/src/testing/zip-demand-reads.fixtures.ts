/**
 * ZIP demand items and a small stand-in for the Query and BatchGet reads of them, for the demand
 * read unit tests (on top of aws-sdk-client-mock): partitions in sort-key order, read forwards or
 * backwards, two items a page unless a Limit says fewer, so every caller must follow
 * LastEvaluatedKey.
 */
import {
  BatchGetCommand,
  QueryCommand,
  type BatchGetCommandInput,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import {
  ZIP_DEMAND_ENTITY,
  ZIP_DEMAND_MONTH_ENTITY,
  zipDemandAttributes,
  zipDemandKey,
  zipDemandMonthKey,
  type ZipDemandFigures,
} from '../db/entities/zip-demand.entity';
import { emptyFigures } from '../demand/demand-figures';

type Item = Record<string, unknown>;

/** Figures of a ZIP: nobody counted, then the overrides (counts merged per dimension). */
export function zipFigures(
  zipCode: string,
  state: string,
  overrides: Partial<Omit<ZipDemandFigures, 'counts'>> & {
    counts?: Partial<ZipDemandFigures['counts']>;
  } = {},
): ZipDemandFigures {
  const empty = emptyFigures(zipCode, state);
  return {
    ...empty,
    updatedAt: '2026-11-20T08:30:00.000Z',
    ...overrides,
    counts: { ...empty.counts, ...overrides.counts },
  };
}

/** The live figures item of a ZIP, as stored. */
export const zipDemandItem = (figures: ZipDemandFigures): Item => ({
  ...zipDemandKey(figures.state, figures.zipCode),
  entity: ZIP_DEMAND_ENTITY,
  ...zipDemandAttributes(figures),
});

/** A month of a ZIP's history, as stored. */
export const zipDemandMonthItem = (month: string, figures: ZipDemandFigures): Item => ({
  ...zipDemandMonthKey(figures.zipCode, month),
  entity: ZIP_DEMAND_MONTH_ENTITY,
  ...zipDemandAttributes(figures),
});

/** Items one Query page answers when the request sets no Limit. */
const PAGE_SIZE = 2;

/** Installs the stand-in on a mocked client; `items` are every stored item. */
export function fakeDemandTable(dynamo: AwsClientStub<DynamoDBDocumentClient>, items: readonly Item[]) {
  dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const inPartition = items
      .filter((item) => item.pk === input.ExpressionAttributeValues![':pk'])
      .sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
    if (input.ScanIndexForward === false) inPartition.reverse();
    const after = input.ExclusiveStartKey?.sk;
    const start = after === undefined ? 0 : inPartition.findIndex((item) => item.sk === after) + 1;
    const size = input.Limit ?? PAGE_SIZE;
    const read = inPartition.slice(start, start + size);
    const last = read.at(-1);
    const more = start + size < inPartition.length;
    return Promise.resolve({
      Items: read,
      Count: read.length,
      ScannedCount: read.length,
      LastEvaluatedKey: last && more ? { pk: last.pk, sk: last.sk } : undefined,
    });
  });
  dynamo.on(BatchGetCommand).callsFake((input: BatchGetCommandInput) => {
    const [table, request] = Object.entries(input.RequestItems!)[0]!;
    const found = request
      .Keys!.map((key) => items.find((item) => item.pk === key.pk && item.sk === key.sk))
      .filter((item): item is Item => item !== undefined);
    return Promise.resolve({ Responses: { [table]: found }, UnprocessedKeys: {} });
  });
}

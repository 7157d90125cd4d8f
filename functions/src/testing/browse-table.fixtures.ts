/**
 * A small stand-in for DynamoDB's Query and BatchGet in the browse unit tests (on top of
 * aws-sdk-client-mock): partitions sorted by their sort key, Limit counting items read, and a
 * LastEvaluatedKey whenever the Limit was reached, as DynamoDB answers. FilterExpressions are not
 * evaluated (every item read is returned), so the reader's own checks decide.
 */
import {
  BatchGetCommand,
  QueryCommand,
  type BatchGetCommandInput,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';

type Item = Record<string, unknown>;

/** Installs the fake on a mocked client; `items` are every stored item (listings, pointers). */
export function fakeTable(dynamo: AwsClientStub<DynamoDBDocumentClient>, items: readonly Item[]) {
  dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    // The key condition starts with `<partition attribute> = :pk` (db/query.ts).
    const partitionAttribute = input.KeyConditionExpression!.split(' ')[0]!;
    const sortAttribute = partitionAttribute.replace(/pk$/, 'sk');
    const keyAttributes = input.IndexName ? ['pk', 'sk', partitionAttribute, sortAttribute] : ['pk', 'sk'];
    const partition = input.ExpressionAttributeValues![':pk'];
    const inPartition = items
      .filter((item) => item[partitionAttribute] === partition)
      .sort((a, b) => String(a[sortAttribute]).localeCompare(String(b[sortAttribute])));
    if (input.ScanIndexForward === false) inPartition.reverse();
    const startAfter = input.ExclusiveStartKey?.[sortAttribute];
    const start =
      startAfter === undefined ? 0 : inPartition.findIndex((item) => item[sortAttribute] === startAfter) + 1;
    const read = inPartition.slice(start, start + input.Limit!);
    const last = read.at(-1);
    return Promise.resolve({
      Items: read,
      Count: read.length,
      ScannedCount: read.length,
      LastEvaluatedKey:
        last && read.length === input.Limit
          ? Object.fromEntries(keyAttributes.map((name) => [name, last[name]]))
          : undefined,
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

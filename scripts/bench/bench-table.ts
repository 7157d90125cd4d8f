/**
 * A bench's own DynamoDB: the local stand-in on a free port, its table, the handlers' environment
 * pointed at it, and a loader that writes past the transaction front (bulk loads need no
 * transactions and go several times faster that way).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ensureTable } from '../local/dynamodb/create-table';
import { startDynamoDb } from '../local/dynamodb/dynamodb-service';
import { applyFunctionEnvironment } from '../local/function-environment';
import { BENCH_FUNCTION_ENV } from './function-env';

export interface BenchTable {
  /** A client of the table through the transaction front, as the handlers reach it. */
  raw: DynamoDBClient;
  /** A document client writing straight to the stand-in, for bulk loads. */
  loader: DynamoDBDocumentClient;
  stop(): Promise<void>;
}

/** Starts the stand-in with the table `tableName` and points the function environment at it. */
export async function startBenchTable(tableName: string): Promise<BenchTable> {
  const dynamo = await startDynamoDb({ host: '127.0.0.1', port: 0 });
  const clientOf = (endpoint: string) =>
    new DynamoDBClient({
      endpoint,
      region: BENCH_FUNCTION_ENV.AWS_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  const raw = clientOf(dynamo.url);
  const loader = DynamoDBDocumentClient.from(clientOf(dynamo.backendUrl), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const stop = async () => {
    raw.destroy();
    loader.destroy();
    await dynamo.stop();
  };
  try {
    await ensureTable(raw, tableName);
  } catch (error) {
    await stop();
    throw error;
  }
  applyFunctionEnvironment({
    ...BENCH_FUNCTION_ENV,
    TABLE_NAME: tableName,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.url,
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
  });
  return { raw, loader, stop };
}

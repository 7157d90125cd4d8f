/**
 * The local DynamoDB: dynalite (in memory, or LevelDB in a folder) on an ephemeral loopback port,
 * reached only through the transaction front on the public port.
 */
import { mkdirSync } from 'node:fs';
import dynalite from 'dynalite';
import { closeServer, listen } from '../http/server-utils';
import { createTransactionFront } from './transaction-front';

export interface DynamoDbOptions {
  host: string;
  /** Port of the front (what clients use); 0 picks a free one. */
  port: number;
  /** LevelDB folder; undefined keeps everything in memory. */
  dataDir?: string;
}

export interface DynamoDbService {
  /** Endpoint clients use (the front). */
  url: string;
  port: number;
  /**
   * dynalite itself, behind the front: only for bulk loads that need no transactions (the browse
   * benchmark), which it takes several times faster than the front, whose lock serialises writes.
   */
  backendUrl: string;
  stop(): Promise<void>;
}

export async function startDynamoDb(options: DynamoDbOptions): Promise<DynamoDbService> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const backend = dynalite({
    ...(options.dataDir ? { path: options.dataDir } : {}),
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  const backendPort = await listen(backend, 0, '127.0.0.1', 'DynamoDB (dynalite)');
  const front = createTransactionFront(`http://127.0.0.1:${backendPort}`);
  let port: number;
  try {
    port = await listen(front.server, options.port, options.host, 'DynamoDB');
  } catch (error) {
    await closeServer(backend);
    throw error;
  }
  return {
    url: `http://${options.host}:${port}`,
    port,
    backendUrl: `http://127.0.0.1:${backendPort}`,
    async stop() {
      await closeServer(front.server);
      // dynalite's close waits for pending LevelDB writes and closes the store (flush).
      await closeServer(backend);
    },
  };
}

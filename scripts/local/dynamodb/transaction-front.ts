/**
 * The HTTP front placed before dynalite. Every request is forwarded unchanged except:
 * - `TransactWriteItems` and `TransactGetItems`, which dynalite lacks, run by the TransactionEngine;
 * - single-item writes asking `ReturnValuesOnConditionCheckFailure: ALL_OLD`, whose failure gets
 *   the `Item` DynamoDB would add (dynalite ignores the parameter).
 * Writes and transactions are serialised through one exclusive lock; reads share the other side,
 * so nothing observes a transaction half applied.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { forwardRaw, stripHopHeaders } from '../http/forward';
import { readBody } from '../http/server-utils';
import { ReadWriteLock } from './read-write-lock';
import { TransactionEngine } from './transactions';
import {
  createDynamoCall,
  DYNAMODB_API_VERSION,
  DynamoProtocolError,
  dynamoAnswerHeaders,
  type DynamoCall,
  type WireBody,
} from './wire';

const EXCLUSIVE_OPERATIONS = new Set([
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'CreateTable',
  'DeleteTable',
  'UpdateTable',
  'TransactWriteItems',
]);
const SHARED_OPERATIONS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);
const SINGLE_WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem']);
const TABLE_LIFECYCLE = new Set(['CreateTable', 'DeleteTable', 'UpdateTable']);

/** Largest request DynamoDB accepts. */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

export interface TransactionFront {
  server: Server;
  lock: ReadWriteLock;
  engine: TransactionEngine;
}

/** Creates (does not start) the front for a dynalite listening at `backendUrl`. */
export function createTransactionFront(backendUrl: string): TransactionFront {
  const call = createDynamoCall(backendUrl);
  const lock = new ReadWriteLock();
  const engine = new TransactionEngine(call);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req, MAX_REQUEST_BYTES);
    const [api, operation = ''] = String(req.headers['x-amz-target'] ?? '').split('.');
    const known = api === DYNAMODB_API_VERSION;

    const run = async () => {
      if (known && (operation === 'TransactWriteItems' || operation === 'TransactGetItems')) {
        await answerTransaction(res, engine, operation, body);
        return;
      }
      const answer = await forwardRaw(backendUrl, req.method ?? 'POST', req.url ?? '/', req.headers, body);
      if (known && TABLE_LIFECYCLE.has(operation)) {
        const table = tableNameOf(body);
        if (table) engine.forgetTable(table);
      }
      if (known && SINGLE_WRITES.has(operation) && answer.statusCode === 400) {
        const enriched = await withConditionFailureItem(engine, call, body, answer.body);
        if (enriched) {
          sendDynamo(res, 400, enriched, String(answer.headers['x-amzn-requestid'] ?? randomUUID()));
          return;
        }
      }
      res.writeHead(answer.statusCode, stripHopHeaders(answer.headers));
      res.end(answer.body);
    };

    if (known && EXCLUSIVE_OPERATIONS.has(operation)) await lock.exclusive(run);
    else if (known && SHARED_OPERATIONS.has(operation)) await lock.shared(run);
    else await run();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const failure =
        error instanceof DynamoProtocolError
          ? error
          : new DynamoProtocolError(
              'InternalServerError',
              error instanceof Error ? error.message : String(error),
              500,
            );
      sendDynamo(res, failure.statusCode, failure.toBody(), randomUUID());
    });
  });
  return { server, lock, engine };
}

async function answerTransaction(
  res: ServerResponse,
  engine: TransactionEngine,
  operation: 'TransactWriteItems' | 'TransactGetItems',
  body: Buffer,
): Promise<void> {
  const requestId = randomUUID();
  let request: WireBody;
  try {
    request = JSON.parse(body.toString('utf8') || '{}') as WireBody;
  } catch {
    sendDynamo(res, 400, { __type: 'com.amazon.coral.service#SerializationException' }, requestId);
    return;
  }
  try {
    const answer =
      operation === 'TransactWriteItems'
        ? await engine.transactWrite(request)
        : await engine.transactGet(request);
    sendDynamo(res, 200, answer, requestId);
  } catch (error) {
    if (!(error instanceof DynamoProtocolError)) throw error;
    sendDynamo(res, error.statusCode, error.toBody(), requestId);
  }
}

/**
 * dynalite ignores ReturnValuesOnConditionCheckFailure; when a conditional single write failed and
 * asked for ALL_OLD, answer the item as DynamoDB does. Runs under the exclusive lock, so the item
 * read is the one the condition was checked against.
 */
async function withConditionFailureItem(
  engine: TransactionEngine,
  call: DynamoCall,
  requestBody: Buffer,
  answerBody: Buffer,
) {
  let answer: WireBody;
  let request: WireBody;
  try {
    answer = JSON.parse(answerBody.toString('utf8')) as WireBody;
    request = JSON.parse(requestBody.toString('utf8')) as WireBody;
  } catch {
    return undefined;
  }
  if (!String(answer.__type ?? '').endsWith('#ConditionalCheckFailedException')) return undefined;
  if (request.ReturnValuesOnConditionCheckFailure !== 'ALL_OLD') return undefined;
  const tableName = String(request.TableName ?? '');
  let key = request.Key as WireBody | undefined;
  if (!key && request.Item) {
    const names = await engine.keyAttributes(tableName);
    const item = request.Item as WireBody;
    key = Object.fromEntries(names.map((name) => [name, item[name]]));
  }
  if (!key) return undefined;
  const current = await call('GetItem', { TableName: tableName, Key: key, ConsistentRead: true });
  return current.Item ? { ...answer, Item: current.Item } : answer;
}

function tableNameOf(body: Buffer): string | undefined {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as WireBody;
    return typeof parsed.TableName === 'string' ? parsed.TableName : undefined;
  } catch {
    return undefined;
  }
}

function sendDynamo(res: ServerResponse, statusCode: number, body: unknown, requestId: string): void {
  const text = JSON.stringify(body);
  res.writeHead(statusCode, dynamoAnswerHeaders(text, requestId));
  res.end(text);
}

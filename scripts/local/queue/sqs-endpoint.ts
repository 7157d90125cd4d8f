/**
 * A small SQS endpoint (AWS JSON 1.0 protocol, what SDK v3's SQS client speaks) in front of the
 * in-process queues, so handlers send with the ordinary SQS client (`AWS_ENDPOINT_URL_SQS`):
 * GetQueueUrl, SendMessage, SendMessageBatch and GetQueueAttributes. Queues are registered by the
 * stack; consumers run in-process (LocalQueue). Queue URLs look like production's:
 * `<endpoint>/000000000000/<name>`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { SQSMessageAttributes } from 'aws-lambda';
import { readBody } from '../http/server-utils';
import type { LocalQueue } from './local-queue';

const ACCOUNT_ID = '000000000000';
/** SQS's limit on one message (and on one batch). */
const MAX_MESSAGE_BYTES = 256 * 1024;
/** SQS's ceiling on DelaySeconds (15 minutes). */
const MAX_DELAY_SECONDS = 900;

class SqsError extends Error {
  constructor(
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

interface WireAttribute {
  DataType: string;
  StringValue?: string;
  BinaryValue?: string;
}

export interface SqsEndpoint {
  server: Server;
  /** Makes a queue reachable; answers its URL. */
  register(queue: LocalQueue): string;
  queueUrl(name: string): string;
}

export function createSqsEndpoint(publicUrl: () => string): SqsEndpoint {
  const queues = new Map<string, LocalQueue>();
  const queueUrl = (name: string) => `${publicUrl()}/${ACCOUNT_ID}/${name}`;

  const queueOf = (url: unknown): LocalQueue => {
    const name =
      String(url ?? '')
        .split('/')
        .pop() ?? '';
    const queue = queues.get(name);
    if (!queue) throw new SqsError('QueueDoesNotExist', 'The specified queue does not exist.');
    return queue;
  };

  const toRecordAttributes = (attributes: Record<string, WireAttribute> | undefined): SQSMessageAttributes =>
    Object.fromEntries(
      Object.entries(attributes ?? {}).map(([name, value]) => [
        name,
        {
          dataType: value.DataType,
          ...(value.StringValue !== undefined ? { stringValue: value.StringValue } : {}),
          ...(value.BinaryValue !== undefined ? { binaryValue: value.BinaryValue } : {}),
          stringListValues: [],
          binaryListValues: [],
        },
      ]),
    );

  const sendOne = (queue: LocalQueue, entry: Record<string, unknown>) => {
    const body = entry.MessageBody;
    if (typeof body !== 'string' || body === '') {
      throw new SqsError('MissingParameter', 'The request must contain the parameter MessageBody.');
    }
    if (Buffer.byteLength(body) > MAX_MESSAGE_BYTES) {
      throw new SqsError(
        'InvalidParameterValue',
        'One or more parameters are invalid. Reason: Message must be shorter than 262144 bytes.',
      );
    }
    // SQS refuses delays above 15 minutes; so does this stand-in, so longer waits fail here first.
    const delaySeconds = Number(entry.DelaySeconds ?? 0);
    if (!Number.isInteger(delaySeconds) || delaySeconds < 0 || delaySeconds > MAX_DELAY_SECONDS) {
      throw new SqsError(
        'InvalidParameterValue',
        'Value for parameter DelaySeconds is invalid. Reason: must be between 0 and 900, if provided.',
      );
    }
    const messageId = queue.send(body, {
      messageAttributes: toRecordAttributes(
        entry.MessageAttributes as Record<string, WireAttribute> | undefined,
      ),
      delayMs: delaySeconds * 1000,
      ...(typeof entry.MessageGroupId === 'string' ? { messageGroupId: entry.MessageGroupId } : {}),
      ...(typeof entry.MessageDeduplicationId === 'string'
        ? { messageDeduplicationId: entry.MessageDeduplicationId }
        : {}),
    });
    return { MessageId: messageId, MD5OfMessageBody: createHash('md5').update(body).digest('hex') };
  };

  const operations: Record<string, (input: Record<string, unknown>) => unknown> = {
    GetQueueUrl: (input) => {
      const name = String(input.QueueName ?? '');
      if (!queues.has(name)) throw new SqsError('QueueDoesNotExist', 'The specified queue does not exist.');
      return { QueueUrl: queueUrl(name) };
    },
    SendMessage: (input) => sendOne(queueOf(input.QueueUrl), input),
    SendMessageBatch: (input) => {
      const queue = queueOf(input.QueueUrl);
      const entries = Array.isArray(input.Entries) ? (input.Entries as Record<string, unknown>[]) : [];
      if (entries.length === 0)
        throw new SqsError(
          'EmptyBatchRequest',
          'There should be at least one SendMessageBatchRequestEntry in the request.',
        );
      if (entries.length > 10)
        throw new SqsError('TooManyEntriesInBatchRequest', 'Maximum number of entries per request are 10.');
      const successful: unknown[] = [];
      const failed: unknown[] = [];
      for (const entry of entries) {
        try {
          successful.push({ Id: entry.Id, ...sendOne(queue, entry) });
        } catch (error) {
          if (!(error instanceof SqsError)) throw error;
          failed.push({ Id: entry.Id, Code: error.type, Message: error.message, SenderFault: true });
        }
      }
      return { Successful: successful, Failed: failed };
    },
    GetQueueAttributes: (input) => {
      const queue = queueOf(input.QueueUrl);
      return { Attributes: { QueueArn: queue.arn, ApproximateNumberOfMessages: String(queue.depth) } };
    },
  };

  const server = createServer((req, res) => {
    const answer = (statusCode: number, body: unknown) => {
      const text = JSON.stringify(body);
      res.writeHead(statusCode, {
        'content-type': 'application/x-amz-json-1.0',
        'content-length': String(Buffer.byteLength(text)),
        'x-amzn-requestid': randomUUID(),
      });
      res.end(text);
    };
    readBody(req, MAX_MESSAGE_BYTES * 10 + 65536)
      .then((raw) => {
        const target = String(req.headers['x-amz-target'] ?? '');
        const operation = operations[target.replace(/^AmazonSQS\./, '')];
        if (!target.startsWith('AmazonSQS.') || !operation) {
          throw new SqsError(
            'UnsupportedOperation',
            `The local SQS does not support ${target || 'this request'}.`,
          );
        }
        const input = JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
        answer(200, operation(input));
      })
      .catch((error: unknown) => {
        if (error instanceof SqsError)
          answer(400, { __type: `com.amazonaws.sqs#${error.type}`, message: error.message });
        else answer(500, { __type: 'com.amazonaws.sqs#InternalError', message: String(error) });
      });
  });

  return {
    server,
    queueUrl,
    register(queue) {
      queues.set(queue.name, queue);
      return queueUrl(queue.name);
    },
  };
}

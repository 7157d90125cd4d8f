/**
 * DynamoDB's JSON wire protocol, spoken directly to dynalite by the transaction front: one
 * `call(target, body)` with the same request and answer shapes the AWS SDK sends, and the error
 * shape DynamoDB answers with.
 */
import { crc32 } from 'node:zlib';
import { forwardRaw } from '../http/forward';

export const DYNAMODB_API_VERSION = 'DynamoDB_20120810';
export const DYNAMODB_CONTENT_TYPE = 'application/x-amz-json-1.0';

/** An error answered in DynamoDB's JSON protocol (`__type`, message, extra fields). */
export class DynamoProtocolError extends Error {
  constructor(
    /** Short name, e.g. `ValidationException`. */
    readonly type: string,
    message: string,
    readonly statusCode = 400,
    /** Extra top-level fields such as `CancellationReasons` or `Item`. */
    readonly extra: Record<string, unknown> = {},
    /** Namespace of `__type`: DynamoDB's own for service errors, coral for validation. */
    readonly namespace = type === 'ValidationException'
      ? 'com.amazon.coral.validate'
      : 'com.amazonaws.dynamodb.v20120810',
  ) {
    super(message);
    this.name = type;
  }

  /** The JSON body DynamoDB would send for this error. */
  toBody(): Record<string, unknown> {
    // TransactionCanceledException carries "Message"; the other exceptions "message".
    const messageKey = this.type === 'TransactionCanceledException' ? 'Message' : 'message';
    return { __type: `${this.namespace}#${this.type}`, [messageKey]: this.message, ...this.extra };
  }

  /** Builds the error from a raw dynalite answer. */
  static fromBody(statusCode: number, body: Record<string, unknown>): DynamoProtocolError {
    const fullType = typeof body.__type === 'string' ? body.__type : 'InternalServerError';
    const [namespace, type] = fullType.includes('#')
      ? (fullType.split('#') as [string, string])
      : ['com.amazonaws.dynamodb.v20120810', fullType];
    const message = String(body.message ?? body.Message ?? '');
    const { __type: _type, message: _m, Message: _M, ...extra } = body;
    return new DynamoProtocolError(type, message, statusCode, extra, namespace);
  }
}

export type WireBody = Record<string, unknown>;

/** Calls one DynamoDB operation; answers the parsed body or throws DynamoProtocolError. */
export type DynamoCall = (operation: string, body: WireBody) => Promise<WireBody>;

// dynalite wants something that looks like SigV4; it never checks the signature itself.
const fakeAuthorization = (date: string) =>
  `AWS4-HMAC-SHA256 Credential=local/${date.slice(0, 8)}/us-east-2/dynamodb/aws4_request, ` +
  'SignedHeaders=host;x-amz-date;x-amz-target, Signature=local';

const amzDate = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A DynamoCall bound to a dynalite base URL. */
export function createDynamoCall(baseUrl: string): DynamoCall {
  return async (operation, body) => {
    const date = amzDate();
    const answer = await forwardRaw(
      baseUrl,
      'POST',
      '/',
      {
        'content-type': DYNAMODB_CONTENT_TYPE,
        'x-amz-target': `${DYNAMODB_API_VERSION}.${operation}`,
        'x-amz-date': date,
        authorization: fakeAuthorization(date),
      },
      Buffer.from(JSON.stringify(body)),
    );
    const parsed = answer.body.length > 0 ? (JSON.parse(answer.body.toString('utf8')) as WireBody) : {};
    if (answer.statusCode !== 200) throw DynamoProtocolError.fromBody(answer.statusCode, parsed);
    return parsed;
  };
}

/** Headers DynamoDB puts on every JSON answer. */
export function dynamoAnswerHeaders(body: string, requestId: string): Record<string, string> {
  return {
    'content-type': DYNAMODB_CONTENT_TYPE,
    'content-length': String(Buffer.byteLength(body)),
    'x-amzn-requestid': requestId,
    'x-amz-crc32': String(crc32(body)),
  };
}

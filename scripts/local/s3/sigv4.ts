/**
 * Checks an S3 request's Signature Version 4 the way S3 does, for the local S3 stand-in: s3rver
 * takes any V4 signature as valid (docs/requirements.md#e5-5), which would let anyone read a private
 * object. Both forms are checked: a presigned URL (the signature in the query, valid for
 * `X-Amz-Expires` seconds) and the `Authorization` header the SDK sends.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  accessDenied,
  INVALID_ACCESS_KEY_ID,
  SIGNATURE_DOES_NOT_MATCH,
  type S3Refusal,
  type SecretsByAccessKey,
} from './s3-errors';

const ALGORITHM = 'AWS4-HMAC-SHA256';
/** How far a header-signed request's time may be from the server's, as S3 allows. */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
/** The longest a presigned URL may be valid (seven days). */
const MAX_EXPIRES_SECONDS = 7 * 24 * 60 * 60;

/** The parts of an HTTP request a signature covers, as they arrived. */
export interface SignedRequest {
  method: string;
  /** The path as sent, still percent-encoded (`/bucket/private/a%20b.png`). */
  path: string;
  /** The query string as sent, without `?`. */
  query: string;
  /** Header names in lower case (as Node gives them). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
}

/** The key SigV4 signs with: the secret narrowed to the day, the region and S3. */
export function sigV4SigningKey(secret: string, date: string, region: string): Buffer {
  const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
}

/** True when the request carries a signature of either form (valid or not). */
export function isSigned(request: Pick<SignedRequest, 'query' | 'headers'>): boolean {
  return (
    request.headers['authorization'] !== undefined ||
    queryPairs(request.query).some(([name]) => name === 'X-Amz-Signature')
  );
}

/** Null when S3 would accept the request's signature, else the refusal S3 answers. */
export function checkSigV4(request: SignedRequest, secrets: SecretsByAccessKey, now: Date): S3Refusal | null {
  const parsed = request.headers['authorization'] === undefined ? fromQuery(request) : fromHeader(request);
  if ('status' in parsed) return parsed;

  const [accessKeyId = '', date = '', region = '', service = '', terminator = ''] =
    parsed.credential.split('/');
  const scopeHolds = date.length === 8 && parsed.amzDate.startsWith(date) && service === 's3';
  if (!scopeHolds || terminator !== 'aws4_request') {
    return accessDenied('Error parsing the X-Amz-Credential parameter.');
  }
  const secret = secrets[accessKeyId];
  if (secret === undefined) return INVALID_ACCESS_KEY_ID;

  const signedAt = parseAmzDate(parsed.amzDate);
  if (signedAt === null) {
    return accessDenied("X-Amz-Date must be in the ISO8601 Long Format \"yyyyMMdd'T'HHmmss'Z'\"");
  }
  if (parsed.expiresSeconds === undefined) {
    if (Math.abs(now.getTime() - signedAt.getTime()) > MAX_CLOCK_SKEW_MS) {
      return {
        status: 403,
        code: 'RequestTimeTooSkewed',
        message: 'The difference between the request time and the current time is too large.',
      };
    }
  } else if (now.getTime() > signedAt.getTime() + parsed.expiresSeconds * 1000) {
    return accessDenied('Request has expired');
  }

  const canonicalRequest = [
    request.method,
    canonicalPath(request.path),
    canonicalQuery(request.query),
    `${parsed.signedHeaders.map((name) => `${name}:${headerValue(request.headers[name])}`).join('\n')}\n`,
    parsed.signedHeaders.join(';'),
    parsed.payloadHash,
  ].join('\n');
  const stringToSign = [
    ALGORITHM,
    parsed.amzDate,
    `${date}/${region}/s3/aws4_request`,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const expected = createHmac('sha256', sigV4SigningKey(secret, date, region))
    .update(stringToSign)
    .digest();
  const provided = Buffer.from(parsed.signature, 'hex');
  return provided.length === expected.length && timingSafeEqual(provided, expected)
    ? null
    : SIGNATURE_DOES_NOT_MATCH;
}

interface ParsedSignature {
  credential: string;
  amzDate: string;
  signedHeaders: string[];
  signature: string;
  payloadHash: string;
  /** Set for a presigned URL only. */
  expiresSeconds?: number;
}

/** A presigned URL: everything in the query; the payload is never signed. */
function fromQuery(request: SignedRequest): ParsedSignature | S3Refusal {
  const query = new Map(queryPairs(request.query));
  const expires = Number(query.get('X-Amz-Expires'));
  if (query.get('X-Amz-Algorithm') !== ALGORITHM) {
    return {
      status: 400,
      code: 'AuthorizationQueryParametersError',
      message: `X-Amz-Algorithm only supports "${ALGORITHM}"`,
    };
  }
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS) {
    return {
      status: 400,
      code: 'AuthorizationQueryParametersError',
      message: 'X-Amz-Expires must be between 1 and 604800 seconds',
    };
  }
  return {
    credential: query.get('X-Amz-Credential') ?? '',
    amzDate: query.get('X-Amz-Date') ?? '',
    signedHeaders: (query.get('X-Amz-SignedHeaders') ?? '').split(';'),
    signature: query.get('X-Amz-Signature') ?? '',
    payloadHash: 'UNSIGNED-PAYLOAD',
    expiresSeconds: expires,
  };
}

/** `Authorization: AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…`, as the SDK sends it. */
function fromHeader(request: SignedRequest): ParsedSignature | S3Refusal {
  const authorization = headerValue(request.headers['authorization']);
  const [algorithm, ...rest] = authorization.split(' ');
  const components = new Map(
    rest
      .join('')
      .split(',')
      .map((component) => {
        const [name = '', ...value] = component.split('=');
        return [name, value.join('=')] as const;
      }),
  );
  if (algorithm !== ALGORITHM) {
    return { status: 400, code: 'InvalidArgument', message: 'Unsupported Authorization Type' };
  }
  return {
    credential: components.get('Credential') ?? '',
    amzDate: headerValue(request.headers['x-amz-date']),
    signedHeaders: (components.get('SignedHeaders') ?? '').split(';'),
    signature: components.get('Signature') ?? '',
    payloadHash: headerValue(request.headers['x-amz-content-sha256']),
  };
}

/** Percent-encoding as SigV4 (and the SDK) does it: RFC 3986's unreserved characters stay. */
const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const decode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** Each path segment decoded and encoded again, so any client's encoding gives the same path. */
const canonicalPath = (path: string) =>
  path
    .split('/')
    .map((segment) => encodeRfc3986(decode(segment)))
    .join('/');

/** The query's decoded name/value pairs, in order. */
function queryPairs(query: string): [string, string][] {
  return query
    .split('&')
    .filter((pair) => pair !== '')
    .map((pair) => {
      const separator = pair.indexOf('=');
      return separator === -1
        ? [decode(pair), '']
        : [decode(pair.slice(0, separator)), decode(pair.slice(separator + 1))];
    });
}

/** Every query parameter but the signature, encoded and sorted by name then value. */
const canonicalQuery = (query: string) =>
  queryPairs(query)
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, aValue], [b, bValue]) => (a === b ? compare(aValue, bValue) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A header's value as SigV4 signs it: repeated values joined by commas, spaces trimmed and folded. */
const headerValue = (value: string | string[] | undefined) =>
  [value ?? '']
    .flat()
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .join(',');

/** `20260101T120000Z` as a date, or null when it is not one. */
function parseAmzDate(text: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number) as number[];
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 0, hours, minutes, seconds));
}

/**
 * Checks a browser-based upload (S3 POST Object) against its signed policy the way S3 does, for the
 * local S3 stand-in, which checks nothing itself (docs/requirements.md#e5-5): the signature (SigV4),
 * the expiration, every condition (exact match, `starts-with`, `content-length-range`) and that no
 * form field goes unmentioned. A refusal carries S3's status, error code and message.
 */
import { createHmac } from 'node:crypto';
import {
  accessDenied,
  INVALID_ACCESS_KEY_ID,
  SIGNATURE_DOES_NOT_MATCH,
  type S3Refusal,
  type SecretsByAccessKey,
} from './s3-errors';
import { sigV4SigningKey } from './sigv4';

export interface PostObjectRequest {
  /** The bucket of the URL the form was posted to. */
  bucket: string;
  /** The form fields sent before the file, as named in the form. */
  fields: Readonly<Record<string, string>>;
  /** The size of the file part in bytes. */
  fileSize: number;
  now: Date;
}

type Condition = Record<string, unknown> | unknown[];

/** Fields S3 never asks a condition for. */
const isExemptField = (name: string) =>
  ['policy', 'x-amz-signature', 'file'].includes(name) || name.startsWith('x-ignore-');

const invalidPolicy = (message: string): S3Refusal => ({
  status: 400,
  code: 'InvalidPolicyDocument',
  message: `Invalid Policy: ${message}`,
});

/** Null when S3 would store the upload, else the refusal S3 answers. */
export function checkPostObject(request: PostObjectRequest, secrets: SecretsByAccessKey): S3Refusal | null {
  // Form field names are case-insensitive; values are not.
  const fields = new Map(Object.entries(request.fields).map(([name, value]) => [name.toLowerCase(), value]));
  fields.set('bucket', request.bucket);
  const encodedPolicy = fields.get('policy');
  if (encodedPolicy === undefined) return accessDenied();

  const signatureRefusal = checkSignature(fields, encodedPolicy, secrets);
  if (signatureRefusal) return signatureRefusal;

  const policy = parsePolicy(encodedPolicy);
  if (typeof policy === 'string') return invalidPolicy(policy);
  if (!(request.now.getTime() < policy.expiration.getTime())) {
    return accessDenied('Invalid according to Policy: Policy expired.');
  }

  const mentioned = new Set<string>(['bucket']);
  let sizeRange: [number, number] | undefined;
  for (const condition of policy.conditions) {
    const checked = checkCondition(condition, fields);
    if (checked.refusal) return checked.refusal;
    if (checked.field) mentioned.add(checked.field);
    if (checked.sizeRange) sizeRange = checked.sizeRange;
  }

  const extra = [...fields.keys()].filter((name) => !mentioned.has(name) && !isExemptField(name));
  if (extra.length > 0) {
    return accessDenied(`Invalid according to Policy: Extra input fields: ${extra.join(', ')}`);
  }
  return sizeRange ? checkSize(request.fileSize, sizeRange) : null;
}

function parsePolicy(encoded: string): { expiration: Date; conditions: Condition[] } | string {
  let document: unknown;
  try {
    document = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return 'Invalid JSON.';
  }
  const { expiration, conditions } = (document ?? {}) as { expiration?: unknown; conditions?: unknown };
  if (typeof expiration !== 'string' || Number.isNaN(Date.parse(expiration))) {
    return 'Policy missing expiration.';
  }
  if (!Array.isArray(conditions)) return 'Policy missing conditions.';
  return { expiration: new Date(expiration), conditions: conditions as Condition[] };
}

/**
 * SigV4 for POST: the signature is the HMAC of the base64 policy under the key derived from the
 * secret, the credential's date and region, and `s3`.
 */
function checkSignature(
  fields: ReadonlyMap<string, string>,
  encodedPolicy: string,
  secrets: SecretsByAccessKey,
): S3Refusal | null {
  const credential = fields.get('x-amz-credential') ?? '';
  const [accessKeyId = '', date = '', region = '', service = '', terminator = ''] = credential.split('/');
  if (
    fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256' ||
    service !== 's3' ||
    terminator !== 'aws4_request'
  ) {
    return invalidPolicy('Policy Condition failed: unsupported signing algorithm or credential scope.');
  }
  const secret = secrets[accessKeyId];
  if (secret === undefined) return INVALID_ACCESS_KEY_ID;
  const expected = createHmac('sha256', sigV4SigningKey(secret, date, region))
    .update(encodedPolicy)
    .digest('hex');
  return fields.get('x-amz-signature') === expected ? null : SIGNATURE_DOES_NOT_MATCH;
}

interface CheckedCondition {
  refusal?: S3Refusal;
  /** The form field the condition covers. */
  field?: string;
  sizeRange?: [number, number];
}

const conditionFailed = (condition: Condition): CheckedCondition => ({
  refusal: accessDenied(
    `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition).replaceAll(',', ', ')}`,
  ),
});

function checkCondition(condition: Condition, fields: ReadonlyMap<string, string>): CheckedCondition {
  if (!Array.isArray(condition)) {
    const entries = Object.entries(condition);
    const [name, value] = entries[0] ?? [];
    if (entries.length !== 1 || name === undefined || typeof value !== 'string') {
      return { refusal: invalidPolicy('Invalid Simple-Condition: value must be a string.') };
    }
    const field = name.toLowerCase();
    return fields.get(field) === value ? { field } : conditionFailed(condition);
  }
  const [operator, subject, value, extra] = condition as [unknown, unknown, unknown, unknown];
  if (operator === 'content-length-range') {
    if (typeof subject !== 'number' || typeof value !== 'number' || extra !== undefined) {
      return { refusal: invalidPolicy('Invalid content-length-range condition.') };
    }
    return { sizeRange: [subject, value] };
  }
  if (
    (operator !== 'eq' && operator !== 'starts-with') ||
    typeof subject !== 'string' ||
    !subject.startsWith('$') ||
    typeof value !== 'string'
  ) {
    return { refusal: invalidPolicy(`Invalid Condition: ${JSON.stringify(condition)}`) };
  }
  const field = subject.slice(1).toLowerCase();
  const actual = fields.get(field);
  const holds = actual !== undefined && (operator === 'eq' ? actual === value : actual.startsWith(value));
  return holds ? { field } : conditionFailed(condition);
}

function checkSize(size: number, [min, max]: [number, number]): S3Refusal | null {
  if (size > max) {
    return {
      status: 400,
      code: 'EntityTooLarge',
      message: 'Your proposed upload exceeds the maximum allowed size',
      detail: { ProposedSize: size, MaxSizeAllowed: max },
    };
  }
  if (size < min) {
    return {
      status: 400,
      code: 'EntityTooSmall',
      message: 'Your proposed upload is smaller than the minimum allowed size',
      detail: { ProposedSize: size, MinSizeAllowed: min },
    };
  }
  return null;
}

/**
 * The local S3's gate for browser-based uploads: it reads a bucket POST's form, checks it against
 * its signed policy (post-policy.ts) and either answers S3's XML error, with the CORS headers S3
 * sends so the browser can read it, or hands the same bytes on to s3rver, which stores the file.
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { S3rverMiddleware } from 's3rver';
import { checkPostObject } from './post-policy';
import { answerRefusal, type S3Refusal, type SecretsByAccessKey } from './s3-errors';

export interface PostPolicyGateOptions {
  secrets: SecretsByAccessKey;
  /** Origins the bucket's CORS rule allows (error answers carry the same headers). */
  allowedOrigins: readonly string[];
  /** A body larger than this is refused unread (far above any upload limit of the app). */
  maxBodyBytes?: number;
  now?: () => Date;
}

const BUCKET_POST_PATH = /^\/([^/]+)\/?$/;
const DEFAULT_MAX_BODY_BYTES = 64 * 1024 * 1024;

/** Koa middleware for s3rver that refuses every bucket POST its policy does not allow. */
export function postPolicyGate(options: PostPolicyGateOptions): S3rverMiddleware {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  return async (ctx, next) => {
    const bucket = BUCKET_POST_PATH.exec(ctx.path)?.[1];
    const contentType = ctx.get('content-type');
    if (ctx.method !== 'POST' || !bucket || !contentType.startsWith('multipart/form-data')) return next();

    const body = await readBody(ctx.req, maxBodyBytes);
    const refusal = body ? await checkForm(body, contentType, bucket, options) : bodyTooLarge(maxBodyBytes);
    if (refusal) return answerRefusal(ctx, refusal, options.allowedOrigins);
    if (body) replayBody(ctx.req, body);
    return next();
  };
}

async function checkForm(
  body: Buffer,
  contentType: string,
  bucket: string,
  options: PostPolicyGateOptions,
): Promise<S3Refusal | null> {
  let form: FormData;
  try {
    form = await new Request('http://local-s3/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    }).formData();
  } catch {
    return {
      status: 400,
      code: 'MalformedPOSTRequest',
      message: 'The body of your POST request is not well-formed multipart/form-data.',
    };
  }
  // S3 reads the fields up to the file and ignores everything after it.
  const fields: Record<string, string> = {};
  let fileSize: number | undefined;
  for (const [name, value] of form) {
    if (name === 'file') {
      fileSize = typeof value === 'string' ? Buffer.byteLength(value) : value.size;
      break;
    }
    if (typeof value === 'string') fields[name] = value;
  }
  if (fileSize === undefined) return null; // s3rver answers S3's own error for a form without a file
  return checkPostObject({ bucket, fields, fileSize, now: options.now?.() ?? new Date() }, options.secrets);
}

const bodyTooLarge = (maxBodyBytes: number): S3Refusal => ({
  status: 400,
  code: 'EntityTooLarge',
  message: 'Your proposed upload exceeds the maximum allowed size',
  detail: { MaxSizeAllowed: maxBodyBytes },
});

/** The whole body, or null when it is larger than the limit (the rest is drained, not kept). */
async function readBody(request: IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= maxBytes) chunks.push(chunk as Buffer);
  }
  return size <= maxBytes ? Buffer.concat(chunks) : null;
}

/** s3rver's form parser pipes the request; the body is already read, so it gets the same bytes. */
function replayBody(request: IncomingMessage, body: Buffer): void {
  request.pipe = (<T extends NodeJS.WritableStream>(destination: T) =>
    Readable.from([body]).pipe(destination)) as typeof request.pipe;
}

/**
 * The only module that talks to the uploads bucket for uploaded images: presigned POSTs, the reads,
 * rewrites and removals of the checks before an image is used, and presigned GETs of private images.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../lib/clients';
import { env } from '../lib/env';

export interface PostPolicyRequest {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}

/**
 * The policy's conditions: exact key and type, and a size range S3 itself enforces
 * (docs/requirements.md#e5-5).
 */
export function postPolicyConditions(
  request: PostPolicyRequest,
): NonNullable<PresignedPostOptions['Conditions']> {
  return [
    ['content-length-range', 1, request.maxBytes],
    ['eq', '$Content-Type', request.contentType],
    ['eq', '$key', request.key],
  ];
}

/** A presigned POST for exactly one object. */
export async function createPostPolicy(request: PostPolicyRequest) {
  return createPresignedPost(s3(), {
    Bucket: env().UPLOADS_BUCKET,
    Key: request.key,
    Conditions: postPolicyConditions(request),
    Fields: { 'Content-Type': request.contentType },
    Expires: request.expiresSeconds,
  });
}

/** True for S3's answers that there is no such object. */
const isMissing = (error: unknown) =>
  error instanceof NotFound ||
  error instanceof NoSuchKey ||
  ['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '');

/**
 * S3 answers a HEAD of a missing key with 403, not 404, to a caller without `s3:ListBucket`, which no
 * function has (a list grant cannot be limited to a prefix for HEAD). The functions that describe an
 * object are granted GetObject on its prefix (infra asserts it), so a 403 there means "no such object".
 */
const isForbiddenHead = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 403;

/** Size and type of a stored object, or null when there is none. */
export async function describeObject(
  key: string,
): Promise<{ size: number; contentType: string | null } | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
  } catch (error) {
    if (isMissing(error) || isForbiddenHead(error)) return null;
    throw error;
  }
}

/**
 * The object's bytes, or only its first `length` bytes (a ranged GET, so a large file is not read
 * to learn it is not an image); null when there is no object.
 */
export async function readObject(key: string, length?: number): Promise<Uint8Array | null> {
  try {
    const object = await s3().send(
      new GetObjectCommand({
        Bucket: env().UPLOADS_BUCKET,
        Key: key,
        ...(length === undefined ? {} : { Range: `bytes=0-${length - 1}` }),
      }),
    );
    return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Replaces the object's bytes, keeping its type. */
export async function writeObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key, Body: bytes, ContentType: contentType }),
  );
}

/** Removes the object (nothing happens when there is none). */
export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key }));
}

/** A presigned GET of the object, valid `expiresSeconds` (private images: feedback screenshots). */
export function createReadLink(key: string, expiresSeconds: number): Promise<string> {
  return getSignedUrl(s3(), new GetObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key }), {
    expiresIn: expiresSeconds,
  });
}

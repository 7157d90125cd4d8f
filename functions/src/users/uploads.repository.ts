/** The only module that talks to the uploads bucket for profile images: presigned POSTs and checks. */
import { HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPostOptions } from '@aws-sdk/s3-presigned-post';
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

/** Size and type of a stored object, or null when there is none. */
export async function describeObject(
  key: string,
): Promise<{ size: number; contentType: string | null } | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: env().UPLOADS_BUCKET, Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return null;
    throw error;
  }
}

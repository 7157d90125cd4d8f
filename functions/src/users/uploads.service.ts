/**
 * Profile images (company logo, profile picture) go straight from the browser to S3 through a
 * presigned POST whose policy limits size and type; the API never carries the bytes. The object
 * key is under a per-user prefix with a ULID, so a user can only ever point at their own uploads.
 * Listing photos (functions/src/deal-photos/deal-photos.service.ts) reuse the policy and the checks.
 */
import { ulid } from 'ulid';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_POLICY_TTL_SECONDS,
  type ImageContentType,
  type UploadKind,
  type UploadPolicy,
} from '#shared/users/profile';
import { IMAGE_CONTENT_TYPES } from '#shared/users/profile';
import type { UserRecord } from '../db/entities/user.entity';
import { BadRequestError } from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { createPostPolicy, describeObject } from './uploads.repository';
import { getCurrentUser } from './users.service';
import { updateUser } from './users.repository';

const EXTENSIONS: Readonly<Record<ImageContentType, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const KIND_FOLDERS: Readonly<Record<UploadKind, string>> = {
  companyLogo: 'company-logo',
  profilePicture: 'profile-picture',
};

/** Every key of this user's uploads of this kind starts with this. */
export const uploadPrefix = (userId: string, kind: UploadKind) => `users/${userId}/${KIND_FOLDERS[kind]}/`;

/**
 * A presigned POST for one image at a fresh key under the prefix (`<prefix><ulid>.<ext>`), valid for
 * five minutes; its policy holds the exact key, the type and the size limit. Profile images and
 * listing photos both use it.
 */
export async function createImageUploadPolicy(
  prefix: string,
  contentType: ImageContentType,
  maxBytes: number,
  now: Date,
): Promise<UploadPolicy> {
  const key = `${prefix}${ulid(now.getTime())}.${EXTENSIONS[contentType]}`;
  const { url, fields } = await createPostPolicy({
    key,
    contentType,
    maxBytes,
    expiresSeconds: UPLOAD_POLICY_TTL_SECONDS,
  });
  return {
    url,
    fields,
    key,
    maxBytes,
    expiresAt: new Date(now.getTime() + UPLOAD_POLICY_TTL_SECONDS * 1000).toISOString(),
  };
}

/** True when the key is directly under the prefix (no deeper folder), i.e. one of that prefix's uploads. */
export const isKeyUnder = (key: string, prefix: string) =>
  key.startsWith(prefix) && !key.slice(prefix.length).includes('/');

/**
 * Checks that an uploaded image is there, at most maxBytes, and a JPEG, PNG or WebP image (the
 * policy limited both, but the browser might not have used it); throws 400 otherwise.
 */
export async function assertUploadedImage(key: string, maxBytes: number): Promise<void> {
  const object = await describeObject(key);
  if (!object) throw new BadRequestError('The upload was not found. Please upload the file again.');
  const typeAllowed = (IMAGE_CONTENT_TYPES as readonly string[]).includes(object.contentType ?? '');
  if (object.size > maxBytes || !typeAllowed) {
    throw new BadRequestError('The uploaded file is too large or not a JPEG, PNG or WebP image.');
  }
}

/** A presigned POST for one image of the caller's, valid for five minutes. */
export function createImageUpload(
  principal: Principal,
  request: { kind: UploadKind; contentType: ImageContentType },
  now: Date,
): Promise<UploadPolicy> {
  return createImageUploadPolicy(
    uploadPrefix(principal.userId, request.kind),
    request.contentType,
    UPLOAD_MAX_BYTES[request.kind],
    now,
  );
}

/**
 * Sets an uploaded image on the caller, after checking the key is theirs and for this kind, and
 * that the object is there with an allowed size and type; null removes the image.
 */
export async function setProfileImage(
  principal: Principal,
  request: { kind: UploadKind; key: string | null },
  now: string,
): Promise<UserRecord> {
  const user = await getCurrentUser(principal, now);
  const field = request.kind === 'companyLogo' ? 'companyLogoKey' : 'profilePictureKey';
  if (request.key === null) return updateUser(user.userId, { [field]: null }, now);
  if (!isKeyUnder(request.key, uploadPrefix(user.userId, request.kind))) {
    throw new BadRequestError('This upload does not belong to you.');
  }
  await assertUploadedImage(request.key, UPLOAD_MAX_BYTES[request.kind]);
  return updateUser(user.userId, { [field]: request.key }, now);
}

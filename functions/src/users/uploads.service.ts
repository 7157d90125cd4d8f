/**
 * Profile images (company logo, profile picture) go straight from the browser to S3 through a
 * presigned POST whose policy limits size and type; the API never carries the bytes. The object
 * key is under a per-user prefix with a ULID, so a user can only ever point at their own uploads.
 */
import { ulid } from 'ulid';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_POLICY_TTL_SECONDS,
  type ImageContentType,
  type UploadKind,
  type UploadPolicy,
} from '../../../shared/src/profile';
import { IMAGE_CONTENT_TYPES } from '../../../shared/src/profile';
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

/** A presigned POST for one image of the caller's, valid for five minutes. */
export async function createImageUpload(
  principal: Principal,
  request: { kind: UploadKind; contentType: ImageContentType },
  now: Date,
): Promise<UploadPolicy> {
  const key = `${uploadPrefix(principal.userId, request.kind)}${ulid(now.getTime())}.${EXTENSIONS[request.contentType]}`;
  const maxBytes = UPLOAD_MAX_BYTES[request.kind];
  const { url, fields } = await createPostPolicy({
    key,
    contentType: request.contentType,
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
  const prefix = uploadPrefix(user.userId, request.kind);
  if (!request.key.startsWith(prefix) || request.key.slice(prefix.length).includes('/')) {
    throw new BadRequestError('This upload does not belong to you.');
  }
  const object = await describeObject(request.key);
  if (!object) throw new BadRequestError('The upload was not found. Please upload the file again.');
  const typeAllowed = (IMAGE_CONTENT_TYPES as readonly string[]).includes(object.contentType ?? '');
  if (object.size > UPLOAD_MAX_BYTES[request.kind] || !typeAllowed) {
    throw new BadRequestError('The uploaded file is too large or not a JPEG, PNG or WebP image.');
  }
  return updateUser(user.userId, { [field]: request.key }, now);
}

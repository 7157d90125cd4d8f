/**
 * Profile images (company logo, profile picture) go straight from the browser to S3 through a
 * presigned POST whose policy limits size and type; the API never carries the bytes. The object
 * key is under a per-user prefix with a ULID, so a user can only ever point at their own uploads.
 * Before an image is used its bytes are checked and its metadata removed (acceptUploadedImage).
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
import {
  BadRequestError,
  UploadNotFoundError,
  UploadNotImageError,
  UploadTooLargeError,
  type AppError,
} from '../lib/errors';
import type { Principal } from '../lib/http/principal';
import { stripImageMetadata } from './image-metadata';
import { IMAGE_SIGNATURE_BYTES, imageTypeOf } from './image-type';
import {
  createPostPolicy,
  createReadLink,
  deleteObject,
  describeObject,
  readObject,
  writeObject,
} from './uploads.repository';
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
 * Where a checked image is kept: a key no upload policy ever names (policies name `<ulid>.<ext>`),
 * so nobody can replace a checked image with other bytes through a policy that is still valid.
 */
export const checkedKeyOf = (key: string) => key.replace(/\.(\w+)$/, '.checked.$1');
const isCheckedKey = (key: string) => /\.checked\.\w+$/.test(key);

/** The type a key's extension declares (the policy signed the key and the type together). */
const declaredTypeOf = (key: string): ImageContentType | undefined =>
  IMAGE_CONTENT_TYPES.find((type) => key.endsWith(`.${EXTENSIONS[type]}`));

/**
 * Makes an uploaded image fit to use and answers the key to use it by
 * (docs/requirements.md#r9-7-1): the object must be there, at most maxBytes, stored with the type its
 * key declares, and its first bytes (a ranged read) must be that type; its metadata (EXIF with GPS,
 * text) is then removed and the clean image kept at {@link checkedKeyOf}, and the upload deleted.
 * A refused upload is deleted too (it can never be used) and answers a 400 with the reason's code.
 * A checked key is answered as it is, and a retry after the upload was moved finds its checked copy.
 * `cleanKey` says where the clean copy goes when the caller keeps it elsewhere (feedback screenshots
 * go to `private/feedback/<feedbackId>.<ext>`); it must be a key no upload policy names either.
 */
export async function acceptUploadedImage(
  key: string,
  maxBytes: number,
  cleanKey: string = checkedKeyOf(key),
): Promise<string> {
  if (isCheckedKey(key)) {
    if (!(await describeObject(key))) throw new UploadNotFoundError();
    return key;
  }
  const object = await describeObject(key);
  if (!object) {
    if (await describeObject(cleanKey)) return cleanKey;
    throw new UploadNotFoundError();
  }
  if (object.size > maxBytes) return refuseUpload(key, new UploadTooLargeError());
  const declared = declaredTypeOf(key);
  const start = await readObject(key, IMAGE_SIGNATURE_BYTES);
  if (!declared || object.contentType !== declared || !start || imageTypeOf(start) !== declared) {
    return refuseUpload(key, new UploadNotImageError());
  }
  const bytes = await readObject(key);
  if (!bytes) throw new UploadNotFoundError();
  const clean = stripImageMetadata(bytes, declared);
  if (!clean) return refuseUpload(key, new UploadNotImageError());
  await writeObject(cleanKey, clean, declared);
  await deleteObject(key);
  return cleanKey;
}

/** Deletes a refused upload, then throws why it was refused. */
async function refuseUpload(key: string, reason: AppError): Promise<never> {
  await deleteObject(key);
  throw reason;
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
 * that the object is an image fit to use ({@link acceptUploadedImage}); null removes the image.
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
  const checkedKey = await acceptUploadedImage(request.key, UPLOAD_MAX_BYTES[request.kind]);
  return updateUser(user.userId, { [field]: checkedKey }, now);
}

/** A link that shows a private image (a feedback screenshot) for `expiresSeconds`, no longer. */
export const privateImageLink = (key: string, expiresSeconds: number): Promise<string> =>
  createReadLink(key, expiresSeconds);

/** A stored image's bytes, or null when there is none (a listing photo's renditions are made from it). */
export const readImage = (key: string): Promise<Uint8Array | null> => readObject(key);

/** Stores an image the system made (a listing photo's rendition) at a key no upload policy names. */
export const writeImage = (key: string, bytes: Uint8Array, contentType: string): Promise<void> =>
  writeObject(key, bytes, contentType);

/** Deletes a stored image (nothing happens when there is none; throws when S3 refuses). */
export const deleteImage = (key: string): Promise<void> => deleteObject(key);

/**
 * Listing photo uploads: the limits the presigned POST policy enforces and the request for one.
 * A module of its own so the upload handler bundles only these few schemas.
 */
import * as z from 'zod';

/**
 * Listing photos (docs/requirements.md#r5-4): up to MAX_DEAL_PHOTOS, each at most 10 MB, JPEG, PNG or WebP.
 */
export const DEAL_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const DEAL_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Body of POST /api/deals/photo-uploads: one photo the browser is about to upload. */
export const createDealPhotoUploadBodySchema = z
  .object({
    contentType: z.enum(DEAL_PHOTO_CONTENT_TYPES, { error: 'fileTypeInvalid' }),
    size: z.number().int().min(1, 'fileEmpty').max(DEAL_PHOTO_MAX_BYTES, 'fileTooLarge'),
  })
  .strict()
  .meta({ id: 'CreateDealPhotoUploadBody' });

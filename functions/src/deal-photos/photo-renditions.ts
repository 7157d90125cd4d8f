/**
 * The one place listing photo renditions are drawn (docs/decisions/photo-renditions.md): sharp
 * (libvips) scales a checked photo to each width of PHOTO_RENDITION_WIDTHS as WebP. Used by the
 * upload event's handler and by the seed, so every photo gets the same renditions.
 */
import sharp from 'sharp';
import { PHOTO_RENDITION_WIDTHS, type PhotoRenditionWidth } from '#shared/deals/photo-renditions';

/** WebP quality: at 78 a photo keeps no visible artefacts at card and carousel sizes. */
export const RENDITION_WEBP_QUALITY = 78;

/** One rendition: the width it was made for, and its WebP bytes. */
export interface PhotoRendition {
  width: PhotoRenditionWidth;
  body: Buffer;
}

/** Thrown when the bytes are not an image sharp can read: retrying cannot help. */
export class UnreadablePhotoError extends Error {
  constructor(cause: unknown) {
    super(`The photo cannot be read as an image: ${String(cause)}`, { cause });
    this.name = 'UnreadablePhotoError';
  }
}

/**
 * The renditions of a photo, one per width: scaled to that width keeping the aspect ratio, never
 * enlarged (a 300 px photo stays 300 px), turned upright by its orientation tag, and without
 * metadata (sharp writes none unless asked).
 */
export async function renderPhotoRenditions(photo: Uint8Array): Promise<PhotoRendition[]> {
  // One decode is shared by the widths; `failOn: 'error'` refuses a truncated or corrupt file.
  const source = sharp(photo, { failOn: 'error' }).rotate();
  try {
    await source.metadata();
    return await Promise.all(
      PHOTO_RENDITION_WIDTHS.map(async (width) => ({
        width,
        body: await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: RENDITION_WEBP_QUALITY })
          .toBuffer(),
      })),
    );
  } catch (error) {
    throw new UnreadablePhotoError(error);
  }
}

/**
 * Listing photo renditions (docs/decisions/photo-renditions.md): smaller WebP copies of every
 * listing photo, made just after its checked copy is stored, at keys derived from the photo's key
 * alone. The server that makes them, the seed and the web `srcset` all name them from here.
 */

/** The widths made, in px: a phone-sized card and a full-width carousel slide. */
export const PHOTO_RENDITION_WIDTHS = [400, 1200] as const;
export type PhotoRenditionWidth = (typeof PHOTO_RENDITION_WIDTHS)[number];

/** Every rendition is under this prefix, apart from the uploads, so nothing uploads over one. */
export const PHOTO_RENDITION_PREFIX = 'photo-renditions/';

/** Listing photos are under this prefix (`deal-photos/<userId>/…`). */
export const DEAL_PHOTO_KEY_PREFIX = 'deal-photos/';

/**
 * The endings of the checked copies a listing stores (`<ulid>.checked.<ext>`): only these get
 * renditions, never a raw upload (it may still be refused) nor a rendition itself (no loops).
 */
export const RENDITION_SOURCE_SUFFIXES = ['.checked.jpg', '.checked.png', '.checked.webp'] as const;

/**
 * The key of a photo's rendition of `width` px:
 * `deal-photos/u1/01J.checked.jpg` → `photo-renditions/deal-photos/u1/01J.checked.400w.webp`.
 */
export const renditionKey = (photoKey: string, width: PhotoRenditionWidth): string =>
  `${PHOTO_RENDITION_PREFIX}${photoKey.replace(/\.\w+$/, '')}.${width}w.webp`;

/** True for the key of a checked listing photo, the only kind the upload event makes renditions of. */
export const isRenditionSource = (key: string): boolean =>
  key.startsWith(DEAL_PHOTO_KEY_PREFIX) && RENDITION_SOURCE_SUFFIXES.some((suffix) => key.endsWith(suffix));

import { useState, type ImgHTMLAttributes } from 'react';
import { PHOTO_RENDITION_WIDTHS, renditionKey } from '#shared/deals/photo-renditions';
import { assetUrl } from '../lib/config/asset-url';

/** The `srcset` of a listing photo: its WebP renditions, each by its width. */
export function photoSrcSet(photoKey: string): string {
  return PHOTO_RENDITION_WIDTHS.map((width) => `${assetUrl(renditionKey(photoKey, width))} ${width}w`).join(
    ', ',
  );
}

const preloaded = new Set<string>();

/**
 * Starts downloading a listing photo that is about to be the page's largest paint, as soon as its
 * listing has arrived rather than once the page has rendered (docs/decisions/mobile-load-chain.md): a
 * `<link rel="preload">` with the same `srcset` and `sizes` as the `<img>` that will show it, so the
 * browser fetches the rendition that `<img>` then picks, once. Each photo is preloaded once a visit.
 */
export function preloadListingPhoto(photoKey: string, sizes: string): void {
  const key = `${photoKey} ${sizes}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('imagesrcset', photoSrcSet(photoKey));
  link.setAttribute('imagesizes', sizes);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

export interface ListingPhotoProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes'
> {
  /** The photo's key, as the listing stores it. */
  photoKey: string;
  /** How wide the photo shows, as the `sizes` attribute says it (the browser picks a rendition by it). */
  sizes: string;
}

/**
 * A listing photo at the right size (docs/decisions/photo-renditions.md): the browser picks a
 * rendition from `srcset` by `sizes`, with the original as `src`. Renditions are made just after an
 * upload, so one may be missing for a moment (or for good, for an image they could not be made
 * from): then the photo drops its `srcset` and shows the original instead of a broken image.
 */
export function ListingPhoto({ photoKey, sizes, onError, ...image }: ListingPhotoProps) {
  // Remembered by key: the carousel reuses one <img> for every photo.
  const [withoutRenditions, setWithoutRenditions] = useState<string | null>(null);
  const useRenditions = withoutRenditions !== photoKey;
  return (
    <img
      {...image}
      src={assetUrl(photoKey)}
      srcSet={useRenditions ? photoSrcSet(photoKey) : undefined}
      sizes={useRenditions ? sizes : undefined}
      onError={(event) => {
        if (useRenditions) setWithoutRenditions(photoKey);
        onError?.(event);
      }}
    />
  );
}

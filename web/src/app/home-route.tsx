import { lazy, Suspense } from 'react';
import HomePage from '../features/home/components/home-page';
import { useMediaQuery } from '../lib/media/use-media-query';

/**
 * The product picture beside the hero text (home-product-preview.tsx): its own chunk, loaded after the
 * hero text shows, into a fallback box of the same fixed size.
 */
const HomeProductPreview = lazy(() => import('./home-product-preview'));

/** Where the stylesheet hides the preview (`.product-preview` in styles.css): the same query. */
export const PREVIEW_HIDDEN_QUERY = '(max-width: 60rem)';

/**
 * `/`: the home page with the product preview the listings feature draws. Where the preview is hidden
 * (a phone), it is neither downloaded nor rendered: its listing card, schemas and texts would only
 * cost a slow phone main-thread time (docs/decisions/mobile-first-paint.md).
 */
export default function HomeRoute() {
  const previewHidden = useMediaQuery(PREVIEW_HIDDEN_QUERY);
  return (
    <HomePage
      productPreview={
        previewHidden ? undefined : (
          <Suspense fallback={<div className="product-preview" />}>
            <HomeProductPreview />
          </Suspense>
        )
      }
    />
  );
}

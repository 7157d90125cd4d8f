import { lazy, Suspense } from 'react';
import HomePage from '../features/home/components/home-page';

/**
 * The product picture beside the hero text (home-product-preview.tsx): its own chunk, loaded after the
 * hero text shows, into a fallback box of the same fixed size.
 */
const HomeProductPreview = lazy(() => import('./home-product-preview'));

/** `/`: the home page with the product preview the listings feature draws. */
export default function HomeRoute() {
  return (
    <HomePage
      productPreview={
        <Suspense fallback={<div className="product-preview" />}>
          <HomeProductPreview />
        </Suspense>
      }
    />
  );
}

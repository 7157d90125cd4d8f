import { lazy, Suspense } from 'react';
import { PageLoader } from '../components/page-loader';
import DealOffersPage from '../features/offers/components/deal-offers-page';
import NotFoundPage from '../features/status-pages/components/not-found-page';
import UnauthorizedPage from '../features/status-pages/components/unauthorized-page';

// "Buyers for this deal" loads when its tab is opened, not with the offers.
const DealBuyersPanel = lazy(() => import('../features/buyer-matches/components/deal-buyers-panel'));

/**
 * `/deals/:dealId/offers`, with the status pages shown when the API answers 403 or 404, and the
 * ranked buyers (their own feature) as one of its tabs.
 */
export default function DealOffersRoute() {
  return (
    <DealOffersPage
      unauthorized={<UnauthorizedPage />}
      notFound={<NotFoundPage />}
      buyersPanel={(listing) => (
        <Suspense fallback={<PageLoader />}>
          <DealBuyersPanel {...listing} />
        </Suspense>
      )}
    />
  );
}

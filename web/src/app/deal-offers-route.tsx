import DealOffersPage from '../features/offers/components/deal-offers-page';
import NotFoundPage from '../features/status-pages/components/not-found-page';
import UnauthorizedPage from '../features/status-pages/components/unauthorized-page';

/** `/deals/:dealId/offers`, with the status pages shown when the API answers 403 or 404. */
export default function DealOffersRoute() {
  return <DealOffersPage unauthorized={<UnauthorizedPage />} notFound={<NotFoundPage />} />;
}

import DealAnalyticsPage from '../features/deal-analytics/components/deal-analytics-page';
import NotFoundPage from '../features/status-pages/components/not-found-page';
import UnauthorizedPage from '../features/status-pages/components/unauthorized-page';

/** `/deals/:dealId/analytics`, with the status pages shown when the API answers 403 or 404. */
export default function DealAnalyticsRoute() {
  return <DealAnalyticsPage unauthorized={<UnauthorizedPage />} notFound={<NotFoundPage />} />;
}

import '../deal-analytics.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { analyticsFailureOf } from '../api/analytics-failure';
import { ANALYTICS_SERIES } from '../analytics-series';
import { useDealAnalytics } from '../hooks/use-deal-analytics';
import { useManagedDeal } from '../../../domain/deals/use-managed-deal';
import { ActivityTable } from './activity-table';
import { AnalyticsTotals } from './analytics-totals';
import { DailyBarChart } from './daily-bar-chart';
import { paths } from '../../../lib/paths/paths';

export interface DealAnalyticsPageProps {
  /** Shown when the API answers 403: the caller neither owns the listing nor is an admin. */
  unauthorized: ReactNode;
  /** Shown when the API answers 404: no such listing (or one the caller may not know of). */
  notFound: ReactNode;
}

/** The address the dashboard passed along in the navigation state, if any (a direct visit has none). */
function addressFromState(state: unknown): string | null {
  const address = (state as { address?: unknown } | null)?.address;
  return typeof address === 'string' ? address : null;
}

/**
 * The listing's street address: the one the dashboard passed along at once, else the listing's own,
 * read only once the analytics answered (the caller manages it; anyone else's read counts as a view).
 */
function useListingAddress(dealId: string, manages: boolean): string | null {
  const location = useLocation();
  const listing = useManagedDeal(dealId, manages);
  return addressFromState(location.state) ?? listing.data?.deal.streetAddress ?? null;
}

function AnalyticsLayout({
  dealId,
  manages = false,
  children,
}: {
  dealId: string;
  /** True once the analytics answered, so the listing may be read for its address. */
  manages?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('deal-analytics');
  const address = useListingAddress(dealId, manages);
  const heading = address ? t('headingFor', { address }) : t('heading');
  usePageTitle(address ? heading : t('title'));
  return (
    <section className="page deal-analytics" aria-labelledby="deal-analytics-heading">
      <header className="page-header">
        <p className="eyebrow">{t('title')}</p>
        <h1 id="deal-analytics-heading">{heading}</h1>
        <nav className="button-row" aria-label={t('links')}>
          <Link to={paths.dashboard} className="button button--ghost button--small">
            {t('backToDashboard')}
          </Link>
          <Link to={paths.dealDetail(dealId)} className="button button--ghost button--small">
            {t('viewListing')}
          </Link>
        </nav>
      </header>
      {children}
    </section>
  );
}

/**
 * `/deals/:dealId/analytics` (owner and admins): totals since listing and one chart per series over
 * the last days, drawn in plain SVG (no chart library: the bundle budget is tight).
 */
export default function DealAnalyticsPage({ unauthorized, notFound }: DealAnalyticsPageProps) {
  const { t } = useTranslation('deal-analytics');
  const { dealId = '' } = useParams();
  const analytics = useDealAnalytics(dealId);

  if (analytics.isError) {
    const failure = analyticsFailureOf(analytics.error);
    if (failure === 'forbidden') return unauthorized;
    if (failure === 'notFound') return notFound;
    return (
      <AnalyticsLayout dealId={dealId}>
        <div className="alert alert--error" role="alert" data-testid="analytics-error">
          <p className="alert__title">{t('failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void analytics.refetch()}>
            {t('retry')}
          </button>
        </div>
      </AnalyticsLayout>
    );
  }
  if (analytics.isPending) {
    return (
      <AnalyticsLayout dealId={dealId}>
        <PageLoader />
      </AnalyticsLayout>
    );
  }

  const { totals, daily } = analytics.data;
  const days = daily.map((day) => day.date);
  return (
    <AnalyticsLayout dealId={dealId} manages>
      <article className="card" aria-labelledby="totals-heading">
        <h2 id="totals-heading">{t('totals.heading')}</h2>
        <AnalyticsTotals totals={totals} />
      </article>
      <article className="card" aria-labelledby="daily-heading">
        <h2 id="daily-heading">{t('daily.heading', { days: daily.length })}</h2>
        <div className="activity-charts">
          {ANALYTICS_SERIES.map((series) => (
            <DailyBarChart
              key={series}
              label={t(`series.${series}`)}
              series={series}
              days={days}
              values={daily.map((day) => day[series])}
            />
          ))}
        </div>
        <ActivityTable daily={daily} />
      </article>
    </AnalyticsLayout>
  );
}

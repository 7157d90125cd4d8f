import '../demand.css';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { BuyerDemand } from '#shared/demand/demand';
import { hasAnyRole, SELLER_SIDE_ROLES } from '#shared/users/roles';
import { mapCanvasClassName, MapLoading } from '../../../components/map/map-canvas';
import { MapErrorBoundary } from '../../../components/map/map-failed';
import { PageLoader } from '../../../components/page-loader';
import { Tabs } from '../../../components/tabs';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { paths } from '../../../lib/paths/paths';
import { useSession } from '../../../lib/session/session-context';
import {
  BUYERS_TABS,
  buyersSearch,
  demandQueryOf,
  parseBuyersParams,
  type BuyersParams,
} from '../buyers-params';
import { buyerDemandQuery } from '../demand-queries';
import { DemandFilters } from './demand-filters';
import { DemandSummary } from './demand-summary';
import { ZipDemandTable } from './zip-demand-table';

// Only the Map tab downloads maplibre (docs/requirements.md#e6-4).
const BuyerDemandMap = lazy(() => import('./buyer-demand-map'));

/**
 * `/buyers` (docs/requirements.md#r6-6: sellers, owners and admins; others go to /unauthorized):
 * where buyers want to buy, per ZIP, as a map and as the Analytics by ZIP table, for one segment of
 * buyers and optionally one state. Tab and filters live in the URL.
 */
export default function BuyersPage() {
  const { t } = useTranslation('demand');
  const { state: session } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = parseBuyersParams(searchParams);
  const allowed = session.status === 'authenticated' && hasAnyRole(session.user, SELLER_SIDE_ROLES);
  const demand = useQuery({ ...buyerDemandQuery(demandQueryOf(params)), enabled: allowed });
  usePageTitle(t('title'));

  if (session.status === 'loading') return <PageLoader />;
  if (session.status === 'unauthenticated') return <Navigate to={paths.signIn} replace />;
  if (!allowed) return <Navigate to={paths.unauthorized} replace />;

  const update = (change: Partial<BuyersParams>) =>
    setSearchParams(buyersSearch({ ...params, ...change }), { replace: true });

  return (
    <section className="page stack buyers-page" aria-labelledby="buyers-heading">
      <header className="page-header">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 id="buyers-heading">{t('heading')}</h1>
        <p className="muted">{t('lead')}</p>
      </header>
      <DemandFilters segment={params.segment} state={params.state} onChange={update} />
      <Tabs
        idPrefix="buyers"
        label={t('tabs.label')}
        tabs={BUYERS_TABS.map((tab) => ({ id: tab, label: t(`tabs.${tab}`) }))}
        selected={params.tab}
        onSelect={(tab) => update({ tab })}
      >
        <DemandTabContent tab={params.tab} demand={demand} />
      </Tabs>
    </section>
  );
}

interface DemandTabContentProps {
  tab: BuyersParams['tab'];
  demand: { data?: BuyerDemand; isPending: boolean; isError: boolean; refetch: () => unknown };
}

/** The selected tab, or the state every tab shares: loading, failed, or no buyers for the filters. */
function DemandTabContent({ tab, demand }: DemandTabContentProps) {
  const { t } = useTranslation('demand');
  const navigate = useNavigate();
  if (demand.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{t('error')}</p>
        <button type="button" className="button button--ghost" onClick={() => void demand.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (demand.isPending || !demand.data) {
    return (
      <p className="muted" role="status">
        {t('loading')}
      </p>
    );
  }
  const { rows } = demand.data;
  if (rows.length === 0) {
    return (
      <p className="demand-empty" role="status">
        {t('empty')}
      </p>
    );
  }
  if (tab === 'analytics') return <ZipDemandTable rows={rows} />;
  return (
    <div className="buyer-map">
      <DemandSummary rows={rows} />
      <MapErrorBoundary className={mapCanvasClassName('buyer-map__canvas', 'failed')}>
        <Suspense fallback={<MapLoading className="buyer-map__canvas">{t('loading')}</MapLoading>}>
          <BuyerDemandMap rows={rows} onOpenZip={(zipCode) => void navigate(paths.zipAnalytics(zipCode))} />
        </Suspense>
      </MapErrorBoundary>
    </div>
  );
}

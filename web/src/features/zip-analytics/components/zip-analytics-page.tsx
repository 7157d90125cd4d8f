import '../zip-analytics.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { zipCodeSchema } from '#shared/users/buyer-preferences';
import { MIN_SHOWN_BUYERS } from '#shared/demand/demand-limits';
import { hasAnyRole, SELLER_SIDE_ROLES } from '#shared/users/roles';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { paths } from '../../../lib/paths/paths';
import { useSession } from '../../../lib/session/session-context';
import { zipDemandFailureOf } from '../api/zip-demand-failure';
import { useZipDemand } from '../hooks/use-zip-demand';
import { NearbyZips } from './nearby-zips';
import { ZipBreakdown } from './zip-breakdown';
import { ZipFigures } from './zip-figures';
import { ZipLayout } from './zip-layout';
import { ZipListings } from './zip-listings';
import { ZipProblem } from './zip-problem';
import { ZipTrend } from './zip-trend';

/** Placeholder sections shown while the figures load. */
const SKELETON_SECTIONS = 3;

/** One titled card of the page (h2), so the outline reads h1 → h2 → h3. */
function ZipSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <article className="card" aria-labelledby={`${id}-heading`} data-testid={`section-${id}`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </article>
  );
}

/** The figures of one well-formed ZIP, with its loading, failure, unknown-ZIP and refused states. */
function ZipDemandView({ zipCode }: { zipCode: string }) {
  const { t } = useTranslation('zip-analytics');
  const demand = useZipDemand(zipCode);
  const plainHeading = `ZIP ${zipCode}`;

  if (demand.isError) {
    const failure = zipDemandFailureOf(demand.error);
    if (failure === 'forbidden') return <Navigate to={paths.unauthorized} replace />;
    if (failure === 'invalid' || failure === 'unknown')
      return <ZipProblem kind={failure} zipCode={zipCode} />;
    return (
      <ZipLayout heading={plainHeading}>
        <div className="alert alert--error" role="alert" data-testid="zip-error">
          <p className="alert__title">{t('failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void demand.refetch()}>
            {t('retry')}
          </button>
        </div>
      </ZipLayout>
    );
  }
  if (demand.isPending) {
    return (
      <ZipLayout heading={plainHeading}>
        <p role="status" className="visually-hidden">
          {t('loading')}
        </p>
        <div className="zip-skeletons" aria-hidden="true" data-testid="zip-skeletons">
          {Array.from({ length: SKELETON_SECTIONS }, (_, index) => (
            <div key={index} className="zip-skeleton skeleton" />
          ))}
        </div>
      </ZipLayout>
    );
  }

  const detail = demand.data;
  return (
    <ZipLayout
      heading={t('heading', { zipCode: detail.zipCode, city: detail.city, state: detail.state })}
      lead={<p className="muted">{t('lead', { min: MIN_SHOWN_BUYERS })}</p>}
    >
      <ZipSection id="figures" title={t('figures.heading')}>
        <ZipFigures detail={detail} />
      </ZipSection>
      <ZipSection id="breakdown" title={t('breakdown.heading')}>
        <ZipBreakdown breakdown={detail.breakdown} />
      </ZipSection>
      <ZipSection id="trend" title={t('trend.heading')}>
        <ZipTrend trend={detail.trend} />
      </ZipSection>
      <ZipSection id="listings" title={t('listings.heading')}>
        <ZipListings zipCode={detail.zipCode} listings={detail.listings} />
      </ZipSection>
      <ZipSection id="nearby" title={t('nearby.heading')}>
        <NearbyZips nearby={detail.nearby} />
      </ZipSection>
    </ZipLayout>
  );
}

/**
 * `/zip/:zipCode/analytics` (docs/requirements.md#r3-7, docs/requirements.md#r6-6: sellers, owners and
 * admins; buyers go to /unauthorized): one ZIP's buyer figures, breakdown, monthly trend, active
 * listings and nearest ZIPs with demand. A malformed ZIP gets its own page without calling the API.
 */
export default function ZipAnalyticsPage() {
  const { t } = useTranslation('zip-analytics');
  const { state } = useSession();
  const { zipCode = '' } = useParams();
  usePageTitle(t('title'));

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'unauthenticated') return <Navigate to={paths.signIn} replace />;
  if (!hasAnyRole(state.user, SELLER_SIDE_ROLES)) return <Navigate to={paths.unauthorized} replace />;

  const zip = zipCodeSchema.safeParse(zipCode);
  if (!zip.success) return <ZipProblem kind="invalid" zipCode={zipCode} />;
  // Keyed: another ZIP starts from a fresh view (and an empty search form).
  return <ZipDemandView key={zip.data} zipCode={zip.data} />;
}

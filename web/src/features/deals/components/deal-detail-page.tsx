import '../deals.css';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DealDetail } from '#shared/deals/deal-api';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { isNotFound, useDealDetail } from '../api/deal-queries';
import { factSections } from '../deal-facts';
import { formatCurrency } from '../../../lib/i18n/format-currency';
import { assetUrl } from '../../../lib/config/asset-url';
import { formatAddress } from '../format';
import { BuyerDealActions } from './buyer-deal-actions';
import { FactSection } from './fact-section';
import { FavoriteButton } from './favorite-button';
import { PhotoCarousel } from './photo-carousel';
import { StatusBadge } from './status-badge';
import { NumbersCardLoading } from '../numbers/numbers-card-frame';
import { useIsBuyer } from '../numbers/use-is-buyer';
import { personName } from '#shared/users/person-name';
import { paths } from '../../../lib/paths/paths';

// The last section of the page, well below its first screen: its code (the formulas, the inputs'
// form, the lessons it links) comes after the page's own, not before its first paint.
const NumbersCard = lazy(() => import('../numbers/numbers-card'));

/** `/deals/:dealId`: the listing, loaded by id, with its not-found and error states. */
export default function DealDetailPage() {
  const { dealId = '' } = useParams();
  return <DealDetailView dealId={dealId} />;
}

/** The detail of one listing (exported for tests, which render it without a route). */
export function DealDetailView({ dealId }: { dealId: string }) {
  const { t } = useTranslation('deals');
  const detail = useDealDetail(dealId);
  // The listing renders in a pass of its own that React slices, even when boot's prefetch has it
  // in the cache at the first render: otherwise the shell's render and the whole listing are one
  // long task (docs/decisions/mobile-first-paint.md).
  const shown = useDeferredValue(detail.data ?? null, null);
  usePageTitle(detail.data ? detail.data.deal.streetAddress : t('detail.title'));

  if (detail.isPending || (detail.data && !shown)) return <PageLoader />;
  // A failed refresh keeps the listing on screen (the offer form warns about it, docs/requirements.md#r8-5).
  if (detail.isError && !detail.data) {
    if (isNotFound(detail.error)) {
      return (
        <div className="page page--narrow stack" data-testid="deal-not-found">
          <h1>{t('detail.notFound')}</h1>
          <p className="muted">{t('detail.notFoundHint')}</p>
          <Link to={paths.deals} className="button button--primary">
            {t('detail.backToListings')}
          </Link>
        </div>
      );
    }
    return (
      <div className="page page--narrow">
        <div className="alert alert--error" role="alert">
          <p>{t('detail.failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void detail.refetch()}>
            {t('actions.retry')}
          </button>
        </div>
      </div>
    );
  }
  return <DealDetailContent detail={shown ?? detail.data} />;
}

function DealDetailContent({ detail }: { detail: DealDetail }) {
  const { t, i18n } = useTranslation('deals');
  const { deal, viewer } = detail;
  const isBuyer = useIsBuyer();
  const address = formatAddress(deal);
  return (
    <div className="page deal-detail">
      <Link to={paths.deals} className="deal-detail__back">
        {t('detail.backToListings')}
      </Link>
      <header className="deal-detail__header">
        <div>
          <p className="deal-detail__price">{formatCurrency(deal.purchasePrice, i18n.language)}</p>
          <h1>{deal.streetAddress}</h1>
          <p className="muted">{`${deal.city}, ${deal.state} ${deal.zipCode}`}</p>
        </div>
        <div className="deal-detail__header-actions">
          <StatusBadge status={deal.status} />
          <FavoriteButton
            dealId={deal.dealId}
            address={address}
            isFavorite={viewer.isFavorite}
            favoriteCount={deal.favoriteCount}
          />
        </div>
      </header>
      <StatusNotice detail={detail} />
      <div className="deal-detail__layout">
        <div className="deal-detail__main stack">
          <PhotoCarousel
            photos={deal.photos ?? []}
            startIndex={deal.coverPhotoIndex ?? 0}
            address={address}
          />
          <section className="card" aria-labelledby="deal-description">
            <h2 id="deal-description">{t('sections.description')}</h2>
            <p className="deal-detail__description">{deal.dealDescription}</p>
            <ul className="tag-list" aria-label={t('card.tags')}>
              {deal.tags.map((tag) => (
                <li key={tag} className="tag">
                  {t(`options.tags.${tag}`)}
                </li>
              ))}
            </ul>
          </section>
          {factSections(deal).map((section) => (
            <FactSection key={section.id} deal={deal} section={section} />
          ))}
          {isBuyer && !viewer.canManage && (
            <Suspense fallback={<NumbersCardLoading />}>
              <NumbersCard deal={deal} />
            </Suspense>
          )}
        </div>
        <aside className="deal-detail__aside stack">
          <DealActions detail={detail} />
          <SellerCard detail={detail} />
        </aside>
      </div>
    </div>
  );
}

/** What a status means for a buyer: under contract, gone, first refusal, or (admins) deleted. */
function StatusNotice({ detail }: { detail: DealDetail }) {
  const { t } = useTranslation('deals');
  const { status } = detail.deal;
  if (status === 'active') return null;
  const variant = status === 'exclusive' ? 'alert--success' : 'alert--warning';
  return (
    <div className={`alert ${variant}`} role="status" data-testid="status-notice">
      <p>{t(`detail.statusNotice.${status}`)}</p>
    </div>
  );
}

/** Interest, offer and schedule call for buyers; edit, analytics and offers for whoever manages the listing. */
function DealActions({ detail }: { detail: DealDetail }) {
  const { t } = useTranslation('deals');
  const { deal, seller, viewer } = detail;
  return (
    <section className="card stack" aria-labelledby="deal-actions">
      <h2 id="deal-actions">{t('actions.title')}</h2>
      {viewer.acceptsOffers && !viewer.canManage && <BuyerDealActions detail={detail} />}
      {seller.callBookingLink && (
        <a
          className="button button--ghost"
          href={seller.callBookingLink}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('actions.scheduleCall')}
          <span className="visually-hidden"> {t('actions.opensInNewTab')}</span>
        </a>
      )}
      {viewer.canManage && (
        <div className="button-row">
          <Link className="button button--ghost" to={paths.editDeal(deal.dealId)}>
            {t('actions.edit')}
          </Link>
          <Link className="button button--ghost" to={paths.dealAnalytics(deal.dealId)}>
            {t('actions.analytics')}
          </Link>
          <Link className="button button--ghost" to={paths.dealOffers(deal.dealId)}>
            {t('actions.viewOffers')}
          </Link>
        </div>
      )}
    </section>
  );
}

/** The seller as buyers see them: name, company and logo. */
function SellerCard({ detail }: { detail: DealDetail }) {
  const { t } = useTranslation('deals');
  const { seller } = detail;
  const name = personName(seller);
  return (
    <section className="card deal-seller" aria-labelledby="deal-seller" data-testid="deal-seller">
      <h2 id="deal-seller">{t('seller.title')}</h2>
      <div className="deal-seller__identity">
        {seller.companyLogoKey && (
          <img
            className="deal-seller__logo"
            src={assetUrl(seller.companyLogoKey)}
            alt={t('seller.logoAlt', { company: seller.companyName ?? name })}
            loading="lazy"
          />
        )}
        <div>
          <p className="deal-seller__name">{name}</p>
          {seller.companyName && <p className="muted">{seller.companyName}</p>}
        </div>
      </div>
    </section>
  );
}

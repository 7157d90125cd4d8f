import '../deal-offers.css';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { acceptsOffers, canAcceptOffer, canDeclineOffer } from '#shared/offers/offer-rules';
import type { Offer } from '#shared/offers/offer-schema';
import { DealStatusBadge } from '../../../domain/deals/deal-status-badge';
import { PageLoader } from '../../../components/page-loader';
import { PagedListState, type PagedQuery } from '../../../components/paged-list-state';
import { Tabs, type TabItem } from '../../../components/tabs';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import {
  dealOffersFailureOf,
  fetchAllInterests,
  fetchAllOffers,
  useDealInterests,
  useDealOffers,
} from '../api/deal-offers-api';
import { useManagedDeal } from '../../../domain/deals/use-managed-deal';
import { interestsCsv, offersCsv } from '../csv-export';
import { csvFileSlug } from '../../../lib/files/csv-file-slug';
import { CsvDownloadButton } from '../../../components/table/csv-download-button';
import { InterestsTable } from './interests-table';
import { NotificationHistory } from './notification-history';
import { OfferDecisionDialog } from './offer-decision-dialog';
import { OffersTable } from './offers-table';
import { paths } from '../../../lib/paths/paths';

export interface DealOffersPageProps {
  /** Shown when the API answers 403: the caller neither owns the listing nor is an admin. */
  unauthorized: ReactNode;
  /** Shown when the API answers 404: no such listing (or one the caller may not know of). */
  notFound: ReactNode;
  /** The "Buyers for this deal" tab's panel, composed by the app (another feature draws it). */
  buyersPanel: (listing: BuyersPanelListing) => ReactNode;
}

/** What the buyers panel is told about the listing. */
export interface BuyersPanelListing {
  dealId: string;
  address: string;
  /** Exclusive or active: the listing can be sent to buyers. */
  takesOffers: boolean;
}

/**
 * The page's tabs. A tab is an id here, a label in `deal-offers.json` `tabs.<id>` and a panel in
 * `TabPanel` below; "Notification history" takes its label and panel from the notifications
 * namespace and `NotificationHistory` (the page is already the owner's or an admin's only).
 */
export const DEAL_OFFERS_TABS = ['offers', 'interests', 'buyers', 'notifications'] as const;
export type DealOffersTab = (typeof DEAL_OFFERS_TABS)[number];

type Decision = { offer: Offer; decision: 'accept' | 'decline' };

/**
 * `/deals/:dealId/offers` (owner and admins, docs/requirements.md#r2-7): the received offers and the
 * interested buyers, each sortable and exportable as CSV; a pending offer can be accepted (the listing goes
 * pending) or declined.
 */
export default function DealOffersPage({ unauthorized, notFound, buyersPanel }: DealOffersPageProps) {
  const { t } = useTranslation('deal-offers');
  const { t: tNotifications } = useTranslation('notifications');
  const { dealId = '' } = useParams();
  const offers = useDealOffers(dealId);
  const manages = offers.isSuccess;
  const interests = useDealInterests(dealId, manages);
  const listing = useManagedDeal(dealId, manages);
  const [tab, setTab] = useState<DealOffersTab>('offers');
  const [decision, setDecision] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deal = listing.data?.deal;
  usePageTitle(deal ? t('titleFor', { address: deal.streetAddress }) : t('title'));

  const failure = offers.isError && !offers.data ? dealOffersFailureOf(offers.error) : null;
  if (failure === 'forbidden') return unauthorized;
  if (failure === 'notFound') return notFound;

  const offerItems = offers.data?.pages.flatMap((page) => page.items) ?? [];
  const interestItems = interests.data?.pages.flatMap((page) => page.items) ?? [];
  const address = deal?.streetAddress ?? '';
  const tabs: TabItem<DealOffersTab>[] = [
    { id: 'offers', label: t('tabs.offers', { count: deal?.offerCount ?? offerItems.length }) },
    { id: 'interests', label: t('tabs.interests', { count: deal?.interestCount ?? interestItems.length }) },
    { id: 'buyers', label: t('tabs.buyers') },
    { id: 'notifications', label: tNotifications('history.heading') },
  ];

  return (
    <section className="page deal-offers" aria-labelledby="deal-offers-heading">
      <header className="page-header">
        <p className="eyebrow">{t('title')}</p>
        <h1 id="deal-offers-heading" ref={headingRef} tabIndex={-1}>
          {deal ? deal.streetAddress : t('title')}
        </h1>
        {deal && (
          <p className="deal-offers__status">
            <span className="muted">{`${deal.city}, ${deal.state} ${deal.zipCode}`}</span>{' '}
            <DealStatusBadge status={deal.status} />
          </p>
        )}
        <p className="muted">{t('intro')}</p>
        <nav className="button-row" aria-label={t('title')}>
          <Link to={paths.dealDetail(dealId)} className="button button--ghost button--small">
            {t('back')}
          </Link>
          <Link to={paths.dashboard} className="button button--ghost button--small">
            {t('dashboard')}
          </Link>
        </nav>
      </header>
      {done && (
        <div className="alert alert--success" role="status" data-testid="offer-decision-done">
          <p>{done}</p>
        </div>
      )}
      <Tabs idPrefix="deal-offers" label={t('tabsLabel')} tabs={tabs} selected={tab} onSelect={setTab}>
        {tab === 'offers' && (
          <TablePanel
            query={offers}
            count={offerItems.length}
            failedText={t('loadFailedOffers')}
            emptyText={t('emptyOffers')}
            csv={
              <CsvDownloadButton
                label={t('offersTable')}
                testId="offers-csv"
                build={async () => ({
                  text: offersCsv(await fetchAllOffers(dealId), t),
                  fileName: t('csv.offersFile', { address: csvFileSlug(address) }),
                })}
              />
            }
          >
            <OffersTable
              offers={offerItems}
              canAccept={deal ? canAcceptOffer(deal.status, 'pending') : false}
              canDecline={deal ? canDeclineOffer(deal.status, 'pending') : false}
              onAccept={(offer) => setDecision({ offer, decision: 'accept' })}
              onDecline={(offer) => setDecision({ offer, decision: 'decline' })}
            />
          </TablePanel>
        )}
        {tab === 'interests' && (
          <TablePanel
            query={interests}
            count={interestItems.length}
            failedText={t('loadFailedInterests')}
            emptyText={t('emptyInterests')}
            csv={
              <CsvDownloadButton
                label={t('interestsTable')}
                testId="interests-csv"
                build={async () => ({
                  text: interestsCsv(await fetchAllInterests(dealId), t),
                  fileName: t('csv.interestsFile', { address: csvFileSlug(address) }),
                })}
              />
            }
          >
            <InterestsTable interests={interestItems} />
          </TablePanel>
        )}
        {tab === 'buyers' &&
          buyersPanel({ dealId, address, takesOffers: deal ? acceptsOffers(deal.status) : false })}
        {tab === 'notifications' && <NotificationHistory dealId={dealId} />}
      </Tabs>
      {decision && (
        <OfferDecisionDialog
          dealId={dealId}
          offer={decision.offer}
          decision={decision.decision}
          onClose={() => setDecision(null)}
          onDone={(message) => {
            setDecision(null);
            setDone(message);
            headingRef.current?.focus();
          }}
        />
      )}
    </section>
  );
}

/** One tab's panel: the paged list's states, and the table with its CSV export once it has rows. */
function TablePanel({
  query,
  count,
  failedText,
  emptyText,
  csv,
  children,
}: {
  query: PagedQuery;
  count: number;
  failedText: string;
  emptyText: string;
  csv: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="stack">
      <PagedListState
        query={query}
        count={count}
        failedText={failedText}
        emptyText={emptyText}
        loading={<PageLoader />}
      >
        <div className="deal-offers__toolbar">{csv}</div>
        {children}
      </PagedListState>
    </div>
  );
}

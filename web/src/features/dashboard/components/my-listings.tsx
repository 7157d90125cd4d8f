import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyDeal } from '#shared/deals/deal-api';
import { useMyDeals } from '../hooks/use-my-deals';
import { DeleteDealDialog } from './delete-deal-dialog';
import { MyListingRow } from './my-listing-row';
import { StatusChangeDialog } from './status-change-dialog';
import { paths } from '../../../lib/paths/paths';

type OpenDialog = { kind: 'status' | 'delete'; deal: MyDeal } | null;

/**
 * The seller's listings (docs/requirements.md#r2-6 "Manage my listings"): a table on wide screens, cards on
 * phones, newest first with "Load more", and the status and delete dialogs.
 */
export function MyListings() {
  const { t } = useTranslation('dashboard');
  const { t: tCommon } = useTranslation();
  const deals = useMyDeals();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = deals.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <article
      className="card my-listings-card"
      aria-labelledby="my-listings-heading"
      data-testid="my-listings"
    >
      <div className="my-listings-card__head">
        <h2 id="my-listings-heading" ref={headingRef} tabIndex={-1}>
          {t('listings.heading')}
        </h2>
        <Link to={paths.newDeal} className="button button--primary">
          {t('listings.newDeal')}
        </Link>
      </div>

      {deals.isPending && (
        <p className="muted" role="status">
          {t('listings.loading')}
        </p>
      )}
      {deals.isError && (
        <div className="alert alert--error" role="alert" data-testid="my-listings-error">
          <p className="alert__title">{t('listings.failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void deals.refetch()}>
            {t('listings.retry')}
          </button>
        </div>
      )}
      {deals.isSuccess && items.length === 0 && (
        <div className="my-listings__empty" data-testid="my-listings-empty">
          <p className="muted">{t('listings.empty')}</p>
          <Link to={paths.newDeal} className="button button--ghost">
            {t('listings.createFirst')}
          </Link>
        </div>
      )}

      {items.length > 0 && (
        <>
          <div className="table-scroll">
            <table role="table" className="table my-listings table-cards">
              <caption className="visually-hidden">{t('listings.caption')}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th role="columnheader" scope="col">
                    {t('listings.columns.address')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('listings.columns.price')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('listings.columns.status')}
                  </th>
                  <th role="columnheader" scope="col" className="my-listings__count">
                    {t('listings.columns.interest')}
                  </th>
                  <th role="columnheader" scope="col" className="my-listings__count">
                    {t('listings.columns.offers')}
                  </th>
                  <th role="columnheader" scope="col" className="my-listings__count">
                    {t('listings.columns.favorites')}
                  </th>
                  <th role="columnheader" scope="col" className="my-listings__count">
                    {t('listings.columns.views')}
                  </th>
                  <th role="columnheader" scope="col">
                    {t('listings.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {items.map((deal) => (
                  <MyListingRow
                    key={deal.dealId}
                    deal={deal}
                    onChangeStatus={(chosen) => setDialog({ kind: 'status', deal: chosen })}
                    onDelete={(chosen) => setDialog({ kind: 'delete', deal: chosen })}
                  />
                ))}
              </tbody>
            </table>
          </div>
          {deals.hasNextPage && (
            <button
              type="button"
              className="button button--ghost"
              disabled={deals.isFetchingNextPage}
              onClick={() => void deals.fetchNextPage()}
            >
              {deals.isFetchingNextPage ? tCommon('loading') : t('listings.loadMore')}
            </button>
          )}
        </>
      )}

      {dialog?.kind === 'status' && <StatusChangeDialog deal={dialog.deal} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <DeleteDealDialog deal={dialog.deal} onClose={() => setDialog(null)} fallbackFocusRef={headingRef} />
      )}
    </article>
  );
}

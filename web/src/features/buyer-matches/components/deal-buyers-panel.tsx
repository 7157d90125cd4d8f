import '../buyer-matches.css';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEAL_BUYERS_SEND_MAX,
  type RankedBuyer,
  type SendToBuyersResult,
} from '#shared/buyer-matches/buyer-match-api';
import { PageLoader } from '../../../components/page-loader';
import { PagedListState } from '../../../components/paged-list-state';
import { CsvDownloadButton } from '../../../components/table/csv-download-button';
import { csvFileSlug } from '../../../lib/files/csv-file-slug';
import { fetchAllDealBuyers, NO_BUYER_FILTERS, useDealBuyers } from '../api/deal-buyers-api';
import { rankedBuyersCsv } from '../buyer-matches-csv';
import { useChipText } from '../use-chip-text';
import { BuyerFilters } from './buyer-filters';
import { RankedBuyerRow } from './ranked-buyer-row';
import { SendSummary } from './send-summary';
// Small, and the panel is itself loaded only when its tab opens: no chunk of its own.
import SendToBuyersDialog from './send-to-buyers-dialog';

/** The "Select top N" shortcuts. */
export const SELECT_TOP_CHOICES = [3, 5, 10] as const;

export interface DealBuyersPanelProps {
  dealId: string;
  /** The listing's street address, for the e-mail's description and the file name. */
  address: string;
  /** The listing takes offers (exclusive or active): only then can it be sent to buyers. */
  takesOffers: boolean;
}

/**
 * "Buyers for this deal" (docs/buyer-matching.md), a tab of the listing's offers page: the buyers
 * whose buy box or preferences fit, best first, each with the score and what fits and what does not;
 * filters, Load more, the CSV of every page, and — while the listing takes offers — choosing buyers
 * (one by one or the top N that can be sent) and sending it to them, with a summary of who got it.
 */
export default function DealBuyersPanel({ dealId, address, takesOffers }: DealBuyersPanelProps) {
  const { t } = useTranslation('deal-offers');
  const chipText = useChipText();
  const [filters, setFilters] = useState(NO_BUYER_FILTERS);
  const buyers = useDealBuyers(dealId, filters);
  const items = useMemo(() => buyers.data?.pages.flatMap((page) => page.items) ?? [], [buyers.data]);
  const firstPage = buyers.data?.pages[0];
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const [summary, setSummary] = useState<{ result: SendToBuyersResult; names: Map<string, string> } | null>(
    null,
  );
  const summaryRef = useRef<HTMLDivElement>(null);

  // Only buyers on screen who can still be sent count: a refresh (after a send) drops the others.
  const recipients = items.filter((buyer) => buyer.canSend && chosen.has(buyer.userId));
  const selectionFull = recipients.length >= DEAL_BUYERS_SEND_MAX;

  const toggle = (userId: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });
  const selectTop = (count: number) =>
    setChosen(
      new Set(
        items
          .filter((buyer) => buyer.canSend)
          .slice(0, count)
          .map((buyer) => buyer.userId),
      ),
    );
  const onFilters = (next: typeof filters) => {
    setFilters(next);
    setChosen(new Set());
  };
  const onSent = (result: SendToBuyersResult, sentTo: readonly RankedBuyer[]) => {
    setSending(false);
    setChosen(new Set());
    setSummary({ result, names: new Map(sentTo.map((buyer) => [buyer.userId, buyer.displayName])) });
    // The dialog's opener may be gone (no buyer left to choose): the summary takes focus.
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  return (
    <section className="stack deal-buyers" aria-labelledby="deal-buyers-heading" data-testid="deal-buyers">
      <h2 id="deal-buyers-heading" className="visually-hidden">
        {t('buyers.heading')}
      </h2>
      <p className="muted">{t('buyers.intro')}</p>
      <BuyerFilters filters={filters} onChange={onFilters} />
      <div ref={summaryRef} tabIndex={-1} className="deal-buyers__summary">
        {summary && <SendSummary result={summary.result} names={summary.names} />}
      </div>
      <PagedListState
        query={buyers}
        count={items.length}
        failedText={t('buyers.failed')}
        emptyText={t('buyers.empty')}
        loading={<PageLoader />}
      >
        <div className="deal-buyers__toolbar">
          <p className="deal-buyers__total" data-testid="deal-buyers-total">
            {t('buyers.total', { count: firstPage?.total ?? items.length })}
          </p>
          <CsvDownloadButton
            label={t('buyers.csv.table')}
            testId="buyers-csv"
            build={async () => ({
              text: rankedBuyersCsv(await fetchAllDealBuyers(dealId, filters), t, chipText),
              fileName: t('buyers.csv.file', { address: csvFileSlug(address) }),
            })}
          />
        </div>
        {firstPage?.capped && (
          <p className="alert alert--info" data-testid="deal-buyers-capped">
            {t('buyers.capped')}
          </p>
        )}
        {takesOffers ? (
          <div className="deal-buyers__send" role="group" aria-label={t('buyers.selectTopLabel')}>
            {SELECT_TOP_CHOICES.map((count) => (
              <button
                key={count}
                type="button"
                className="button button--ghost button--small"
                onClick={() => selectTop(count)}
              >
                {t('buyers.selectTop', { count })}
              </button>
            ))}
            {recipients.length > 0 && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => setChosen(new Set())}
              >
                {t('buyers.clearSelection')}
              </button>
            )}
            <span className="muted" aria-live="polite" data-testid="deal-buyers-selected">
              {t('buyers.selected', { count: recipients.length })}
            </span>
            <button
              type="button"
              className="button button--primary button--small"
              disabled={recipients.length === 0}
              onClick={() => setSending(true)}
            >
              {t('buyers.sendSelected')}
            </button>
          </div>
        ) : (
          <p className="muted">{t('buyers.notTakingOffers')}</p>
        )}
        <ol className="deal-buyers__list" aria-label={t('buyers.listLabel')}>
          {items.map((buyer) => (
            <RankedBuyerRow
              key={buyer.userId}
              buyer={buyer}
              selectable={takesOffers}
              selected={chosen.has(buyer.userId) && buyer.canSend}
              selectionFull={selectionFull}
              onToggle={toggle}
            />
          ))}
        </ol>
      </PagedListState>
      {sending && (
        <SendToBuyersDialog
          dealId={dealId}
          address={address}
          recipients={recipients}
          onClose={() => setSending(false)}
          onSent={(result) => onSent(result, recipients)}
        />
      )}
    </section>
  );
}

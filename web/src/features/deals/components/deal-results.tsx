import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealSummary } from '#shared/deals/deal-api';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { useMediaQuery } from '../../../lib/media/use-media-query';
import type { useBrowseDeals } from '../api/deal-queries';
import { useStagedCount } from '../hooks/use-staged-count';
import { ONE_CARD_PER_ROW } from '../photo-sizes';
import { DealCard, type PhotoLoading } from './deal-card';
import { DealCardSkeleton } from './deal-card-skeleton';

/**
 * The first row's cards (three across at the widest) load their photos at once, the first card's
 * first of all (the largest paint of /deals, which boot preloads too); the rest load lazily as they
 * scroll into view. Where cards stand one per row (a phone) the first row is the first card alone:
 * the others are below the first screen, and their bytes would share the slow line with it.
 */
export const FIRST_ROW_CARDS = 4;

const photoLoadingAt = (index: number, cardsPerRow: 'one' | 'several'): PhotoLoading => {
  if (index === 0) return 'lead';
  return cardsPerRow === 'several' && index < FIRST_ROW_CARDS ? 'eager' : 'lazy';
};

const SKELETON_CARDS = 6;
/** Cards rendered before the rest (see useStagedCount): the first screen on any width. */
const FIRST_STAGE_CARDS = 6;

export interface DealResultsProps {
  results: ReturnType<typeof useBrowseDeals>;
  deals: DealSummary[];
  layout: 'grid' | 'list';
  onClearFilters: () => void;
}

/** True when the API refused the query because it does not know the ZIP code of a radius search. */
export function isUnknownZip(error: unknown): boolean {
  if (!(error instanceof ApiRequestError) || error.code !== 'VALIDATION_FAILED') return false;
  const details = (error.data as { details?: { message?: string }[] } | null)?.details ?? [];
  return details.some((detail) => detail.message === 'zipUnknown');
}

/** The result cards with their loading, empty, error and "Load more" states. */
export function DealResults({ results, deals, layout, onClearFilters }: DealResultsProps) {
  const { t } = useTranslation('deals');
  const { hasNextPage, isFetching, fetchNextPage } = results;
  const cardsPerRow = useMediaQuery(ONE_CARD_PER_ROW[layout]) ? 'one' : 'several';
  // New results render in a background pass of their own, which React splits into slices that yield
  // to the browser, not in the task that received them: until it is done the skeletons (or the
  // previous results) stay, so nothing moves (docs/decisions/mobile-first-paint.md).
  const shownDeals = useDeferredValue(deals);
  const rendersNewResults = shownDeals.length === 0 && deals.length > 0;
  const shownCount = useStagedCount(shownDeals.length, FIRST_STAGE_CARDS);
  // A page read stops at a fixed number of items (docs/browse.md), so a selective filter can come
  // back empty with more to read: keep reading instead of saying "no listings".
  const emptyButNotDone = deals.length === 0 && hasNextPage && !results.isError;
  useEffect(() => {
    if (emptyButNotDone && !isFetching) void fetchNextPage();
  }, [emptyButNotDone, isFetching, fetchNextPage]);

  if (results.isPending || emptyButNotDone || rendersNewResults) {
    return (
      <div className="browse-results" aria-busy="true">
        {/* Where the result count will be, one line tall like it. */}
        <p className="muted" role="status">
          {t('results.loading')}
        </p>
        <div className={`deal-grid deal-grid--${layout}`} aria-hidden="true" data-testid="deal-skeletons">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <DealCardSkeleton key={index} layout={layout} />
          ))}
        </div>
      </div>
    );
  }

  if (results.isError && deals.length === 0) {
    if (isUnknownZip(results.error)) {
      return (
        <div className="alert alert--error" role="alert" data-testid="unknown-zip">
          <p>{t('results.unknownZip')}</p>
        </div>
      );
    }
    return (
      <div className="alert alert--error" role="alert">
        <p>{t('results.failed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void results.refetch()}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }

  if (shownDeals.length === 0) {
    return (
      <div className="browse-empty card" data-testid="browse-empty">
        <p role="status">{t('results.empty')}</p>
        <button type="button" className="button button--primary" onClick={onClearFilters}>
          {t('filters.clear')}
        </button>
      </div>
    );
  }

  return (
    <div className="browse-results" aria-busy={results.isFetching}>
      <p className="muted" role="status" data-testid="result-count">
        {results.hasNextPage
          ? t('results.countMore', { count: shownDeals.length })
          : t('results.count', { count: shownDeals.length })}
      </p>
      <ul className={`deal-grid deal-grid--${layout}`} aria-label={t('results.label')}>
        {shownDeals.slice(0, shownCount).map((deal, index) => (
          <li key={deal.dealId}>
            <DealCard deal={deal} layout={layout} photoLoading={photoLoadingAt(index, cardsPerRow)} />
          </li>
        ))}
      </ul>
      {results.isFetchNextPageError && (
        <p className="field__error" role="alert">
          {t('results.moreFailed')}
        </p>
      )}
      {results.hasNextPage && (
        <button
          type="button"
          className="button button--ghost button--block"
          disabled={results.isFetchingNextPage}
          onClick={() => void results.fetchNextPage()}
        >
          {results.isFetchingNextPage ? t('results.loadingMore') : t('results.loadMore')}
        </button>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of a React Query infinite query a paged list needs to show its states. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

export interface PagedListStateProps {
  query: PagedQuery;
  /** Items loaded so far. */
  count: number;
  emptyText: string;
  /** Shown when a page failed: alone with "Try again" before any item, above the items after. */
  failedText: string;
  /** What shows while the first page loads; a short status line by default. */
  loading?: ReactNode;
  /** The list (rendered only when there are items). */
  children: ReactNode;
}

/**
 * The states every paged list shares: loading, failed (with retry), empty, or the items with a
 * "Load more" button while there is a next page. Screen readers hear the loading line (status) and
 * a failure (alert).
 */
export function PagedListState({
  query,
  count,
  emptyText,
  failedText,
  loading,
  children,
}: PagedListStateProps) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      loading ?? (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      )
    );
  if (query.isError && count === 0) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{failedText}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('paging.retry')}
        </button>
      </div>
    );
  }
  if (count === 0) return <p className="muted">{emptyText}</p>;
  return (
    <>
      {query.isError && (
        <div className="alert alert--error" role="alert">
          <p>{failedText}</p>
        </div>
      )}
      {children}
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? t('paging.loadingMore') : t('paging.loadMore')}
        </button>
      )}
    </>
  );
}

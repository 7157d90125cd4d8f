import './admin-feedback.css';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminFeedback as AdminFeedbackItem } from '#shared/feedback/feedback';
import { PagedListState } from '../../../components/paged-list-state';
import { FeedbackCounts } from './feedback-counts';
import { FeedbackDetail } from './feedback-detail';
import { FeedbackFilterBar } from './feedback-filter-bar';
import { readFeedbackFilters, withFeedbackFilter } from './feedback-filters';
import { FeedbackTable } from './feedback-table';
import { useFeedbackList } from './use-admin-feedback';

const HEADING_ID = 'admin-feedback-heading';

/**
 * The feedback tab (docs/requirements.md#r6-7): counts per status, the status and type filters
 * (kept in the query string, so a reload keeps them), the table a page at a time, and the detail
 * of one feedback with its status change and delete.
 */
export function AdminFeedback() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFeedbackFilters(searchParams);
  const list = useFeedbackList(filters);
  const [opened, setOpened] = useState<AdminFeedbackItem | null>(null);
  // Rows deleted here leave at once, in the same render that closes the detail, so focus moves to
  // the heading instead of a row about to vanish; the list read again agrees.
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const items = (list.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (item) => !deletedIds.has(item.feedbackId),
  );
  const filtered = filters.status !== undefined || filters.type !== undefined;

  return (
    <div className="stack admin-feedback">
      <section className="card stack" aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID} ref={headingRef} tabIndex={-1}>
          {t('feedback.heading')}
        </h2>
        <FeedbackCounts />
        <FeedbackFilterBar
          filters={filters}
          onChange={(name, value) =>
            setSearchParams((current) => withFeedbackFilter(current, name, value), { replace: true })
          }
        />
        <PagedListState
          query={list}
          count={items.length}
          emptyText={filtered ? t('feedback.emptyFiltered') : t('feedback.empty')}
          failedText={t('feedback.failed')}
        >
          <FeedbackTable items={items} onOpen={setOpened} />
        </PagedListState>
      </section>
      {opened && (
        <FeedbackDetail
          key={opened.feedbackId}
          row={opened}
          onClose={() => setOpened(null)}
          onDeleted={(feedbackId) => {
            setOpened(null);
            setDeletedIds((current) => new Set(current).add(feedbackId));
          }}
          fallbackFocusRef={headingRef}
        />
      )}
    </div>
  );
}

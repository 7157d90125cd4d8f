import { useTranslation } from 'react-i18next';
import type { AdminFeedback } from '#shared/feedback/feedback';
import { CellLabel } from '../../../components/table/cell-label';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { FeedbackStatusTag } from '../../../domain/feedback/feedback-status-tag';

/** Characters of a comment the table shows; the detail shows it whole. */
export const FEEDBACK_EXCERPT_LENGTH = 80;

/** The start of a comment, cut at `FEEDBACK_EXCERPT_LENGTH` characters with an ellipsis. */
export function commentExcerpt(comment: string): string {
  const flat = comment.replace(/\s+/g, ' ').trim();
  return flat.length > FEEDBACK_EXCERPT_LENGTH
    ? `${flat.slice(0, FEEDBACK_EXCERPT_LENGTH).trimEnd()}…`
    : flat;
}

export interface FeedbackTableProps {
  items: readonly AdminFeedback[];
  onOpen: (feedback: AdminFeedback) => void;
}

/**
 * One row per feedback: type, comment excerpt, who, page, when, status and a thumbnail of the
 * screenshot. On phones each row becomes a card whose cells carry their column's name (the
 * column headers stay for screen readers); in between it scrolls sideways in its own
 * keyboard-reachable region.
 */
export function FeedbackTable({ items, onOpen }: FeedbackTableProps) {
  const { t, i18n } = useTranslation('admin');
  return (
    <div className="table-scroll" role="region" aria-label={t('feedback.caption')} tabIndex={0}>
      <table className="table feedback-table table-cards" data-testid="feedback-table">
        <caption className="visually-hidden">{t('feedback.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('feedback.columns.type')}</th>
            <th scope="col">{t('feedback.columns.comment')}</th>
            <th scope="col">{t('feedback.columns.from')}</th>
            <th scope="col">{t('feedback.columns.page')}</th>
            <th scope="col">{t('feedback.columns.sent')}</th>
            <th scope="col">{t('feedback.columns.status')}</th>
            <th scope="col">{t('feedback.columns.screenshot')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('feedback.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const sent = formatDateTime(item.createdAt, i18n.language);
            return (
              <tr key={item.feedbackId} data-testid="feedback-row">
                <td>
                  <CellLabel text={t('feedback.columns.type')} />
                  {t(`feedback.types.${item.type}`)}
                </td>
                <td className="feedback-table__comment table-cards__wide">
                  <CellLabel text={t('feedback.columns.comment')} />
                  {commentExcerpt(item.comment)}
                </td>
                <td>
                  <CellLabel text={t('feedback.columns.from')} />
                  {item.userName}
                  {item.email && <span className="muted feedback-table__email">{item.email}</span>}
                </td>
                <td>
                  <CellLabel text={t('feedback.columns.page')} />
                  <code>{item.pagePath}</code>
                </td>
                <td>
                  <CellLabel text={t('feedback.columns.sent')} />
                  <time dateTime={item.createdAt}>{sent}</time>
                </td>
                <td>
                  <CellLabel text={t('feedback.columns.status')} />
                  <FeedbackStatusTag status={item.status} />
                </td>
                <td>
                  <CellLabel text={t('feedback.columns.screenshot')} />
                  {item.screenshotUrl ? (
                    <a href={item.screenshotUrl} target="_blank" rel="noopener noreferrer">
                      <img
                        className="feedback-table__thumbnail"
                        src={item.screenshotUrl}
                        alt={t('feedback.thumbnailAlt', { name: item.userName })}
                        loading="lazy"
                      />
                    </a>
                  ) : (
                    <span className="muted">{t('feedback.noScreenshot')}</span>
                  )}
                </td>
                <td className="feedback-table__actions table-cards__wide">
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    aria-label={t('feedback.viewLabel', { name: item.userName, sent })}
                    onClick={() => onOpen(item)}
                  >
                    {t('feedback.view')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

import { useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FEEDBACK_STATUSES,
  feedbackStatusSchema,
  type AdminFeedback,
  type FeedbackContext,
  type FeedbackStatus,
} from '#shared/feedback/feedback';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog } from '../../../components/dialog';
import { SelectField } from '../../../components/form/select-field';
import { ApiRequestError } from '../../../lib/api/api-errors';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { FeedbackStatusTag } from '../../../domain/feedback/feedback-status-tag';
import { useDeleteFeedback, useFeedbackDetail, useSetFeedbackStatus } from './use-admin-feedback';

export interface FeedbackDetailProps {
  /** The row that was opened; shown until the fresh copy (with a fresh screenshot link) arrives. */
  row: AdminFeedback;
  onClose: () => void;
  /** The feedback was deleted: the dialog is gone and so is its row. */
  onDeleted: (feedbackId: string) => void;
  /** Where focus goes when the row that opened the dialog is gone. */
  fallbackFocusRef: RefObject<HTMLElement | null>;
}

/**
 * One feedback in full, in a modal dialog: the comment, who sent it from where, the bug context,
 * the screenshot large (opening in a new tab), the status change and delete (after a confirmation).
 */
export function FeedbackDetail({ row, onClose, onDeleted, fallbackFocusRef }: FeedbackDetailProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tCommon } = useTranslation();
  const detail = useFeedbackDetail(row);
  const feedback = detail.data ?? row;
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useDeleteFeedback();
  // Another admin deleted it meanwhile: nothing is left to change or delete.
  const gone = detail.error instanceof ApiRequestError && detail.error.code === 'FEEDBACK_NOT_FOUND';

  const closeConfirm = () => {
    remove.reset();
    setConfirmingDelete(false);
  };

  return (
    <>
      <Dialog
        open
        onClose={onClose}
        title={t('feedback.detail.title', {
          type: t(`feedback.types.${feedback.type}`),
          name: feedback.userName,
        })}
        fallbackFocusRef={fallbackFocusRef}
        testId="feedback-detail"
      >
        <div className="stack feedback-detail">
          {detail.isError && (
            <div className="alert alert--error" role="alert">
              <p>{gone ? t('feedback.detail.notFound') : t('feedback.detail.failed')}</p>
            </div>
          )}
          <p className="feedback-detail__comment" data-testid="feedback-detail-comment">
            {feedback.comment}
          </p>
          <dl className="details-list">
            <Detail term={t('feedback.detail.status')}>
              <FeedbackStatusTag status={feedback.status} />
            </Detail>
            <Detail term={t('feedback.detail.sent')}>
              <time dateTime={feedback.createdAt}>{formatDateTime(feedback.createdAt, i18n.language)}</time>
            </Detail>
            <Detail term={t('feedback.detail.from')}>{feedback.userName}</Detail>
            <Detail term={t('feedback.detail.email')}>
              {feedback.email ? (
                <a href={`mailto:${feedback.email}`}>{feedback.email}</a>
              ) : (
                t('feedback.detail.noEmail')
              )}
            </Detail>
            <Detail term={t('feedback.detail.page')}>
              <code>{feedback.pagePath}</code>
            </Detail>
            <Detail term={t('feedback.detail.language')}>
              {tCommon(`language.names.${feedback.language}`)}
            </Detail>
            <Detail term={t('feedback.detail.userAgent')}>{feedback.userAgent}</Detail>
            {feedback.statusChangedBy && (
              <Detail term={t('feedback.detail.statusChangedBy')}>
                {feedback.statusChangedBy} ·{' '}
                <time dateTime={feedback.updatedAt}>{formatDateTime(feedback.updatedAt, i18n.language)}</time>
              </Detail>
            )}
          </dl>
          {feedback.context && <BugContext context={feedback.context} />}
          {feedback.screenshotUrl && (
            <section className="stack" aria-labelledby="feedback-detail-screenshot">
              <h3 id="feedback-detail-screenshot">{t('feedback.detail.screenshot')}</h3>
              <a href={feedback.screenshotUrl} target="_blank" rel="noopener noreferrer">
                <img
                  className="feedback-detail__screenshot"
                  src={feedback.screenshotUrl}
                  alt={t('feedback.detail.screenshotAlt', { name: feedback.userName })}
                />
              </a>
            </section>
          )}
          {!gone && (
            <>
              <StatusForm feedbackId={feedback.feedbackId} current={feedback.status} />
              <div className="button-row">
                <button
                  type="button"
                  className="button button--ghost feedback-detail__delete"
                  onClick={() => setConfirmingDelete(true)}
                >
                  {t('feedback.delete.action')}
                </button>
              </div>
            </>
          )}
        </div>
      </Dialog>
      {/* A sibling, not a child: each dialog keeps its own Tab and Escape handling. */}
      {confirmingDelete && (
        <ConfirmDialog
          title={t('feedback.delete.title')}
          description={t('feedback.delete.description', { name: feedback.userName })}
          confirmLabel={t('feedback.delete.confirm')}
          pendingLabel={t('feedback.delete.pending')}
          cancelLabel={t('feedback.delete.cancel')}
          isPending={remove.isPending}
          error={remove.isError ? t('feedback.delete.failed') : null}
          danger
          onConfirm={() =>
            remove.mutate(feedback.feedbackId, { onSuccess: () => onDeleted(feedback.feedbackId) })
          }
          onClose={closeConfirm}
          fallbackFocusRef={fallbackFocusRef}
          testId="feedback-delete-confirm"
        />
      )}
    </>
  );
}

/** One row of the detail's description list. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="details-list__row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What a bug report carried about the browser: app version, viewport, recent errors and failed calls. */
function BugContext({ context }: { context: FeedbackContext }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <section className="stack" aria-labelledby="feedback-detail-context" data-testid="feedback-context">
      <h3 id="feedback-detail-context">{t('feedback.context.heading')}</h3>
      <dl className="details-list">
        <Detail term={t('feedback.context.appVersion')}>{context.appVersion}</Detail>
        <Detail term={t('feedback.context.viewport')}>
          {t('feedback.context.viewportSize', {
            width: context.viewport.width,
            height: context.viewport.height,
          })}
        </Detail>
      </dl>
      <h4>{t('feedback.context.recentProblems')}</h4>
      {context.recentProblems.length === 0 ? (
        <p className="muted">{t('feedback.context.noProblems')}</p>
      ) : (
        <ul className="feedback-problems">
          {context.recentProblems.map((problem, index) => (
            <li key={`${problem.at}-${index}`}>
              <time dateTime={problem.at}>{formatDateTime(problem.at, i18n.language)}</time>{' '}
              {problem.kind === 'clientError'
                ? t('feedback.context.clientError', { message: problem.message })
                : t('feedback.context.failedRequest', {
                    method: problem.method,
                    path: problem.path,
                    status: problem.status,
                  })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The status select and its Save button. It stays mounted when the saved status changes (a remount
 * would drop focus from Save to the page): the choice starts over from the new status instead.
 */
function StatusForm({ feedbackId, current }: { feedbackId: string; current: FeedbackStatus }) {
  const { t } = useTranslation('admin');
  const [chosen, setChosen] = useState<FeedbackStatus>(current);
  const [chosenFrom, setChosenFrom] = useState<FeedbackStatus>(current);
  if (chosenFrom !== current) {
    setChosenFrom(current);
    setChosen(current);
  }
  const setStatus = useSetFeedbackStatus();
  return (
    <form
      className="form form--inline"
      onSubmit={(event) => {
        event.preventDefault();
        setStatus.mutate({ feedbackId, status: chosen });
      }}
    >
      <SelectField
        id="feedback-detail-status"
        label={t('feedback.detail.changeStatus')}
        value={chosen}
        onChange={(event) => {
          const parsed = feedbackStatusSchema.safeParse(event.target.value);
          if (parsed.success) setChosen(parsed.data);
        }}
        options={FEEDBACK_STATUSES.map((status) => ({
          value: status,
          label: t(`feedbackStatus.${status}`, { ns: 'common' }),
        }))}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={chosen === current || setStatus.isPending}
      >
        {setStatus.isPending ? t('feedback.detail.savingStatus') : t('feedback.detail.saveStatus')}
      </button>
    </form>
  );
}

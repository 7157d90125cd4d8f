import '../../../components/form/checkbox.css';
import { useTranslation } from 'react-i18next';
import { useFeedbackSubscription, useSetFeedbackSubscription } from './use-admin-feedback';

const SWITCH_ID = 'feedback-bug-emails';

/**
 * An admin's opt-in (off by default) to a short e-mail for each new bug report, saved as soon as
 * it changes. The app renders it on the profile page for admins only.
 */
export function FeedbackSubscriptionSwitch() {
  const { t } = useTranslation('admin');
  const subscription = useFeedbackSubscription();
  const save = useSetFeedbackSubscription();

  return (
    <section
      className="card stack"
      aria-labelledby="feedback-bug-emails-heading"
      data-testid="feedback-subscription"
    >
      <h2 id="feedback-bug-emails-heading">{t('feedback.subscription.heading')}</h2>
      {subscription.isPending && (
        <p className="muted" role="status">
          {t('loading')}
        </p>
      )}
      {subscription.isError && (
        <div className="alert alert--error" role="alert">
          <p>{t('feedback.subscription.failed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void subscription.refetch()}>
            {t('retry')}
          </button>
        </div>
      )}
      {subscription.isSuccess && (
        <div className="field">
          <label className="checkbox" htmlFor={SWITCH_ID}>
            <input
              id={SWITCH_ID}
              type="checkbox"
              role="switch"
              aria-describedby={`${SWITCH_ID}-hint`}
              // While saving, the switch shows the asked state; a failure puts it back.
              checked={save.isPending ? save.variables : subscription.data.bugReportEmails}
              disabled={save.isPending}
              onChange={(event) => save.mutate(event.target.checked)}
            />
            {t('feedback.subscription.label')}
          </label>
          <p id={`${SWITCH_ID}-hint`} className="field__hint">
            {t('feedback.subscription.hint')}
          </p>
        </div>
      )}
    </section>
  );
}

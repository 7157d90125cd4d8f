import { useTranslation } from 'react-i18next';
import type { WebhookAttempt } from '#shared/webhooks/webhook-api';
import { showToast } from '../../../lib/toast/toast-store';
import {
  useRedeliverWebhook,
  useRefreshWebhook,
  useSendWebhookTestEvent,
  useWebhookDeliveries,
  webhookErrorCode,
} from '../api/webhook-api';
import { profileToastKey } from '../hooks/use-save-user';
import { PagedListState } from '../../../components/paged-list-state';

/** The response column: the status, or why there was none. */
function ResponseCell({ attempt }: { attempt: WebhookAttempt }) {
  const { t } = useTranslation('profile');
  if (attempt.responseStatus !== null) return <>{attempt.responseStatus}</>;
  return <>{t(`integrations.log.errors.${attempt.error ?? 'networkError'}`)}</>;
}

/**
 * "Send test event", and the delivery log: one row per attempt, newest first (time, event,
 * attempt with why it was made — first, retry or redelivery —, response status, duration,
 * outcome) with Redeliver on each row and a Refresh button. A redelivery refused because an
 * attempt is in flight says so.
 * Scrolls sideways in its own keyboard-reachable region on narrow screens.
 */
export function WebhookDeliveryLog() {
  const { t, i18n } = useTranslation('profile');
  const deliveries = useWebhookDeliveries();
  const sendTest = useSendWebhookTestEvent();
  const redeliver = useRedeliverWebhook();
  const refresh = useRefreshWebhook();
  const attempts = deliveries.data?.pages.flatMap((page) => page.items) ?? [];

  const onSendTest = () =>
    sendTest.mutate(undefined, {
      onSuccess: () => showToast({ variant: 'success', title: profileToastKey('toasts.testEventQueued') }),
    });
  const onRedeliver = (deliveryId: string) =>
    redeliver.mutate(deliveryId, {
      onSuccess: () => showToast({ variant: 'success', title: profileToastKey('toasts.redeliveryQueued') }),
      onError: (error) =>
        showToast({
          variant: 'error',
          title: profileToastKey(
            webhookErrorCode(error) === 'WEBHOOK_DELIVERY_IN_FLIGHT'
              ? 'toasts.redeliveryInFlight'
              : 'toasts.redeliveryFailed',
          ),
        }),
    });
  const testError = sendTest.error
    ? webhookErrorCode(sendTest.error) === 'WEBHOOK_NOT_CONFIGURED'
      ? t('integrations.log.notConfigured')
      : t('integrations.log.testFailed')
    : null;

  return (
    <section className="card stack" aria-labelledby="webhook-log-heading" data-testid="webhook-log">
      <h2 id="webhook-log-heading">{t('integrations.log.heading')}</h2>
      <p className="muted">{t('integrations.log.intro')}</p>
      <div className="webhook-log__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={onSendTest}
          disabled={sendTest.isPending}
        >
          {sendTest.isPending ? t('integrations.log.sending') : t('integrations.log.sendTest')}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => void refresh()}
          disabled={deliveries.isFetching}
        >
          {deliveries.isFetching ? t('integrations.log.refreshing') : t('integrations.log.refresh')}
        </button>
      </div>
      {testError && (
        <div className="alert alert--error" role="alert">
          <p>{testError}</p>
        </div>
      )}
      <PagedListState
        query={deliveries}
        count={attempts.length}
        emptyText={t('integrations.log.empty')}
        failedText={t('integrations.log.loadFailed')}
      >
        <div className="table-scroll" role="region" aria-labelledby="webhook-log-heading" tabIndex={0}>
          <table className="table" data-testid="webhook-log-table">
            <caption className="visually-hidden">{t('integrations.log.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('integrations.log.columns.time')}</th>
                <th scope="col">{t('integrations.log.columns.event')}</th>
                <th scope="col">{t('integrations.log.columns.attempt')}</th>
                <th scope="col">{t('integrations.log.columns.status')}</th>
                <th scope="col">{t('integrations.log.columns.duration')}</th>
                <th scope="col">{t('integrations.log.columns.outcome')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('integrations.log.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((attempt) => (
                <tr key={attempt.attemptId} data-testid="webhook-log-row" data-outcome={attempt.outcome}>
                  <td>{new Date(attempt.attemptedAt).toLocaleString(i18n.language)}</td>
                  <td>
                    <code>{attempt.eventType}</code>
                  </td>
                  <td data-testid="webhook-log-attempt">
                    {t(`integrations.log.causes.${attempt.cause}`, { attempt: attempt.attempt })}
                  </td>
                  <td>
                    <ResponseCell attempt={attempt} />
                  </td>
                  <td>{t('integrations.log.durationMs', { ms: attempt.durationMs })}</td>
                  <td>
                    <span className={`webhook-outcome webhook-outcome--${attempt.outcome}`}>
                      {t(`integrations.log.outcomes.${attempt.outcome}`)}
                    </span>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--ghost button--small"
                      onClick={() => onRedeliver(attempt.deliveryId)}
                      disabled={redeliver.isPending}
                      aria-label={t('integrations.log.redeliverLabel', {
                        time: new Date(attempt.attemptedAt).toLocaleString(i18n.language),
                      })}
                    >
                      {t('integrations.log.redeliver')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </PagedListState>
    </section>
  );
}

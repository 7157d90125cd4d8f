import { useTranslation } from 'react-i18next';
import { useWebhookSettings } from '../api/webhook-api';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { WebhookSecretCard } from './webhook-secret-card';
import { WebhookSettingsForm } from './webhook-settings-form';

/** Profile › Integrations (sellers): the offer-submitted webhook, its secret and its delivery log. */
export function IntegrationsPanel() {
  const { t } = useTranslation('profile');
  const settings = useWebhookSettings();

  if (settings.isPending) return <p role="status">{t('integrations.loading')}</p>;
  if (settings.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{t('integrations.loadFailed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void settings.refetch()}>
          {t('integrations.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="stack integrations-panel">
      {/* Keyed by what the server saved: a 410 that turned the webhook off shows on the next read. */}
      <WebhookSettingsForm
        key={`${settings.data.offerWebhookEnabled}-${settings.data.offerSubmittedUrl ?? ''}`}
        settings={settings.data}
      />
      <WebhookSecretCard secret={settings.data.secret} />
      <WebhookDeliveryLog />
    </div>
  );
}

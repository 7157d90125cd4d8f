import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookSettings } from '#shared/webhooks/webhook-api';
import { webhookSettingsBodySchema } from '#shared/webhooks/webhook-settings';
import { TextField } from '../../../components/form/text-field';
import { showToast } from '../../../lib/toast/toast-store';
import { useSaveWebhookSettings } from '../api/webhook-api';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useProfileFieldMessage } from '../hooks/use-field-message';
import { profileToastKey } from '../hooks/use-save-user';
import { Checkbox } from './choice-fields';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';

const FIELDS = ['offerWebhookEnabled', 'offerSubmittedUrl'] as const;
interface Values {
  offerWebhookEnabled: boolean;
  offerSubmittedUrl: string;
}

const toBody = (values: Values) => ({
  offerWebhookEnabled: values.offerWebhookEnabled,
  offerSubmittedUrl: values.offerSubmittedUrl.trim() === '' ? null : values.offerSubmittedUrl.trim(),
});

/**
 * The enable flag and the URL. The shared schema checks the URL as it is typed; the server checks
 * it again (https only, public addresses only) and its refusal shows under the field, translated.
 */
export function WebhookSettingsForm({ settings }: { settings: WebhookSettings }) {
  const { t, i18n } = useTranslation('profile');
  const save = useSaveWebhookSettings();
  const form = useSchemaForm({
    idPrefix: 'webhook',
    message: useProfileFieldMessage(),
    initial: {
      offerWebhookEnabled: settings.offerWebhookEnabled,
      offerSubmittedUrl: settings.offerSubmittedUrl ?? '',
    },
    schema: webhookSettingsBodySchema,
    toBody,
    fields: FIELDS,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit();
    if (!body) return;
    save.mutate(toBody(form.values), {
      onSuccess: () => showToast({ variant: 'success', title: profileToastKey('toasts.webhookSaved') }),
      onError: (error) => {
        form.showServerErrors(error);
        showToast({ variant: 'error', title: profileToastKey('toasts.webhookFailed') });
      },
    });
  };
  const disabled = settings.disabledByReceiver;

  return (
    <form className="form card card--form" noValidate onSubmit={onSubmit} data-testid="webhook-settings-form">
      <h2>{t('integrations.webhook.heading')}</h2>
      <p className="muted">{t('integrations.webhook.intro')}</p>
      {disabled && !settings.offerWebhookEnabled && (
        <div className="alert alert--warning" role="status" data-testid="webhook-disabled-notice">
          <p className="alert__title">{t('integrations.webhook.disabledTitle')}</p>
          <p>
            {t('integrations.webhook.disabledBody', {
              status: disabled.status,
              date: new Date(disabled.at).toLocaleString(i18n.language),
            })}
          </p>
        </div>
      )}
      <SaveErrorAlert error={save.error} title={t('toasts.profileFailed')} />
      <Checkbox
        label={t('integrations.webhook.enabled')}
        checked={form.values.offerWebhookEnabled}
        onChange={(checked) => form.set('offerWebhookEnabled', checked)}
      />
      <TextField
        label={t('integrations.webhook.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        {...form.fieldProps('offerSubmittedUrl')}
      />
      <p className="field__hint">{t('integrations.webhook.urlHint')}</p>
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('actions.saving') : t('actions.save')}
      </button>
    </form>
  );
}

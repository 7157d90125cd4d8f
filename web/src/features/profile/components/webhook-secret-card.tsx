import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WebhookSettings } from '#shared/webhooks/webhook-api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCopyText } from '../../../lib/clipboard/use-copy-text';
import { useRotateWebhookSecret } from '../api/webhook-api';
import { profileToastKey } from '../hooks/use-save-user';

/**
 * The signing secret: a hint of the current one, "Generate secret" the first time and "Rotate
 * secret" after (asked first: the old secret stops working at once). A new secret is shown here
 * once, with a Copy button, and never again.
 */
export function WebhookSecretCard({ secret }: { secret: WebhookSettings['secret'] }) {
  const { t, i18n } = useTranslation('profile');
  const rotate = useRotateWebhookSecret();
  const { copy, copied } = useCopyText(profileToastKey('toasts.secretCopyFailed'));
  const [confirming, setConfirming] = useState(false);
  const created = rotate.data?.secret ?? null;

  const generate = () =>
    rotate.mutate(undefined, {
      onSuccess: () => setConfirming(false),
    });

  return (
    <section
      className="card card--form stack"
      aria-labelledby="webhook-secret-heading"
      data-testid="webhook-secret"
    >
      <h2 id="webhook-secret-heading">{t('integrations.secret.heading')}</h2>
      <p className="muted">{t('integrations.secret.intro')}</p>
      {secret ? (
        <p data-testid="webhook-secret-hint">
          {t('integrations.secret.current', {
            hint: secret.hint,
            date: new Date(secret.createdAt).toLocaleString(i18n.language),
          })}
        </p>
      ) : (
        <p>{t('integrations.secret.none')}</p>
      )}
      {created && (
        <div className="alert alert--success stack" role="status">
          <p className="alert__title">{t('integrations.secret.shownOnce')}</p>
          <div className="webhook-secret__value">
            <code data-testid="webhook-secret-value">{created}</code>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => void copy(created)}
              aria-label={t('integrations.secret.copyLabel')}
            >
              <span aria-live="polite">
                {copied ? t('integrations.secret.copied') : t('integrations.secret.copy')}
              </span>
            </button>
          </div>
        </div>
      )}
      {rotate.isError && !confirming && (
        <div className="alert alert--error" role="alert">
          <p>{t('integrations.secret.failed')}</p>
        </div>
      )}
      <div>
        <button
          type="button"
          className="button button--secondary"
          disabled={rotate.isPending}
          onClick={() => (secret ? setConfirming(true) : generate())}
        >
          {rotate.isPending && !confirming
            ? t('integrations.secret.generating')
            : secret
              ? t('integrations.secret.rotate')
              : t('integrations.secret.generate')}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('integrations.secret.rotateTitle')}
          description={t('integrations.secret.rotateBody')}
          confirmLabel={t('integrations.secret.rotate')}
          pendingLabel={t('integrations.secret.generating')}
          cancelLabel={t('integrations.cancel')}
          isPending={rotate.isPending}
          error={rotate.isError ? t('integrations.secret.failed') : null}
          danger
          onConfirm={generate}
          onClose={() => setConfirming(false)}
          testId="webhook-rotate-dialog"
        />
      )}
    </section>
  );
}

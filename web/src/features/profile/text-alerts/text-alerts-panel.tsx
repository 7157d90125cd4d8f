import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '#shared/core/validation';
import type { TextAlerts } from '#shared/texting/text-alerts';
import { TextCodeForm } from './text-code-form';
import { TextNumberForm } from './text-number-form';
import { DeliveryLine, TextSettingsForm } from './text-settings-form';
import { useTextAlertActions, useTextAlerts } from './use-text-alerts';

/**
 * The profile's "Text alerts" tab (docs/text-alerts.md "The buyer's side"): add a mobile number with
 * consent, confirm it with the texted code, then choose what comes by text and the quiet hours; after
 * a STOP reply, how to turn texts back on. One live region says what each step did.
 */
export function TextAlertsPanel() {
  const { t } = useTranslation('profile');
  const settings = useTextAlerts();
  const actions = useTextAlertActions();
  const [announcement, setAnnouncement] = useState('');

  let content;
  if (settings.isPending) {
    content = <p role="status">{t('textAlerts.loading')}</p>;
  } else if (settings.isError) {
    content = (
      <div className="alert alert--error" role="alert">
        <p>{t('textAlerts.loadFailed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void settings.refetch()}>
          {t('textAlerts.retry')}
        </button>
      </div>
    );
  } else {
    content = <TextAlertsState settings={settings.data} actions={actions} announce={setAnnouncement} />;
  }

  return (
    <section
      className="card card--form text-alerts"
      aria-labelledby="text-alerts-heading"
      data-testid="text-alerts"
      data-status={settings.data?.status}
    >
      <h2 id="text-alerts-heading">{t('textAlerts.heading')}</h2>
      <p>{t('textAlerts.intro')}</p>
      {content}
      <p className="visually-hidden" role="status" data-testid="text-alerts-announcement">
        {announcement}
      </p>
    </section>
  );
}

/** The section for where the buyer's texting stands. */
function TextAlertsState({
  settings,
  actions,
  announce,
}: {
  settings: TextAlerts;
  actions: ReturnType<typeof useTextAlertActions>;
  announce: (message: string) => void;
}) {
  const { t } = useTranslation('profile');
  // "Use another number" while a code waits: the number form, until a code goes to the new one.
  const [changingNumber, setChangingNumber] = useState(false);
  // The code field takes focus when the buyer's own request brought it, not on a page load.
  const [codeRequested, setCodeRequested] = useState(false);
  const onSent = (sent: TextAlerts) => {
    setChangingNumber(false);
    setCodeRequested(true);
    announce(t('textAlerts.codeSent', { number: formatPhone(sent.pendingNumber ?? '') }));
  };
  const numberForm = (props: { number?: string; onCancel?: () => void } = {}) => (
    <TextNumberForm start={actions.start} onSent={onSent} {...props} />
  );

  switch (settings.status) {
    case 'none':
      return numberForm();
    case 'pending':
      return changingNumber || !settings.pendingNumber ? (
        numberForm({ onCancel: settings.pendingNumber ? () => setChangingNumber(false) : undefined })
      ) : (
        <div className="stack">
          {/* Until the new number is confirmed, the confirmed one keeps getting texts. */}
          {settings.phoneNumber && (
            <p className="muted">{t('textAlerts.on', { number: formatPhone(settings.phoneNumber) })}</p>
          )}
          <TextCodeForm
            // A new pending number starts a fresh code field.
            key={settings.pendingNumber}
            pendingNumber={settings.pendingNumber}
            actions={actions}
            onAnotherNumber={() => setChangingNumber(true)}
            announce={announce}
            focusCode={codeRequested}
          />
        </div>
      );
    case 'on':
      return <TextSettingsForm settings={settings} actions={actions} announce={announce} />;
    case 'optedOut':
      return (
        <div className="stack">
          <div className="alert alert--warning" data-testid="text-alerts-opted-out">
            <p className="alert__title">
              {t('textAlerts.optedOut', { number: formatPhone(settings.phoneNumber ?? '') })}
            </p>
            <p>{t('textAlerts.optedOutHow')}</p>
          </div>
          <DeliveryLine settings={settings} />
          <h3>{t('textAlerts.confirmAgain')}</h3>
          {numberForm({ number: settings.phoneNumber ?? '' })}
        </div>
      );
  }
}

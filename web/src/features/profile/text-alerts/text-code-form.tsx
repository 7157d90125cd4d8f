import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '#shared/core/validation';
import { TEXT_CONSENT_VERSION } from '#shared/texting/consent-wording';
import { confirmTextNumberBodySchema, TEXT_CODE_LENGTH } from '#shared/texting/text-alerts';
import { fieldAria } from '../../../components/form/field-message';
import { TextField } from '../../../components/form/text-field';
import { serverFieldErrors } from '../../../lib/form/field-errors';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { browserTimeZone } from './browser-time-zone';
import { textAlertErrorMessage } from './text-alert-errors';
import { useTextAlertFieldMessage } from './use-text-alert-field-message';
import type { useTextAlertActions } from './use-text-alerts';
import { useUiLanguage } from '../../../lib/i18n/use-ui-language';

const FIELDS = ['code'] as const;
const CODE_HINT_ID = 'text-alerts-code-hint';

/**
 * The code texted to `pendingNumber`: Confirm turns texts on; "Send a new code" texts another one
 * (with the consent the buyer gave when asking for the first); any refusal shows under the code.
 */
export function TextCodeForm({
  pendingNumber,
  actions,
  onAnotherNumber,
  announce,
  focusCode,
}: {
  pendingNumber: string;
  actions: Pick<ReturnType<typeof useTextAlertActions>, 'start' | 'confirm'>;
  onAnotherNumber: () => void;
  /** Says something to screen readers (a new code sent). */
  announce: (message: string) => void;
  /** Whether the code field takes focus when it appears (right after the buyer asked for a code). */
  focusCode: boolean;
}) {
  const { t } = useTranslation('profile');
  const language = useUiLanguage();
  const { start, confirm } = actions;
  const [resent, setResent] = useState(false);
  const number = formatPhone(pendingNumber);
  const form = useSchemaForm({
    idPrefix: 'text-alerts',
    message: useTextAlertFieldMessage(),
    initial: { code: '' },
    schema: confirmTextNumberBodySchema,
    fields: FIELDS,
  });
  useEffect(() => {
    if (focusCode) document.getElementById(form.id('code'))?.focus();
    // Once, as the field appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const showRefusal = (error: unknown) => {
    const fieldErrors = serverFieldErrors(error, FIELDS);
    form.setServerErrors(
      Object.keys(fieldErrors).length > 0 ? fieldErrors : { code: textAlertErrorMessage(error) },
    );
  };
  const resend = () =>
    start.mutate(
      {
        phoneNumber: pendingNumber,
        consent: true,
        consentVersion: TEXT_CONSENT_VERSION,
        language,
        timeZone: browserTimeZone(),
      },
      {
        onSuccess: () => {
          form.reset();
          setResent(true);
          announce(t('textAlerts.resent', { number }));
        },
        onError: showRefusal,
      },
    );

  return (
    <form
      noValidate
      className="form text-alerts__form"
      onSubmit={form.onSubmit((body) => confirm.mutate(body, { onError: showRefusal }))}
    >
      {/* The panel's live region announces it; this is the lasting line. */}
      <p data-testid="text-alerts-code-sent">
        {resent ? t('textAlerts.resent', { number }) : t('textAlerts.codeSent', { number })}
      </p>
      <TextField
        {...form.fieldProps('code')}
        {...fieldAria(form.id('code'), form.error('code'), CODE_HINT_ID)}
        label={t('textAlerts.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TEXT_CODE_LENGTH + 2}
      />
      <p id={CODE_HINT_ID} className="field__hint">
        {t('textAlerts.codeHint')}
      </p>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={confirm.isPending}>
          {confirm.isPending ? t('textAlerts.confirming') : t('textAlerts.confirm')}
        </button>
        <button type="button" className="button button--ghost" disabled={start.isPending} onClick={resend}>
          {start.isPending ? t('textAlerts.sending') : t('textAlerts.resend')}
        </button>
        <button type="button" className="button button--ghost" onClick={onAnotherNumber}>
          {t('textAlerts.anotherNumber')}
        </button>
      </div>
    </form>
  );
}

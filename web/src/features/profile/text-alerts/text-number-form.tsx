import { useTranslation } from 'react-i18next';
import { formatPhone } from '#shared/core/validation';
import { TEXT_CONSENT_VERSION, TEXT_CONSENT_WORDING } from '#shared/texting/consent-wording';
import {
  startTextNumberBodySchema,
  type StartTextNumberBody,
  type TextAlerts,
} from '#shared/texting/text-alerts';
import { fieldAria, FieldMessage } from '../../../components/form/field-message';
import { PhoneField } from '../../../components/form/phone-field';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { serverFieldErrors } from '../../../lib/form/field-errors';
import { browserTimeZone } from './browser-time-zone';
import { textAlertErrorMessage } from './text-alert-errors';
import { useTextAlertFieldMessage } from './use-text-alert-field-message';
import type { useTextAlertActions } from './use-text-alerts';
import { useUiLanguage } from '../../../lib/i18n/use-ui-language';

const FIELDS = ['phoneNumber', 'consent'] as const;
const CONSENT_WORDING_ID = 'text-alerts-consent-wording';
const NUMBER_HINT_ID = 'text-alerts-number-hint';

interface Values {
  phoneNumber: string;
  consent: boolean;
}

/**
 * A mobile number and the buyer's explicit consent, in the wording of the current version in the
 * interface language (docs/text-alerts.md "Consent"); "Send code" texts a code to it.
 */
export function TextNumberForm({
  start,
  number = '',
  onCancel,
  onSent,
}: {
  start: ReturnType<typeof useTextAlertActions>['start'];
  /** The number to start from (E.164 or any form), say the one a buyer opted out of. */
  number?: string;
  /** Offered as "Back to the code" while a code is pending for another number. */
  onCancel?: () => void;
  /** Told once the code is sent, with the settings now pending. */
  onSent: (settings: TextAlerts) => void;
}) {
  const { t } = useTranslation('profile');
  const language = useUiLanguage();
  const form = useSchemaForm({
    idPrefix: 'text-alerts',
    message: useTextAlertFieldMessage(),
    initial: { phoneNumber: number ? formatPhone(number) : '', consent: false } as Values,
    schema: startTextNumberBodySchema,
    toBody: (values: Values): unknown => ({
      phoneNumber: values.phoneNumber,
      // Only `true` passes the schema: an unchecked box is "consentRequired".
      consent: values.consent || undefined,
      consentVersion: TEXT_CONSENT_VERSION,
      language,
      timeZone: browserTimeZone(),
    }),
    fields: FIELDS,
  });
  const consentId = form.id('consent');
  const consentError = form.error('consent');

  const send = (body: StartTextNumberBody) =>
    start.mutate(body, {
      onSuccess: onSent,
      onError: (error) => {
        const fieldErrors = serverFieldErrors(error, FIELDS);
        form.setServerErrors(
          Object.keys(fieldErrors).length > 0 ? fieldErrors : { phoneNumber: textAlertErrorMessage(error) },
        );
      },
    });

  return (
    <form noValidate className="form text-alerts__form" onSubmit={form.onSubmit(send)}>
      <PhoneField
        id={form.id('phoneNumber')}
        label={t('textAlerts.number')}
        autoComplete="tel-national"
        placeholder="(555) 555-0100"
        value={form.values.phoneNumber}
        error={form.error('phoneNumber')}
        {...fieldAria(form.id('phoneNumber'), form.error('phoneNumber'), NUMBER_HINT_ID)}
        onValueChange={(value) => form.set('phoneNumber', value)}
        onBlur={form.onBlur('phoneNumber')}
      />
      <p id={NUMBER_HINT_ID} className="field__hint">
        {t('textAlerts.numberHint')}
      </p>
      <p id={CONSENT_WORDING_ID} className="text-alerts__consent" data-testid="text-consent">
        {TEXT_CONSENT_WORDING[language]}
      </p>
      <div className="field">
        <label className="checkbox" htmlFor={consentId}>
          <input
            id={consentId}
            type="checkbox"
            checked={form.values.consent}
            {...fieldAria(consentId, consentError, CONSENT_WORDING_ID)}
            onChange={(event) => form.set('consent', event.target.checked)}
            onBlur={form.onBlur('consent')}
          />
          {t('textAlerts.consentLabel')}
        </label>
        <FieldMessage id={consentId} error={consentError} />
      </div>
      <div className="button-row">
        <button type="submit" className="button button--primary" disabled={start.isPending}>
          {start.isPending ? t('textAlerts.sending') : t('textAlerts.sendCode')}
        </button>
        {onCancel && (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t('textAlerts.backToCode')}
          </button>
        )}
      </div>
    </form>
  );
}

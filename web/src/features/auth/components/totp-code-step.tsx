import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextField } from '../../../components/form/text-field';
import { totpCodeSchema } from '../../../lib/form/totp-code-schema';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useConfirmTotp } from '../hooks/use-sign-in';

const FIELDS = ['code'] as const;

/**
 * The second step of a password sign-in when two-step sign-in is on (docs/requirements.md#r6-7-mfa):
 * the authenticator app's code. A refused code ends the attempt, so `onRestart` goes back to the password.
 */
export function TotpCodeStep({ onRestart }: { onRestart: () => void }) {
  const { t } = useTranslation('auth');
  const confirm = useConfirmTotp();
  const form = useSchemaForm({
    idPrefix: 'sign-in-totp',
    initial: { code: '' },
    fields: FIELDS,
    schema: totpCodeSchema,
    message: useFieldMessage('auth'),
  });

  // The step replaces the password form: focus moves to the one field it asks for.
  useEffect(() => {
    document.getElementById(form.id('code'))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const failed = confirm.error?.failure;
  const spent = failed === 'totp-mismatch' || failed === 'totp-expired';

  return (
    <form
      className="form"
      noValidate
      onSubmit={form.onSubmit(({ code }) => confirm.mutate(code))}
      aria-describedby={confirm.error ? 'sign-in-totp-error' : 'sign-in-totp-hint'}
      data-testid="sign-in-totp"
    >
      <h2>{t('totp.heading')}</h2>
      <p id="sign-in-totp-hint">{t('totp.hint')}</p>
      <SaveErrorAlert
        id="sign-in-totp-error"
        testId="sign-in-totp-error"
        error={confirm.error}
        title={t('errors.title')}
        detail={failed && t(`errors.${failed}`)}
      />
      {spent ? (
        <button type="button" className="button button--primary button--block" onClick={onRestart}>
          {t('totp.restart')}
        </button>
      ) : (
        <>
          <TextField
            {...form.fieldProps('code')}
            label={t('totp.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
          />
          <button type="submit" className="button button--primary button--block" disabled={confirm.isPending}>
            {confirm.isPending ? t('submitting') : t('totp.submit')}
          </button>
          <button type="button" className="button button--ghost button--block" onClick={onRestart}>
            {t('totp.back')}
          </button>
        </>
      )}
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextField } from '../../../components/form/text-field';
import { totpCodeSchema } from '../../../lib/form/totp-code-schema';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { cognitoErrorName } from '../api/account-security';
import { useProfileFieldMessage } from '../hooks/use-field-message';
import { useTwoStepSignIn } from '../hooks/use-two-step-sign-in';

const FIELDS = ['code'] as const;

/** Cognito's refusal of a code or change, as one of our messages. */
function failureKey(error: unknown): 'wrongCode' | 'tooMany' | 'failed' {
  switch (cognitoErrorName(error)) {
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return 'wrongCode';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'tooMany';
    default:
      return 'failed';
  }
}

/** The secret in groups of four, as authenticator apps show it for typing. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * "Two-step sign-in" in the password tab (docs/requirements.md#r6-7-mfa): turns sign-in codes from
 * an authenticator app (TOTP) on — the secret and its link shown, a current code confirms — and off.
 */
export function TwoStepSignIn() {
  const { t } = useTranslation('profile');
  const { enabled, setup, confirm, turnOff } = useTwoStepSignIn();
  const form = useSchemaForm({
    idPrefix: 'totp',
    message: useProfileFieldMessage(),
    initial: { code: '' },
    schema: totpCodeSchema,
    fields: FIELDS,
  });
  const failure = confirm.error ?? turnOff.error ?? setup.error;

  let content;
  if (enabled.isPending) {
    content = <p role="status">{t('twoStep.loading')}</p>;
  } else if (enabled.isError) {
    content = (
      <div className="alert alert--error" role="alert">
        <p>{t('twoStep.loadFailed')}</p>
        <button type="button" className="button button--ghost" onClick={() => void enabled.refetch()}>
          {t('twoStep.retry')}
        </button>
      </div>
    );
  } else if (enabled.data) {
    content = (
      <>
        <p data-testid="two-step-status">{t('twoStep.on')}</p>
        <button
          type="button"
          className="button button--danger"
          disabled={turnOff.isPending}
          onClick={() => turnOff.mutate()}
        >
          {turnOff.isPending ? t('actions.saving') : t('twoStep.turnOff')}
        </button>
      </>
    );
  } else if (setup.data) {
    content = (
      <form
        noValidate
        onSubmit={form.onSubmit(({ code }) => confirm.mutate(code))}
        aria-describedby="totp-setup-steps"
      >
        <ol id="totp-setup-steps" className="two-step__steps">
          <li>
            {t('twoStep.scanOrType')} <a href={setup.data.setupUri}>{t('twoStep.openApp')}</a>
            <p>
              {t('twoStep.secretLabel')}{' '}
              <code className="two-step__secret" data-testid="totp-secret">
                {grouped(setup.data.secret)}
              </code>
            </p>
          </li>
          <li>{t('twoStep.enterCode')}</li>
        </ol>
        <TextField
          {...form.fieldProps('code')}
          label={t('twoStep.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
        />
        <div className="two-step__actions">
          <button type="submit" className="button button--primary" disabled={confirm.isPending}>
            {confirm.isPending ? t('actions.saving') : t('twoStep.confirm')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setup.reset()}>
            {t('twoStep.cancel')}
          </button>
        </div>
      </form>
    );
  } else {
    content = (
      <>
        <p data-testid="two-step-status">{t('twoStep.off')}</p>
        <button
          type="button"
          className="button button--primary"
          disabled={setup.isPending}
          onClick={() => setup.mutate()}
        >
          {setup.isPending ? t('twoStep.starting') : t('twoStep.turnOn')}
        </button>
      </>
    );
  }

  return (
    <section className="card card--form two-step" aria-labelledby="two-step-heading" data-testid="two-step">
      <h2 id="two-step-heading">{t('twoStep.heading')}</h2>
      <p>{t('twoStep.intro')}</p>
      <SaveErrorAlert
        error={failure}
        title={failure ? t(`twoStep.errors.${failureKey(failure)}`) : ''}
        detail={failure ? t('twoStep.errors.detail') : undefined}
      />
      {content}
    </section>
  );
}

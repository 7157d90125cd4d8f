import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextField } from '../../../components/form/text-field';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useSignIn } from '../hooks/use-sign-in';
import { SIGN_IN_PASSWORD_MIN_LENGTH, signInFormSchema } from '../sign-in-schema';
import { TotpCodeStep } from './totp-code-step';

const FIELDS = ['email', 'password'] as const;
const LIMITS = { min: SIGN_IN_PASSWORD_MIN_LENGTH };

/**
 * E-mail and password. Errors show as soon as a field is left (before any submit) and update while
 * typing after that; a failed sign-in says why (docs/requirements.md#r8-1). An account with two-step
 * sign-in then asks for the authenticator app's code.
 */
export function SignInFormView({ autoFocus = false }: { autoFocus?: boolean } = {}) {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const form = useSchemaForm({
    idPrefix: 'sign-in',
    initial: { email: '', password: '' },
    fields: FIELDS,
    schema: signInFormSchema,
    message: useFieldMessage('auth', LIMITS),
  });

  // When the form replaces another one on the page, focus follows it.
  useEffect(() => {
    if (autoFocus) document.getElementById(form.id('email'))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoFocus]);

  // Two-step sign-in: the password was right, Cognito now wants the authenticator app's code.
  if (signIn.data === 'totp-required') return <TotpCodeStep onRestart={() => signIn.reset()} />;

  return (
    <form
      className="form"
      noValidate
      onSubmit={form.onSubmit((credentials) => signIn.mutate(credentials))}
      aria-describedby={signIn.error ? 'sign-in-error' : undefined}
    >
      <SaveErrorAlert
        id="sign-in-error"
        testId="sign-in-error"
        error={signIn.error}
        title={t('errors.title')}
        detail={signIn.error && t(`errors.${signIn.error.failure}`)}
      />
      <TextField
        {...form.fieldProps('email')}
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
      />
      <TextField
        {...form.fieldProps('password')}
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
      />
      <button type="submit" className="button button--primary button--block" disabled={signIn.isPending}>
        {signIn.isPending ? t('submitting') : t('submit')}
      </button>
    </form>
  );
}

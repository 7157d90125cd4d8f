import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextField } from '../../../components/form/text-field';
import { showToast } from '../../../lib/toast/toast-store';
import { changePassword, cognitoErrorName } from '../api/account-security';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { useProfileFieldMessage } from '../hooks/use-field-message';
import { profileToastKey } from '../hooks/use-save-user';
import { passwordChangeSchema, type PasswordChange } from '../password-schema';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Cognito's refusal, as one of our messages. */
function failureKey(error: unknown): 'wrongCurrent' | 'weak' | 'tooMany' | 'failed' {
  switch (cognitoErrorName(error)) {
    case 'NotAuthorizedException':
      return 'wrongCurrent';
    case 'InvalidPasswordException':
    case 'InvalidParameterException':
      return 'weak';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return 'tooMany';
    default:
      return 'failed';
  }
}

/** The password tab: current, new and confirmation; Cognito checks the current one. */
export function PasswordForm() {
  const { t } = useTranslation('profile');
  const form = useSchemaForm({
    idPrefix: 'password',
    message: useProfileFieldMessage(),
    initial: EMPTY,
    schema: passwordChangeSchema,
    toBody: (values) => values,
    fields: FIELDS,
  });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<ReturnType<typeof failureKey> | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = form.submit() as PasswordChange | null;
    if (!body) return;
    setPending(true);
    setFailure(null);
    try {
      await changePassword(body.currentPassword, body.newPassword);
      for (const field of FIELDS) form.set(field, '');
      showToast({ variant: 'success', title: profileToastKey('toasts.passwordSaved') });
    } catch (error) {
      setFailure(failureKey(error));
      showToast({ variant: 'error', title: profileToastKey('toasts.passwordFailed') });
    } finally {
      setPending(false);
    }
  };

  const field = (name: Field, autoComplete: string) => (
    <TextField
      id={`password-${name}`}
      label={t(`password.${name}`)}
      type="password"
      autoComplete={autoComplete}
      value={form.values[name]}
      error={form.error(name)}
      onChange={(event) => form.set(name, event.target.value)}
      onBlur={() => form.touch(name)}
    />
  );

  return (
    <form
      className="form card card--form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      data-testid="password-form"
    >
      <h2>{t('password.heading')}</h2>
      <SaveErrorAlert error={failure} title={failure ? t(`password.errors.${failure}`) : ''} />
      {field('currentPassword', 'current-password')}
      {field('newPassword', 'new-password')}
      {field('confirmPassword', 'new-password')}
      <button type="submit" className="button button--primary" disabled={pending}>
        {pending ? t('actions.saving') : t('password.submit')}
      </button>
    </form>
  );
}

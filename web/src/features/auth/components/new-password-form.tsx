import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextField } from '../../../components/form/text-field';
import { useFieldMessage } from '../../../lib/form/use-field-message';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { confirmPasswordReset, type ResetPasswordError } from '../api/reset-password';
import { newPasswordFormSchema } from '../reset-password-schema';
import type { SignInPageState } from './sign-in-page';
import { paths } from '../../../lib/paths/paths';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

/**
 * Step 2 of the reset, opened from the e-mail's link: the new password twice (docs/requirements.md#r5-1
 * sign-up rules), then back to /auth to sign in with it. A wrong, used or expired code is an Invalid Reset
 * Link; anything else is Reset Failed (docs/requirements.md#r8-2).
 */
export function NewPasswordFormView({ link }: { link: { email: string; code: string } }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const form = useSchemaForm({
    idPrefix: 'reset',
    ids: { newPassword: 'reset-new-password', confirmPassword: 'reset-confirm-password' },
    initial: { newPassword: '', confirmPassword: '' },
    fields: FIELDS,
    schema: newPasswordFormSchema,
    message: useFieldMessage(),
  });
  const errorRef = useRef<HTMLDivElement>(null);
  const reset = useMutation<void, ResetPasswordError, string>({
    mutationFn: (newPassword) => confirmPasswordReset({ ...link, newPassword }),
    onSuccess: () =>
      navigate(paths.signIn, { replace: true, state: { passwordReset: true } satisfies SignInPageState }),
  });

  useEffect(() => {
    if (reset.isError) errorRef.current?.focus();
  }, [reset.isError]);

  const failure = reset.error?.failure;
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.onSubmit(({ newPassword }) => reset.mutate(newPassword))}
      aria-describedby="new-password-lead"
    >
      <p id="new-password-lead" className="muted">
        {t('resetPassword.newPassword.lead', { email: link.email })}
      </p>
      {failure === 'invalid-link' ? (
        <SaveErrorAlert
          ref={errorRef}
          testId="invalid-reset-link"
          error={reset.error}
          title={t('resetPassword.invalidLink.title')}
          detail={t('resetPassword.invalidLink.body')}
        >
          <p>
            <Link to={paths.resetPassword}>{t('resetPassword.invalidLink.requestNew')}</Link>
          </p>
        </SaveErrorAlert>
      ) : (
        <SaveErrorAlert
          ref={errorRef}
          testId="reset-failed"
          error={reset.error}
          title={t('resetPassword.errors.title')}
          detail={t('resetPassword.errors.failed')}
        >
          {failure && failure !== 'unknown' && <p>{t(`resetPassword.errors.${failure}`)}</p>}
        </SaveErrorAlert>
      )}
      <TextField
        {...form.fieldProps('newPassword')}
        label={t('resetPassword.newPassword.fields.newPassword')}
        type="password"
        autoComplete="new-password"
      />
      <p className="muted">{t('resetPassword.newPassword.hint')}</p>
      <TextField
        {...form.fieldProps('confirmPassword')}
        label={t('resetPassword.newPassword.fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
        {reset.isPending ? t('resetPassword.newPassword.submitting') : t('resetPassword.newPassword.submit')}
      </button>
    </form>
  );
}

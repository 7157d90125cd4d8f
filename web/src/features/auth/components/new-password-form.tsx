import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { validationMessage } from '../../../lib/form/validation-message';
import { confirmPasswordReset, type ResetPasswordError } from '../api/reset-password';
import { newPasswordFormSchema, type NewPasswordField, type NewPasswordForm } from '../reset-password-schema';
import type { SignInPageState } from './sign-in-page';
import { touchOnBlur } from './touch-on-blur';
import { paths } from '../../../lib/paths/paths';

type FieldErrors = Partial<Record<NewPasswordField, string>>;

function validate(values: NewPasswordForm): FieldErrors {
  const result = newPasswordFormSchema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as NewPasswordField] ??= issue.message;
  return errors;
}

/**
 * Step 2 of the reset, opened from the e-mail's link: the new password twice (SPEC §5 sign-up
 * rules), then back to /auth to sign in with it. A wrong, used or expired code is an Invalid Reset
 * Link; anything else is Reset Failed (SPEC §8).
 */
export function NewPasswordFormView({ link }: { link: { email: string; code: string } }) {
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<NewPasswordForm>({ newPassword: '', confirmPassword: '' });
  const [touched, setTouched] = useState<Partial<Record<NewPasswordField, boolean>>>({});
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const confirmPasswordRef = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const reset = useMutation<void, ResetPasswordError, string>({
    mutationFn: (newPassword) => confirmPasswordReset({ ...link, newPassword }),
    onSuccess: () =>
      navigate(paths.signIn, { replace: true, state: { passwordReset: true } satisfies SignInPageState }),
  });

  useEffect(() => {
    if (reset.isError) errorRef.current?.focus();
  }, [reset.isError]);

  const errors = validate(values);
  const visible = (field: NewPasswordField) =>
    touched[field] ? validationMessage(tCommon, errors[field]) : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ newPassword: true, confirmPassword: true });
    const first = (['newPassword', 'confirmPassword'] as const).find((field) => errors[field]);
    if (first) {
      (first === 'newPassword' ? newPasswordRef : confirmPasswordRef).current?.focus();
      return;
    }
    reset.mutate(values.newPassword);
  };

  const failure = reset.error?.failure;
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-describedby="new-password-lead">
      <p id="new-password-lead" className="muted">
        {t('resetPassword.newPassword.lead', { email: link.email })}
      </p>
      {failure && (
        <div
          ref={errorRef}
          tabIndex={-1}
          className="alert alert--error"
          role="alert"
          data-testid={failure === 'invalid-link' ? 'invalid-reset-link' : 'reset-failed'}
        >
          {failure === 'invalid-link' ? (
            <>
              <p className="alert__title">{t('resetPassword.invalidLink.title')}</p>
              <p>{t('resetPassword.invalidLink.body')}</p>
              <p>
                <Link to={paths.resetPassword}>{t('resetPassword.invalidLink.requestNew')}</Link>
              </p>
            </>
          ) : (
            <>
              <p className="alert__title">{t('resetPassword.errors.title')}</p>
              <p>{t('resetPassword.errors.failed')}</p>
              {failure !== 'unknown' && <p>{t(`resetPassword.errors.${failure}`)}</p>}
            </>
          )}
        </div>
      )}
      <TextField
        ref={newPasswordRef}
        id="reset-new-password"
        label={t('resetPassword.newPassword.fields.newPassword')}
        error={visible('newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={(event) => setValues((current) => ({ ...current, newPassword: event.target.value }))}
        onBlur={touchOnBlur(() => setTouched((current) => ({ ...current, newPassword: true })))}
      />
      <p className="muted">{t('resetPassword.newPassword.hint')}</p>
      <TextField
        ref={confirmPasswordRef}
        id="reset-confirm-password"
        label={t('resetPassword.newPassword.fields.confirmPassword')}
        error={visible('confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => setValues((current) => ({ ...current, confirmPassword: event.target.value }))}
        onBlur={touchOnBlur(() => setTouched((current) => ({ ...current, confirmPassword: true })))}
      />
      <button type="submit" className="button button--primary button--block" disabled={reset.isPending}>
        {reset.isPending ? t('resetPassword.newPassword.submitting') : t('resetPassword.newPassword.submit')}
      </button>
    </form>
  );
}

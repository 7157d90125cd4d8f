import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useAccountEmailForm } from '../hooks/use-account-email-form';
import { requestPasswordReset, type ResetPasswordError } from '../api/reset-password';
import { AccountEmailField } from './account-email-field';

/**
 * Step 1 of the reset: the address, then docs/requirements.md#r8-2 "Password reset email sent successfully".
 */
export function ResetRequestFormView({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('auth');
  const form = useAccountEmailForm('reset', initialEmail);
  const sentRef = useRef<HTMLDivElement>(null);
  const request = useMutation<void, ResetPasswordError, string>({
    mutationFn: (address) => requestPasswordReset(address, currentLanguage()),
  });

  useEffect(() => {
    if (request.isSuccess) sentRef.current?.focus();
  }, [request.isSuccess]);

  if (request.isSuccess) {
    return (
      <div ref={sentRef} tabIndex={-1} className="alert" role="status" data-testid="reset-email-sent">
        <p className="alert__title">{t('resetPassword.sent.title')}</p>
        <p>{t('resetPassword.sent.body')}</p>
      </div>
    );
  }

  return (
    <form
      className="form"
      noValidate
      onSubmit={form.onSubmit(({ email }) => request.mutate(email))}
      aria-describedby={request.error ? 'reset-request-error' : 'reset-request-lead'}
    >
      <p id="reset-request-lead" className="muted">
        {t('resetPassword.lead')}
      </p>
      <SaveErrorAlert
        id="reset-request-error"
        testId="reset-failed"
        error={request.error}
        title={t('resetPassword.errors.title')}
        detail={t('resetPassword.errors.failed')}
      >
        {request.error && request.error.failure !== 'unknown' && request.error.failure !== 'invalid-link' && (
          <p>{t(`resetPassword.errors.${request.error.failure}`)}</p>
        )}
      </SaveErrorAlert>
      <AccountEmailField {...form.fieldProps('email')} />
      <button type="submit" className="button button--primary button--block" disabled={request.isPending}>
        {request.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
      </button>
    </form>
  );
}

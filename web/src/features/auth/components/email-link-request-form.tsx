import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useAccountEmailForm } from '../hooks/use-account-email-form';
import { type EmailLinkError, requestSignInLink } from '../api/email-link';
import { AccountEmailField } from './account-email-field';

export interface EmailLinkRequestFormProps {
  /** Prefilled address (say, from a link that no longer works). */
  initialEmail?: string;
  /** Move focus into the form when it appears (it replaced another form on the page). */
  autoFocus?: boolean;
}

/**
 * "E-mail me a sign-in link": one e-mail field, then a "Check your e-mail" state. The answer is the
 * same whether or not the address has an account, and the page says so.
 */
export function EmailLinkRequestForm({ initialEmail = '', autoFocus = false }: EmailLinkRequestFormProps) {
  const { t } = useTranslation('auth');
  const form = useAccountEmailForm('email-link', initialEmail);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const request = useMutation<void, EmailLinkError, string>({
    mutationFn: (address) => requestSignInLink(address, currentLanguage()),
  });

  useEffect(() => {
    if (autoFocus) document.getElementById(form.id('email'))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoFocus]);
  useEffect(() => {
    if (request.isSuccess) sentHeadingRef.current?.focus();
  }, [request.isSuccess]);

  if (request.isSuccess) {
    return (
      <div className="alert" role="status" data-testid="email-link-sent">
        <h2 className="alert__title" tabIndex={-1} ref={sentHeadingRef}>
          {t('emailLink.sent.heading')}
        </h2>
        <p>{t('emailLink.sent.body', { email: request.variables })}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            request.reset();
            form.reset(form.values);
          }}
        >
          {t('emailLink.sent.again')}
        </button>
      </div>
    );
  }

  return (
    <form
      className="form"
      noValidate
      // As the server stores addresses: the message then names the address as the link will.
      onSubmit={form.onSubmit(({ email }) => request.mutate(email.toLowerCase()))}
      aria-describedby={request.error ? 'email-link-error' : 'email-link-lead'}
    >
      <p id="email-link-lead" className="muted">
        {t('emailLink.lead')}
      </p>
      <SaveErrorAlert
        id="email-link-error"
        testId="email-link-error"
        error={request.error}
        title={t('emailLink.errors.requestTitle')}
        detail={request.error && t(`emailLink.errors.${request.error.failure}`)}
      />
      <AccountEmailField {...form.fieldProps('email')} />
      <button type="submit" className="button button--primary button--block" disabled={request.isPending}>
        {request.isPending ? t('emailLink.submitting') : t('emailLink.submit')}
      </button>
    </form>
  );
}

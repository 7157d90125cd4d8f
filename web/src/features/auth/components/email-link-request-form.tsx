import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountEmailField } from './account-email-field';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { type EmailLinkError, requestSignInLink } from '../api/email-link';
import { signInFormSchema } from '../sign-in-schema';
import { touchOnBlur } from './touch-on-blur';

const emailFieldSchema = signInFormSchema.shape.email;

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
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const request = useMutation<void, EmailLinkError, string>({
    mutationFn: (address) => requestSignInLink(address, currentLanguage()),
  });

  const parsed = emailFieldSchema.safeParse(email);
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;

  useEffect(() => {
    if (autoFocus) emailRef.current?.focus();
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
            setTouched(false);
          }}
        >
          {t('emailLink.sent.again')}
        </button>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) {
      emailRef.current?.focus();
      return;
    }
    // As the server stores addresses: the message then names the address as the link will.
    request.mutate(parsed.data.toLowerCase());
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={request.error ? 'email-link-error' : 'email-link-lead'}
    >
      <p id="email-link-lead" className="muted">
        {t('emailLink.lead')}
      </p>
      {request.error && (
        <div id="email-link-error" className="alert alert--error" role="alert" data-testid="email-link-error">
          <p className="alert__title">{t('emailLink.errors.requestTitle')}</p>
          <p>{t(`emailLink.errors.${request.error.failure}`)}</p>
        </div>
      )}
      <AccountEmailField
        ref={emailRef}
        id="email-link-email"
        errorKey={error}
        touched={touched}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={touchOnBlur(() => setTouched(true))}
      />
      <button type="submit" className="button button--primary button--block" disabled={request.isPending}>
        {request.isPending ? t('emailLink.submitting') : t('emailLink.submit')}
      </button>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountEmailField } from './account-email-field';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { requestPasswordReset, type ResetPasswordError } from '../api/reset-password';
import { signInFormSchema } from '../sign-in-schema';
import { touchOnBlur } from './touch-on-blur';

const emailFieldSchema = signInFormSchema.shape.email;

/** Step 1 of the reset: the address, then SPEC §8's "Password reset email sent successfully". */
export function ResetRequestFormView({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState(initialEmail);
  const [touched, setTouched] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const request = useMutation<void, ResetPasswordError, string>({
    mutationFn: (address) => requestPasswordReset(address, currentLanguage()),
  });

  const parsed = emailFieldSchema.safeParse(email);
  const error = parsed.success ? undefined : parsed.error.issues[0]?.message;

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

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) {
      emailRef.current?.focus();
      return;
    }
    request.mutate(parsed.data);
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={onSubmit}
      aria-describedby={request.error ? 'reset-request-error' : 'reset-request-lead'}
    >
      <p id="reset-request-lead" className="muted">
        {t('resetPassword.lead')}
      </p>
      {request.error && (
        <div id="reset-request-error" className="alert alert--error" role="alert" data-testid="reset-failed">
          <p className="alert__title">{t('resetPassword.errors.title')}</p>
          <p>{t('resetPassword.errors.failed')}</p>
          {request.error.failure !== 'unknown' && request.error.failure !== 'invalid-link' && (
            <p>{t(`resetPassword.errors.${request.error.failure}`)}</p>
          )}
        </div>
      )}
      <AccountEmailField
        ref={emailRef}
        id="reset-email"
        errorKey={error}
        touched={touched}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={touchOnBlur(() => setTouched(true))}
      />
      <button type="submit" className="button button--primary button--block" disabled={request.isPending}>
        {request.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
      </button>
    </form>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { confirmWaitlistEntryBodySchema } from '#shared/waitlist/waitlist';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { paths } from '../../../lib/paths/paths';
import { ConfirmWaitlistError, useConfirmWaitlistEntry } from '../hooks/use-confirm-waitlist-entry';

/**
 * `/requestAccess/confirm?entry=…&token=…`: the link in the waitlist e-mail. Confirms the entry as
 * soon as the page opens; only then does it hold a place on the list.
 */
export default function ConfirmWaitlistEntryPage() {
  const { t } = useTranslation('waitlist');
  usePageTitle(t('confirm.title'));
  const [searchParams] = useSearchParams();
  const link = confirmWaitlistEntryBodySchema.safeParse({
    entryId: searchParams.get('entry') ?? '',
    token: searchParams.get('token') ?? '',
  });
  const confirm = useConfirmWaitlistEntry();
  const { mutate } = confirm;
  // StrictMode's second effect run (or a re-render) must not send the link twice.
  const started = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (started.current || !link.success) return;
    started.current = true;
    mutate(link.data);
  }, [link.success, link.data, mutate]);

  const done = confirm.isSuccess || confirm.isError || !link.success;
  useEffect(() => {
    if (done) resultRef.current?.focus();
  }, [done]);

  const failure = !link.success
    ? 'invalid-link'
    : confirm.error instanceof ConfirmWaitlistError
      ? confirm.error.failure
      : confirm.isError
        ? 'failed'
        : null;

  return (
    <section className="page page--narrow auth-page" aria-labelledby="confirm-waitlist-heading">
      <div className="card card--form">
        <h1 id="confirm-waitlist-heading">{t('confirm.heading')}</h1>
        {confirm.isSuccess && (
          <div
            ref={resultRef}
            tabIndex={-1}
            className="alert alert--success"
            role="status"
            data-testid="confirm-waitlist-result"
          >
            <p className="alert__title">{t('confirm.confirmed.title')}</p>
            <p>{t('confirm.confirmed.body')}</p>
          </div>
        )}
        {failure && (
          <div
            ref={resultRef}
            tabIndex={-1}
            className="alert alert--error"
            role="alert"
            data-testid="confirm-waitlist-error"
            data-failure={failure}
          >
            <p className="alert__title">{t(`confirm.errors.${failure}.title`)}</p>
            <p>{t(`confirm.errors.${failure}.body`)}</p>
          </div>
        )}
        {!done && (
          <div className="page-loader" role="status" aria-live="polite">
            <span className="spinner" aria-hidden="true" />
            <span>{t('confirm.confirming')}</span>
          </div>
        )}
        {failure && failure !== 'failed' && (
          <p className="auth-page__alternative">
            <Link to={paths.requestAccess}>{t('confirm.requestAgain')}</Link>
          </p>
        )}
        {failure === 'failed' && link.success && (
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => mutate(link.data)}
            disabled={confirm.isPending}
          >
            {t('confirm.retry')}
          </button>
        )}
      </div>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailLinkSignIn, type EmailLink } from '../hooks/use-email-link-sign-in';

export interface EmailLinkLandingProps {
  link: EmailLink;
  /** Leaves the link behind and shows the request form with this address. */
  onRequestNewLink: (email: string) => void;
}

/**
 * `/auth?email=…&code=…`: signs in with the link as soon as the page opens. A used, expired or
 * unknown link says so and offers a new one.
 */
export function EmailLinkLanding({ link, onRequestNewLink }: EmailLinkLandingProps) {
  const { t } = useTranslation('auth');
  const signIn = useEmailLinkSignIn();
  const { mutate } = signIn;
  // The code works once: StrictMode's second effect run (or a re-render) must not spend it again.
  const started = useRef(false);
  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(link);
  }, [link, mutate]);

  useEffect(() => {
    if (signIn.isError) errorRef.current?.focus();
  }, [signIn.isError]);

  if (signIn.error) {
    const invalid = signIn.error.failure === 'invalid-link';
    return (
      <div>
        <div
          ref={errorRef}
          tabIndex={-1}
          className="alert alert--error"
          role="alert"
          data-testid="email-link-sign-in-error"
        >
          <p className="alert__title">{t(invalid ? 'emailLink.errors.invalidTitle' : 'errors.title')}</p>
          <p>{t(`emailLink.errors.${signIn.error.failure}`)}</p>
        </div>
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => onRequestNewLink(link.email)}
        >
          {t('emailLink.requestNew')}
        </button>
      </div>
    );
  }

  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('emailLink.signingIn')}</span>
    </div>
  );
}

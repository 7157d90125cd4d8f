import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useSession } from '../../../lib/session/session-context';
import { EmailLinkLanding } from './email-link-landing';
import { EmailLinkRequestForm } from './email-link-request-form';
import { SignInFormView } from './sign-in-form';
import { paths } from '../../../lib/paths/paths';

type Mode = 'password' | 'email-link';

/** Navigation state /reset-password leaves after a successful reset. */
export interface SignInPageState {
  passwordReset?: boolean;
}

/**
 * `/auth`: sign in with e-mail and password, or ask for an e-mail link. Opened from a link
 * (`?email=…&code=…`), it signs in with the link straight away.
 */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const { state } = useSession();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const [mode, setMode] = useState<Mode>('password');
  const [modeChanged, setModeChanged] = useState(false);
  const [linkEmail, setLinkEmail] = useState('');
  usePageTitle(t('title'));

  const email = params.get('email');
  const code = params.get('code');
  const link = useMemo(() => (email && code ? { email, code } : null), [email, code]);
  const passwordReset = (location.state as SignInPageState | null)?.passwordReset === true;

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'authenticated') return <Navigate to={paths.dashboard} replace />;

  const switchTo = (next: Mode) => {
    setMode(next);
    setModeChanged(true);
  };

  if (link) {
    return (
      <section className="page page--narrow auth-page" aria-labelledby="sign-in-heading">
        <div className="card card--form">
          <h1 id="sign-in-heading">{t('emailLink.landingHeading')}</h1>
          <EmailLinkLanding
            link={link}
            onRequestNewLink={(address) => {
              setLinkEmail(address);
              switchTo('email-link');
              // The used-up link leaves the address bar, so a reload does not try it again.
              setParams({}, { replace: true });
            }}
          />
        </div>
      </section>
    );
  }

  return (
    <section className="page page--narrow auth-page" aria-labelledby="sign-in-heading">
      <div className="card card--form">
        <h1 id="sign-in-heading">{t('heading')}</h1>
        {passwordReset && (
          <div className="alert" role="status" data-testid="password-reset-done">
            <p>{t('passwordChanged')}</p>
          </div>
        )}
        {mode === 'password' ? (
          <>
            <p className="muted">{t('lead')}</p>
            <SignInFormView autoFocus={modeChanged} />
            <p className="auth-page__alternative">
              <Link to={paths.resetPassword}>{t('forgotPassword')}</Link>
            </p>
            <p className="auth-page__alternative">
              <button type="button" className="button button--ghost" onClick={() => switchTo('email-link')}>
                {t('modes.useEmailLink')}
              </button>
            </p>
          </>
        ) : (
          <>
            <EmailLinkRequestForm initialEmail={linkEmail} autoFocus={modeChanged} />
            <p className="auth-page__alternative">
              <button type="button" className="button button--ghost" onClick={() => switchTo('password')}>
                {t('modes.usePassword')}
              </button>
            </p>
          </>
        )}
        <p className="auth-page__alternative">
          {t('noAccount')} <Link to={paths.signUp}>{t('signUpLink')}</Link>
        </p>
      </div>
    </section>
  );
}

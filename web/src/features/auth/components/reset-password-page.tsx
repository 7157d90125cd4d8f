import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { resetLinkFrom } from '../reset-password-schema';
import { NewPasswordFormView } from './new-password-form';
import { ResetRequestFormView } from './reset-request-form';
import { paths } from '../../../lib/paths/paths';

/**
 * `/reset-password` (docs/requirements.md#r2-2 "reset via link"): without a link, ask for the reset e-mail;
 * opened from the e-mail's link (`?email=…&code=…`), choose the new password. A link with a missing or
 * malformed part is an Invalid Reset Link (docs/requirements.md#r8-2).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  usePageTitle(t('resetPassword.title'));

  const hasLinkPart = params.has('email') || params.has('code');
  const link = useMemo(() => resetLinkFrom(params), [params]);

  return (
    <section className="page page--narrow auth-page" aria-labelledby="reset-password-heading">
      <div className="card card--form">
        {link ? (
          <>
            <h1 id="reset-password-heading">{t('resetPassword.newPassword.heading')}</h1>
            <NewPasswordFormView link={link} />
          </>
        ) : (
          <>
            <h1 id="reset-password-heading">{t('resetPassword.heading')}</h1>
            {hasLinkPart && <InvalidResetLink />}
            <ResetRequestFormView initialEmail={params.get('email') ?? ''} />
          </>
        )}
        <p className="auth-page__alternative">
          <Link to={paths.signIn}>{t('resetPassword.backToSignIn')}</Link>
        </p>
      </div>
    </section>
  );
}

/** docs/requirements.md#r8-2 "Invalid Reset Link": invalid, missing or expired. */
export function InvalidResetLink() {
  const { t } = useTranslation('auth');
  return (
    <div className="alert alert--error" role="alert" data-testid="invalid-reset-link">
      <p className="alert__title">{t('resetPassword.invalidLink.title')}</p>
      <p>{t('resetPassword.invalidLink.body')}</p>
    </div>
  );
}

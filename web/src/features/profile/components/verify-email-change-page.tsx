import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { PageLoader } from '../../../components/page-loader';
import { confirmEmailVerificationCode } from '../../../lib/amplify/email-verification';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useSession } from '../../../lib/session/session-context';
import { showToast } from '../../../lib/toast/toast-store';
import { cognitoErrorName } from '../api/account-security';
import { profileToastKey } from '../hooks/use-save-user';
import { paths } from '../../../lib/paths/paths';

/** `/verify-email-change`: confirms a new e-mail address with the code Cognito sent to it. */
export default function VerifyEmailChangePage() {
  const { t } = useTranslation('profile');
  const { state, refresh } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<'codeMismatch' | 'codeExpired' | 'failed' | null>(null);
  usePageTitle(t('verifyEmail.title'));

  if (state.status === 'loading') return <PageLoader />;
  const codeProblem = /^\d{6}$/.test(code.trim()) ? null : 'codeInvalid';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (codeProblem) return;
    setPending(true);
    setFailure(null);
    try {
      await confirmEmailVerificationCode(code.trim());
      // A new token carries the new address; `me` then brings the user item in step.
      await refresh({ forceRefresh: true });
      showToast({ variant: 'success', title: profileToastKey('toasts.emailChanged') });
      void navigate(paths.profileTab('profile'));
    } catch (error) {
      const name = cognitoErrorName(error);
      setFailure(
        name === 'CodeMismatchException'
          ? 'codeMismatch'
          : name === 'ExpiredCodeException'
            ? 'codeExpired'
            : 'failed',
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="page page--narrow" aria-labelledby="verify-email-heading">
      <h1 id="verify-email-heading">{t('verifyEmail.title')}</h1>
      <p>{t('verifyEmail.lead', { email: searchParams.get('email') ?? t('verifyEmail.newAddress') })}</p>
      <form className="form card card--form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {failure && (
          <div className="alert alert--error" role="alert">
            <p>{t(`verifyEmail.errors.${failure}`)}</p>
          </div>
        )}
        <TextField
          id="verify-email-code"
          label={t('verifyEmail.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={touched && codeProblem ? t('verifyEmail.errors.codeInvalid') : undefined}
          onChange={(event) => setCode(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <button type="submit" className="button button--primary" disabled={pending}>
          {pending ? t('actions.saving') : t('verifyEmail.submit')}
        </button>
      </form>
      <p>
        <Link to={paths.profileTab('profile')}>{t('verifyEmail.back')}</Link>
      </p>
    </section>
  );
}

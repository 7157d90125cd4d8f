import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import * as z from 'zod';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextField } from '../../../components/form/text-field';
import { PageLoader } from '../../../components/page-loader';
import { confirmEmailVerificationCode } from '../../../lib/amplify/email-verification';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useSession } from '../../../lib/session/session-context';
import { showToast } from '../../../lib/toast/toast-store';
import { cognitoErrorName } from '../api/account-security';
import { profileToastKey } from '../hooks/use-save-user';
import { paths } from '../../../lib/paths/paths';

/** Cognito's six-digit code; the message is a key of `verifyEmail.errors.*`. */
const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'codeInvalid'),
});
const FIELDS = ['code'] as const;

/** `/verify-email-change`: confirms a new e-mail address with the code Cognito sent to it. */
export default function VerifyEmailChangePage() {
  const { t } = useTranslation('profile');
  const { state, refresh } = useSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useSchemaForm({
    idPrefix: 'verify-email',
    initial: { code: '' },
    fields: FIELDS,
    schema: codeSchema,
    message: (key) => (key ? t(`verifyEmail.errors.${key}` as 'verifyEmail.errors.codeInvalid') : undefined),
  });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<'codeMismatch' | 'codeExpired' | 'failed' | null>(null);
  usePageTitle(t('verifyEmail.title'));

  if (state.status === 'loading') return <PageLoader />;

  const confirm = async (code: string) => {
    setPending(true);
    setFailure(null);
    try {
      await confirmEmailVerificationCode(code);
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
      <form
        className="form card card--form"
        noValidate
        onSubmit={form.onSubmit(({ code }) => void confirm(code))}
      >
        <SaveErrorAlert error={failure} title={failure ? t(`verifyEmail.errors.${failure}`) : ''} />
        <TextField
          {...form.fieldProps('code')}
          label={t('verifyEmail.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
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

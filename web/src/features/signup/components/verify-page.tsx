import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import * as z from 'zod';
import { SaveErrorAlert } from '../../../components/form/save-error-alert';
import { TextField } from '../../../components/form/text-field';
import { PageLoader } from '../../../components/page-loader';
import { useSchemaForm } from '../../../lib/form/use-schema-form';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useSession } from '../../../lib/session/session-context';
import { showToast } from '../../../lib/toast/toast-store';
import { VERIFICATION_CODE_PATTERN } from '../api/verification-errors';
import {
  useConfirmVerificationCode,
  useEmailVerifiedClaim,
  useSendVerificationCode,
} from '../hooks/use-email-verification';
import { paths } from '../../../lib/paths/paths';

/** Where a verified user goes; the app's profile-completion guard may send them on to /profile. */
const AFTER_VERIFICATION_PATH = paths.dashboard;

/** The code Cognito e-mailed; messages are keys of `verify.*` in the signup namespace. */
const verifyCodeSchema = z.object({
  code: z.string().trim().min(1, 'codeRequired').regex(VERIFICATION_CODE_PATTERN, 'codeInvalid'),
});
const VERIFY_FIELDS = ['code'] as const;

function VerifyCodeForm({ email }: { email: string }) {
  const { t } = useTranslation('signup');
  const navigate = useNavigate();
  const { refresh } = useSession();
  const send = useSendVerificationCode();
  const confirm = useConfirmVerificationCode();
  const { mutate: sendCode } = send;
  const form = useSchemaForm({
    idPrefix: 'verify',
    initial: { code: '' },
    fields: VERIFY_FIELDS,
    schema: verifyCodeSchema,
    message: (key) => (key ? t(`verify.${key}` as 'verify.codeRequired') : undefined),
  });
  const sentOnArrival = useRef(false);

  // One code on arrival; a StrictMode double effect or a re-render must not send a second one.
  useEffect(() => {
    if (sentOnArrival.current) return;
    sentOnArrival.current = true;
    sendCode();
  }, [sendCode]);

  const onSubmit = form.onSubmit(({ code }) =>
    confirm.mutate(code, {
      onSuccess: async () => {
        // A new token carries email_verified; the server and the guard see the change at once.
        await refresh({ forceRefresh: true });
        showToast({
          variant: 'success',
          title: 'toasts.emailVerified.title',
          description: 'toasts.emailVerified.description',
        });
        navigate(AFTER_VERIFICATION_PATH, { replace: true });
      },
    }),
  );

  return (
    <>
      <p className="muted" role="status" data-testid="verify-send-status">
        {send.isPending
          ? t('verify.sending')
          : send.isSuccess
            ? t('verify.sent', { destination: send.data ?? email })
            : null}
      </p>
      <SaveErrorAlert
        testId="verify-send-error"
        error={send.error}
        title={t('verify.sendFailed')}
        detail={send.error && t(`verify.errors.${send.error.failure}`)}
      />
      <form
        className="form"
        noValidate
        onSubmit={onSubmit}
        aria-describedby={confirm.isError ? 'verify-error' : undefined}
      >
        <SaveErrorAlert
          id="verify-error"
          testId="verify-error"
          error={confirm.error}
          title={t('verify.confirmFailed')}
          detail={confirm.error && t(`verify.errors.${confirm.error.failure}`)}
        />
        <TextField
          {...form.fieldProps('code')}
          label={t('verify.codeLabel')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <div className="button-row">
          <button type="submit" className="button button--primary" disabled={confirm.isPending}>
            {confirm.isPending ? t('verify.confirming') : t('verify.confirm')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={send.isPending}
            onClick={() => sendCode()}
          >
            {t('verify.resend')}
          </button>
        </div>
      </form>
    </>
  );
}

/**
 * `/verify`: confirms the signed-in user's e-mail address with the code Cognito e-mails
 * (docs/requirements.md#r2-2); a visitor is asked to sign in first, and an address already verified goes on.
 */
export default function VerifyPage() {
  const { t } = useTranslation('signup');
  const { state } = useSession();
  const signedIn = state.status === 'authenticated';
  const verified = useEmailVerifiedClaim(signedIn);
  usePageTitle(t('verify.title'));

  let content;
  if (state.status === 'loading' || (signedIn && verified.isPending)) {
    content = <PageLoader />;
  } else if (state.status === 'unauthenticated') {
    content = (
      <div className="stack" data-testid="verify-sign-in-first">
        <p>{t('verify.signInFirst')}</p>
        <p>
          <Link to={paths.signIn} className="button button--primary">
            {t('invitation.signInLink')}
          </Link>
        </p>
      </div>
    );
  } else if (verified.data === true) {
    content = (
      <div className="stack" data-testid="verify-already-verified">
        <p>{t('verify.alreadyVerified')}</p>
        <p>
          <Link to={AFTER_VERIFICATION_PATH} className="button button--primary">
            {t('verify.continue')}
          </Link>
        </p>
      </div>
    );
  } else {
    content = (
      <>
        <p className="muted">{t('verify.lead')}</p>
        <VerifyCodeForm email={state.user.email} />
      </>
    );
  }

  return (
    <section className="page page--narrow auth-page" aria-labelledby="verify-heading">
      <div className="card card--form">
        <h1 id="verify-heading">{t('verify.heading')}</h1>
        {content}
      </div>
    </section>
  );
}

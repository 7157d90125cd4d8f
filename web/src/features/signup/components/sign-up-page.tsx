import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { requiresPhoneNumber } from '#shared/users/profile-completion';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { INVITATION_QUERY_PARAMETER } from '../../../lib/invitations/invitation-token';
import { useInvitationValidation } from '../../../lib/invitations/use-invitation-validation';
import type { SignUpKind } from '../sign-up-form-schema';
import { signUpKindFor, signUpPathFor } from '../sign-up-routing';
import { InvitationNotice } from './invitation-notice';
import { SignUpForm, type SignUpFormProps } from './sign-up-form';
import { paths } from '../../../lib/paths/paths';

/**
 * A sign-up form page: checks the invitation in `?invitation=`, sends an invitation meant for the
 * other form there (the role is the invitation's, not the page's), and shows the role it grants.
 */
export function SignUpPage({
  kind,
  variant = 'standard',
}: {
  kind: SignUpKind;
  variant?: SignUpFormProps['variant'];
}) {
  const { t } = useTranslation('signup');
  const { t: tCommon } = useTranslation();
  const [searchParams] = useSearchParams();
  const invitation = useInvitationValidation(searchParams.get(INVITATION_QUERY_PARAMETER));
  usePageTitle(t(`form.${kind}.title`));

  if (invitation.kind === 'valid' && signUpKindFor(invitation.role) !== kind) {
    return <Navigate to={signUpPathFor(invitation.role, invitation.token)} replace />;
  }

  return (
    <section className="page page--narrow auth-page" aria-labelledby="sign-up-heading">
      <div className="card card--form">
        <h1 id="sign-up-heading">{t(`form.${kind}.heading`)}</h1>
        {invitation.kind === 'checking' && <PageLoader />}
        {invitation.kind === 'valid' && (
          <>
            <p className="muted">{t(`form.${kind}.lead`)}</p>
            <p className="invited-role" data-testid="invited-role" data-role={invitation.role}>
              {t('form.invitedAs')} <span className="tag">{tCommon(`roles.${invitation.role}`)}</span>
            </p>
            <SignUpForm
              kind={kind}
              phone={requiresPhoneNumber({ role: invitation.role }) ? 'required' : 'optional'}
              variant={variant}
              invitationToken={invitation.token}
            />
          </>
        )}
        {invitation.kind !== 'checking' && invitation.kind !== 'valid' && (
          <InvitationNotice
            problem={invitation.kind}
            onRetry={invitation.kind === 'error' ? invitation.retry : undefined}
          >
            <p>
              <Link to={paths.signUp} className="button button--ghost">
                {t('invitation.pasteLink')}
              </Link>
            </p>
          </InvitationNotice>
        )}
      </div>
    </section>
  );
}

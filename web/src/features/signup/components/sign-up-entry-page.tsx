import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { INVITATION_QUERY_PARAMETER } from '../../../lib/invitations/invitation-token';
import { useInvitationValidation } from '../../../lib/invitations/use-invitation-validation';
import { signUpPathFor } from '../sign-up-routing';
import { InvitationNotice } from './invitation-notice';
import { InvitationTokenForm } from './invitation-token-form';

/**
 * `/signup`: the door of the invitation-only beta. With `?invitation=` it checks the token and
 * opens the form for the invitation's role; without one it explains the beta and takes a pasted
 * link or token.
 */
export default function SignUpEntryPage() {
  const { t } = useTranslation('signup');
  const [searchParams, setSearchParams] = useSearchParams();
  const input = searchParams.get(INVITATION_QUERY_PARAMETER);
  const invitation = useInvitationValidation(input);
  usePageTitle(t('entry.title'));

  if (invitation.kind === 'valid') {
    return <Navigate to={signUpPathFor(invitation.role, invitation.token)} replace />;
  }

  return (
    <section className="page page--narrow auth-page" aria-labelledby="sign-up-entry-heading">
      <div className="card card--form">
        <h1 id="sign-up-entry-heading">{t('entry.heading')}</h1>
        <p className="muted">{t('entry.lead')}</p>
        {invitation.kind === 'checking' ? (
          <PageLoader />
        ) : (
          <InvitationNotice
            problem={invitation.kind}
            onRetry={invitation.kind === 'error' ? invitation.retry : undefined}
          >
            <InvitationTokenForm
              onToken={(token) => setSearchParams({ [INVITATION_QUERY_PARAMETER]: token })}
            />
          </InvitationNotice>
        )}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths/paths';

export type InvitationProblem = 'missing' | 'unknown' | 'expired' | 'used' | 'error';

/**
 * Why this visitor cannot sign up with what they have (docs/requirements.md#r8-2 "Failed to validate
 * invitation token" family), and the way on: the waitlist at /requestAccess. `children` adds a way to try
 * another token.
 */
export function InvitationNotice({
  problem,
  onRetry,
  children,
}: {
  problem: InvitationProblem;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('signup');
  const isError = problem !== 'missing';
  return (
    <div className="stack" data-testid="invitation-notice" data-problem={problem}>
      <div
        className={`alert ${isError ? 'alert--error' : 'alert--info'}`}
        role={isError ? 'alert' : undefined}
      >
        <p className="alert__title">{t(`invitation.${problem}.title`)}</p>
        <p>{t(`invitation.${problem}.body`)}</p>
      </div>
      {onRetry && (
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('invitation.retry')}
        </button>
      )}
      {children}
      <p className="muted">
        {t('invitation.waitlistLead')}{' '}
        <Link to={paths.requestAccess} data-testid="request-access-link">
          {t('invitation.waitlistLink')}
        </Link>
      </p>
      <p className="muted">
        {t('invitation.haveAccount')} <Link to={paths.signIn}>{t('invitation.signInLink')}</Link>
      </p>
    </div>
  );
}

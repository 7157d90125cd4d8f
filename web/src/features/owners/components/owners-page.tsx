import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { hasAnyRole, SELLER_SIDE_ROLES } from '#shared/users/roles';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useSession } from '../../../lib/session/session-context';
import type { SessionUser } from '../../../lib/session/session-user';
import { paths } from '../../../lib/paths/paths';

/**
 * `/owners`, the Owners Club (docs/requirements.md#r2-10, docs/requirements.md#r6-6: sellers, owners and
 * admins; others go to /unauthorized). Its sections come from other features and are composed by the app
 * shell: the owner locations map and the team invitations.
 */
export default function OwnersPage({ sections }: { sections: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation('owners');
  const { state } = useSession();
  usePageTitle(t('title'));

  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'unauthenticated') return <Navigate to={paths.signIn} replace />;
  if (!hasAnyRole(state.user, SELLER_SIDE_ROLES)) return <Navigate to={paths.unauthorized} replace />;

  return (
    <section className="page" aria-labelledby="owners-heading">
      <header className="page-header">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 id="owners-heading">{t('heading')}</h1>
        <p className="muted">{t('lead')}</p>
      </header>
      <div className="stack">{sections(state.user)}</div>
    </section>
  );
}

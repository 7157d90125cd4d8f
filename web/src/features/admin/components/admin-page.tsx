import '../admin.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { Tabs } from '../../../components/tabs';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { AdminInvitations } from './admin-invitations';
import { AdminMfaNotice } from './admin-mfa-notice';
import { useAdminAccess } from '../hooks/use-admin-access';
import { AdminRoleRequests } from './admin-role-requests';
import { AdminUsers } from './admin-users';
import { AdminWaitlist } from './admin-waitlist';
import { AdminFeedback } from '../feedback/admin-feedback';
import { paths } from '../../../lib/paths/paths';

const ADMIN_TABS = ['users', 'requests', 'invitations', 'waitlist', 'feedback'] as const;
type AdminTab = (typeof ADMIN_TABS)[number];

export interface AdminPageProps {
  /** The invitation generator, supplied by the app from the invitations feature. */
  invitationGenerator?: ReactNode;
}

/**
 * `/admin`: users, role requests and the audit log, invitations, waitlist and feedback (admins only; everyone
 * else → /unauthorized); an admin without two-step sign-in is told to turn it on first
 * (docs/requirements.md#r6-7-mfa).
 */
export default function AdminPage({ invitationGenerator }: AdminPageProps) {
  const { t } = useTranslation('admin');
  const access = useAdminAccess();
  const [searchParams, setSearchParams] = useSearchParams();
  usePageTitle(t('title'));

  if (access.status === 'loading') return <PageLoader />;
  if (access.status === 'refused') return <Navigate to={paths.unauthorized} replace />;
  const asked = searchParams.get('tab');
  const selected: AdminTab = ADMIN_TABS.find((tab) => tab === asked) ?? 'users';

  return (
    <section className="page admin-page" aria-labelledby="admin-heading">
      <header className="page-header">
        <h1 id="admin-heading">{t('title')}</h1>
        <Link to={paths.adminTraining}>{t('trainingLink')}</Link>
      </header>
      {access.status === 'needsMfa' ? (
        <AdminMfaNotice />
      ) : (
        <Tabs
          idPrefix="admin"
          label={t('tabs.label')}
          tabs={ADMIN_TABS.map((tab) => ({ id: tab, label: t(`tabs.${tab}`) }))}
          selected={selected}
          onSelect={(tab) => setSearchParams({ tab }, { replace: true })}
        >
          {selected === 'users' && <AdminUsers currentUserId={access.user.userId} />}
          {selected === 'requests' && <AdminRoleRequests />}
          {selected === 'invitations' && <AdminInvitations generator={invitationGenerator} />}
          {selected === 'waitlist' && <AdminWaitlist />}
          {selected === 'feedback' && <AdminFeedback />}
        </Tabs>
      )}
    </section>
  );
}

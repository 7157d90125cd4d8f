import i18next from 'i18next';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { needsProfileRedirect } from '#shared/users/profile-completion';
import { useRecentPageRecorder } from '../features/dashboard/hooks/use-recent-page-recorder';
import { useSessionUser } from '../lib/session/session-context';
import { showToast, type CommonTranslationKey } from '../lib/toast/toast-store';

/**
 * Around every page: docs/requirements.md#r4-7 profile-completion redirect (an authenticated non-admin user
 * with an incomplete profile goes to /profile?tab=<their tab>, with the "Complete Your Profile" toast), and
 * the recent-pages recorder. A fallback user (the server could not be asked) is never redirected:
 * we do not know what their profile holds.
 */
export function ProfileCompletionGuard() {
  const user = useSessionUser();
  const { pathname, search } = useLocation();
  useRecentPageRecorder();
  const destination = user && !user.validationFailed ? needsProfileRedirect(user, pathname, search) : null;

  useEffect(() => {
    if (!destination) return;
    // The toast's texts live in the profile namespace, which may not be loaded yet on this page.
    void i18next.loadNamespaces('profile').then(() =>
      showToast({
        variant: 'info',
        title: 'profile:toasts.completeProfile.title' as CommonTranslationKey,
        description: 'profile:toasts.completeProfile.description' as CommonTranslationKey,
      }),
    );
  }, [destination]);

  return destination ? <Navigate to={destination} replace /> : <Outlet />;
}

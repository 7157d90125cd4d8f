import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

// Every page is its own chunk: the first download carries only the shell.
const HomePage = lazy(() => import('../features/home/components/home-page'));
const SignInPage = lazy(() => import('../features/auth/components/sign-in-page'));
const DashboardPage = lazy(() => import('../features/dashboard/components/dashboard-page'));
const TermsPage = lazy(() => import('../features/legal/components/terms-page'));
const PrivacyPage = lazy(() => import('../features/legal/components/privacy-page'));
const AccessibilityPage = lazy(() => import('../features/legal/components/accessibility-page'));
const UnauthorizedPage = lazy(() => import('../features/status-pages/components/unauthorized-page'));
const NotFoundPage = lazy(() => import('../features/status-pages/components/not-found-page'));

/** The SPA's routes (SPEC §2); later issues add theirs here. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppLayout />,
      children: [
        {
          // Pathless so that a failing page is replaced inside the layout, header and footer kept.
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomePage /> },
            { path: 'auth', element: <SignInPage /> },
            { element: <RequireAuth />, children: [{ path: 'dashboard', element: <DashboardPage /> }] },
            { path: 'unauthorized', element: <UnauthorizedPage /> },
            { path: 'terms', element: <TermsPage /> },
            { path: 'privacy', element: <PrivacyPage /> },
            { path: 'accessibility', element: <AccessibilityPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}

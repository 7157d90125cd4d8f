import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from '../components/layout/app-layout';
import { pagePatterns } from '../lib/paths/paths';
import { DealShortLinkRedirect } from './deal-short-link-redirect';
import { FeedbackWidgetSlot } from './feedback-widget-slot';
import { loadBrowsePage, loadDealDetailPage, loadHomePage } from './page-modules';
import { PasswordSignInProvider } from './password-sign-in-provider';
import { ProfileCompletionGuard } from './profile-completion-guard';
import { RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error';

// Every page is its own chunk: the first download carries only the shell.
const HomePage = lazy(loadHomePage);
const SignInPage = lazy(() => import('../features/auth/components/sign-in-page'));
const LegacySignInPage = lazy(() => import('../features/auth/components/legacy-sign-in-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/components/reset-password-page'));
const DashboardRoute = lazy(() => import('./dashboard-route'));
const TermsPage = lazy(() => import('../features/legal/components/terms-page'));
const PrivacyPage = lazy(() => import('../features/legal/components/privacy-page'));
const AccessibilityPage = lazy(() => import('../features/legal/components/accessibility-page'));
const UnauthorizedPage = lazy(() => import('../features/status-pages/components/unauthorized-page'));
const NotFoundPage = lazy(() => import('../features/status-pages/components/not-found-page'));
const SignUpEntryPage = lazy(() => import('../features/signup/components/sign-up-entry-page'));
const BuyerSignUpPage = lazy(() => import('../features/signup/components/buyer-sign-up-page'));
const BuyerLegacySignUpPage = lazy(() => import('../features/signup/components/buyer-legacy-sign-up-page'));
const SellerSignUpPage = lazy(() => import('../features/signup/components/seller-sign-up-page'));
const SellerThankYouPage = lazy(() => import('../features/signup/components/seller-thank-you-page'));
const VerifyPage = lazy(() => import('../features/signup/components/verify-page'));
const RequestAccessPage = lazy(() => import('../features/waitlist/components/request-access-page'));
const ConfirmWaitlistEntryPage = lazy(
  () => import('../features/waitlist/components/confirm-waitlist-entry-page'),
);
const TestInvitationPage = lazy(() => import('../features/invitations/components/test-invitation-page'));
const OwnersRoute = lazy(() => import('./owners-route'));
const ProfileRoute = lazy(() => import('./profile-route'));
const VerifyEmailChangePage = lazy(() => import('../features/profile/components/verify-email-change-page'));
const AdminRoute = lazy(() => import('./admin-route'));
const BrowseDealsPage = lazy(loadBrowsePage);
const DealDetailPage = lazy(loadDealDetailPage);
const DealEditorPage = lazy(() => import('../features/deal-editor/components/deal-editor-page'));
const DealAnalyticsRoute = lazy(() => import('./deal-analytics-route'));
const DealOffersRoute = lazy(() => import('./deal-offers-route'));
const FeedbackPage = lazy(() => import('../features/feedback/components/feedback-page'));
const TrainingPage = lazy(() => import('../features/training/components/training-page'));
const TrainingLessonPage = lazy(() => import('../features/training/components/lesson-page'));
const CredentialPage = lazy(() => import('../features/credentials/components/credential-page'));
const AdminTrainingPage = lazy(() => import('../features/admin/training/admin-training-page'));
const ZipAnalyticsPage = lazy(() => import('../features/zip-analytics/components/zip-analytics-page'));
const MapDemoPage = lazy(() => import('../features/map-demo/components/map-demo-page'));
const BuyersPage = lazy(() => import('../features/demand/components/buyers-page'));

/** The SPA's routes (docs/requirements.md#r2-1); later issues add theirs here. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout floating={<FeedbackWidgetSlot />} />,
    children: [
      {
        // Pathless so that a failing page is replaced inside the layout, header and footer kept.
        // docs/requirements.md#r4-7 profile-completion redirect and the recent-pages recorder, around every
        // page.
        element: (
          <RouteErrorBoundary>
            <ProfileCompletionGuard />
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: pagePatterns.signIn, element: <SignInPage /> },
          { path: pagePatterns.legacySignIn, element: <LegacySignInPage /> },
          { path: pagePatterns.resetPassword, element: <ResetPasswordPage /> },
          {
            element: <RequireAuth />,
            children: [{ path: pagePatterns.dashboard, element: <DashboardRoute /> }],
          },
          {
            // Sign-up signs the new user in with the auth feature's sign-in.
            element: <PasswordSignInProvider />,
            children: [
              { path: pagePatterns.signUp, element: <SignUpEntryPage /> },
              { path: pagePatterns.signUpBuyer, element: <BuyerSignUpPage /> },
              { path: pagePatterns.signUpBuyerLegacy, element: <BuyerLegacySignUpPage /> },
              { path: pagePatterns.signUpSeller, element: <SellerSignUpPage /> },
            ],
          },
          { path: pagePatterns.signUpSellerThankYou, element: <SellerThankYouPage /> },
          { path: pagePatterns.verify, element: <VerifyPage /> },
          { path: pagePatterns.requestAccess, element: <RequestAccessPage /> },
          { path: pagePatterns.confirmWaitlistEntry, element: <ConfirmWaitlistEntryPage /> },
          { path: pagePatterns.testInvitation, element: <TestInvitationPage /> },
          { element: <RequireAuth />, children: [{ path: pagePatterns.owners, element: <OwnersRoute /> }] },
          // Sellers, owners and admins (docs/requirements.md#r6-6); the page sends buyers to /unauthorized.
          { element: <RequireAuth />, children: [{ path: pagePatterns.buyers, element: <BuyersPage /> }] },
          {
            element: <RequireAuth />,
            children: [
              { path: pagePatterns.profile, element: <ProfileRoute /> },
              { path: pagePatterns.verifyEmailChange, element: <VerifyEmailChangePage /> },
              { path: pagePatterns.admin, element: <AdminRoute /> },
              { path: pagePatterns.adminTraining, element: <AdminTrainingPage /> },
              // Originators and admins only; the page sends everyone else to /unauthorized.
              { path: pagePatterns.newDeal, element: <DealEditorPage /> },
              { path: pagePatterns.editDeal, element: <DealEditorPage /> },
              // Owner and admins: the API answers 403/404 to anyone else and the page shows it.
              { path: pagePatterns.dealAnalytics, element: <DealAnalyticsRoute /> },
              { path: pagePatterns.dealOffers, element: <DealOffersRoute /> },
              { path: pagePatterns.feedback, element: <FeedbackPage /> },
              // Buyers only (docs/training.md); the pages send everyone else to /unauthorized.
              { path: pagePatterns.training, element: <TrainingPage /> },
              { path: pagePatterns.trainingLesson, element: <TrainingLessonPage /> },
              // Sellers, owners and admins; the page sends everyone else to /unauthorized.
              { path: pagePatterns.zipAnalytics, element: <ZipAnalyticsPage /> },
            ],
          },
          {
            // Listings browse (docs/requirements.md#r2-3: /listings is the same page). Static segments such
            // as deals/new outrank :dealId in React Router's ranking, whatever the order here.
            element: <RequireAuth />,
            children: [
              { path: pagePatterns.deals, element: <BrowseDealsPage /> },
              { path: pagePatterns.listings, element: <BrowseDealsPage /> },
              { path: pagePatterns.dealDetail, element: <DealDetailPage /> },
            ],
          },
          // A text's short deal link, signed in or out: the deal page it is replaced by applies its own rules.
          { path: pagePatterns.dealShortLink, element: <DealShortLinkRedirect /> },
          // Public, signed in or out: a shared badge's verification link (docs/training.md "The credential").
          { path: pagePatterns.credential, element: <CredentialPage /> },
          // Public, signed in or out: the map demo draws synthetic points only and calls no API. Not among
          // the profile-completion redirect's exempt prefixes (docs/requirements.md#r4-7), like the home page.
          { path: pagePatterns.mapDemo, element: <MapDemoPage /> },
          { path: pagePatterns.unauthorized, element: <UnauthorizedPage /> },
          { path: pagePatterns.terms, element: <TermsPage /> },
          { path: pagePatterns.privacy, element: <PrivacyPage /> },
          { path: pagePatterns.accessibility, element: <AccessibilityPage /> },
          { path: pagePatterns.notFound, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The page for the current address, among `appRoutes`. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}

import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageLoader } from '../page-loader';
import { EmailVerificationReminder } from './email-verification-reminder';
import { Footer } from './footer';
import { Header } from './header';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Skip link, header, the unverified-address reminder, the current page, footer, and what floats
 * over every page (the app passes the Feedback button, docs/requirements.md#r2-13).
 */
export function AppLayout({ floating }: { floating?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent')}
      </a>
      <Header />
      <main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1}>
        <EmailVerificationReminder />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {floating}
    </div>
  );
}

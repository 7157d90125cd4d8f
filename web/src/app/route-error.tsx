import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../lib/i18n/use-page-title';
import { paths } from '../lib/paths/paths';

/** Shown in place of a page that failed to load or render (often a deploy replaced its chunk). */
export function RouteError() {
  const { t } = useTranslation();
  usePageTitle(t('errors.pageFailed.title'));
  return (
    <section className="page page--narrow status-page" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{t('errors.pageFailed.title')}</h1>
      <p>{t('errors.pageFailed.description')}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </button>
        <Link to={paths.home} className="button button--ghost">
          {t('actions.goHome')}
        </Link>
      </div>
    </section>
  );
}

interface PageErrorBoundaryProps {
  children: ReactNode;
  /** The page's address: going elsewhere shows that page again, not the error. */
  pathname: string;
}

interface PageErrorBoundaryState {
  failed: boolean;
  /** The address the state belongs to. */
  pathname: string;
}

class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState) {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Replaces the page that failed with RouteError, until the visitor goes to another address. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PageErrorBoundary pathname={pathname}>{children}</PageErrorBoundary>;
}

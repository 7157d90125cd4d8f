import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { usePageTitle } from '../lib/i18n/use-page-title';
import { paths } from '../lib/paths/paths';

/** Shown in place of a page that failed to load or render (often a deploy replaced its chunk). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageTitle(t('errors.pageFailed.title'));
  console.error(error);
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

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../../lib/session/session-context';
import { recentPageTitle } from '../recent-page-route';
import { recentPagesQueryOptions } from '../recent-pages-query';

/**
 * The user's recent pages, newest first, each worded in the current language (docs/requirements.md#r3-10, docs/requirements.md#r9-15: 10 entries).
 */
export function RecentPages() {
  const { t } = useTranslation('dashboard');
  const user = useSessionUser();
  const recent = useQuery(recentPagesQueryOptions(user?.userId ?? null));
  return (
    <article className="card" aria-labelledby="recent-pages-heading" data-testid="recent-pages">
      <h2 id="recent-pages-heading">{t('recent.heading')}</h2>
      {recent.isPending && <p className="muted">{t('recent.loading')}</p>}
      {recent.isError && (
        <p className="muted" role="alert">
          {t('recent.failed')}
        </p>
      )}
      {recent.data && recent.data.items.length === 0 && <p className="muted">{t('recent.empty')}</p>}
      {recent.data && recent.data.items.length > 0 && (
        <ol className="recent-pages">
          {recent.data.items.map((page) => (
            <li key={page.url}>
              <Link to={page.url}>{recentPageTitle(page, (key, values) => t(key as never, values))}</Link>
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}

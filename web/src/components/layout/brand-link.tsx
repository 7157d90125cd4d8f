import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths/paths';

/** The Dealflow logo, linking home (docs/requirements.md#r2-13). */
export function BrandLink() {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className="brand" aria-label={t('nav.homeLink')}>
      <svg
        className="brand__mark"
        aria-hidden="true"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        focusable="false"
      >
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M8 23V9h6.5a7 7 0 0 1 0 14H8Zm4-3.5h2.3a3.5 3.5 0 0 0 0-7H12v7Z" fill="#f5b642" />
      </svg>
      <span className="brand__name" aria-hidden="true">
        {t('appName')}
      </span>
    </Link>
  );
}

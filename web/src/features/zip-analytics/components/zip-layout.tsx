import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths/paths';

/** The ZIP page's frame: its heading and lead, the way back to the buyer map, then its sections. */
export function ZipLayout({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('zip-analytics');
  return (
    <section className="page zip-analytics" aria-labelledby="zip-analytics-heading">
      <header className="page-header">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1 id="zip-analytics-heading">{heading}</h1>
        {lead}
        <nav className="button-row" aria-label={t('links')}>
          <Link to={paths.buyers} className="button button--ghost button--small">
            {t('backToBuyers')}
          </Link>
        </nav>
      </header>
      {children}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { paths } from '../../../lib/paths/paths';

export type LegalDocumentId = 'terms' | 'privacy' | 'accessibility';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/** When the texts were last reviewed; change it with the texts. */
const LAST_UPDATED = new Date(Date.UTC(2026, 10, 20));

/** Renders one legal text of the `legal` namespace: title, date, introduction and sections. */
export function LegalDocument({ document: id }: { document: LegalDocumentId }) {
  const { t, i18n } = useTranslation('legal');
  usePageTitle(t(`${id}.title`));
  const sections = t(`${id}.sections`, { returnObjects: true }) as LegalSection[];
  const lastUpdated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    LAST_UPDATED,
  );

  return (
    <article className="page page--narrow legal" aria-labelledby="legal-heading">
      <header className="page-header">
        <h1 id="legal-heading">{t(`${id}.title`)}</h1>
        <p className="muted">{t('lastUpdated', { date: lastUpdated })}</p>
      </header>
      <p className="legal__intro">{t(`${id}.intro`)}</p>
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`legal-section-${index}`}>
          <h2 id={`legal-section-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <nav className="legal__related" aria-label={t('related')}>
        <ul>
          {(['terms', 'privacy', 'accessibility'] as const)
            .filter((other) => other !== id)
            .map((other) => (
              <li key={other}>
                <Link to={paths[other]}>{t(`${other}.title`)}</Link>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}

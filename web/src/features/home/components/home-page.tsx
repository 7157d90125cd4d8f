import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/i18n/use-page-title';
import { useSession } from '../../../lib/session/session-context';
import { paths } from '../../../lib/paths/paths';

const AUDIENCES = ['buyers', 'sellers', 'owners'] as const;
const STEPS = ['invite', 'browse', 'close'] as const;

export interface HomePageProps {
  /** The product shown beside the hero text (the app composes it from the listings feature). */
  productPreview?: ReactNode;
}

/** What Dealflow is, for whom, and where to start. */
export default function HomePage({ productPreview }: HomePageProps) {
  const { t } = useTranslation('home');
  const { state } = useSession();
  usePageTitle(t('title'));

  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-heading">
        <div className="hero__inner">
          <div className="hero__text">
            <p className="eyebrow">{t('hero.eyebrow')}</p>
            <h1 id="home-heading">{t('hero.heading')}</h1>
            <p className="hero__lead">{t('hero.lead')}</p>
            <div className="button-row">
              {state.status === 'authenticated' ? (
                <Link to={paths.dashboard} className="button button--primary button--large">
                  {t('cta.dashboard')}
                </Link>
              ) : (
                <>
                  <Link to={paths.signUp} className="button button--primary button--large">
                    {t('cta.signUp')}
                  </Link>
                  <Link to={paths.signIn} className="button button--ghost button--large">
                    {t('cta.signIn')}
                  </Link>
                </>
              )}
            </div>
            <p className="hero__note">{t('hero.betaNote')}</p>
          </div>
          {productPreview}
        </div>
      </section>

      <section className="page" aria-labelledby="audiences-heading">
        <h2 id="audiences-heading">{t('audiences.heading')}</h2>
        <ul className="card-grid">
          {AUDIENCES.map((audience) => (
            <li key={audience} className="card">
              <h3>{t(`audiences.${audience}.title`)}</h3>
              <p>{t(`audiences.${audience}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="page" aria-labelledby="steps-heading">
        <h2 id="steps-heading">{t('steps.heading')}</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3>{t(`steps.${step}.title`)}</h3>
                <p>{t(`steps.${step}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className="page" aria-labelledby="finance-heading">
        <h2 id="finance-heading">{t('finance.heading')}</h2>
        <p>{t('finance.lead')}</p>
        <dl className="finance-list">
          {(['cash', 'subjectTo', 'sellerFinance', 'hybrid', 'leaseOption'] as const).map((type) => (
            <div key={type} className="finance-list__item">
              <dt>{t(`finance.types.${type}.name`)}</dt>
              <dd>{t(`finance.types.${type}.body`)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

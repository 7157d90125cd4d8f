import { useTranslation } from 'react-i18next';
import type { ZipDemandDetail } from '#shared/demand/demand';
import { MIN_SHOWN_BUYERS } from '#shared/demand/demand-limits';
import { formatCurrency } from '../../../lib/i18n/format-currency';
import { formatDay } from '../../../lib/i18n/format-day';
import { useShownCount } from '../hooks/use-shown-count';

type Average = 'averageDownPayment' | 'averageMonthlyPayment';
const AVERAGES: readonly Average[] = ['averageDownPayment', 'averageMonthlyPayment'];

/** The ZIP's headline figures as tiles: buyers, the two averages, and when its buyers last changed. */
export function ZipFigures({ detail }: { detail: ZipDemandDetail }) {
  const { t, i18n } = useTranslation('zip-analytics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const shownCount = useShownCount();
  const { figures, updatedAt } = detail;
  return (
    <dl className="zip-tiles" data-testid="zip-figures">
      <div className="zip-tiles__item" data-testid="figure-buyers">
        <dt>{t('figures.buyers')}</dt>
        <dd>{shownCount(figures.buyers)}</dd>
      </div>
      {AVERAGES.map((average) => {
        const value = figures[average];
        return (
          <div key={average} className="zip-tiles__item" data-testid={`figure-${average}`}>
            <dt>{t(`figures.${average}`)}</dt>
            {value === null ? (
              <>
                <dd aria-hidden="true">{t('noValue')}</dd>
                <dd className="zip-tiles__note">{t('figures.averageHidden', { min: MIN_SHOWN_BUYERS })}</dd>
              </>
            ) : (
              <dd>{formatCurrency(value, language)}</dd>
            )}
          </div>
        );
      })}
      <div className="zip-tiles__item" data-testid="figure-updatedAt">
        <dt>{t('figures.lastUpdated')}</dt>
        <dd className={updatedAt === null ? 'zip-tiles__text' : undefined}>
          {updatedAt === null ? t('figures.noBuyersYet') : formatDay(updatedAt, language, 'long')}
        </dd>
      </div>
    </dl>
  );
}

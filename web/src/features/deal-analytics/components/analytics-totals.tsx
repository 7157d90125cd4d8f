import { useTranslation } from 'react-i18next';
import type { DealAnalytics } from '#shared/deals/deal-api';
import { ANALYTICS_SERIES } from '../analytics-series';

/** The listing's totals since it was listed, one tile per series. */
export function AnalyticsTotals({ totals }: { totals: DealAnalytics['totals'] }) {
  const { t, i18n } = useTranslation('deal-analytics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <dl className="analytics-totals" data-testid="analytics-totals">
      {ANALYTICS_SERIES.map((series) => (
        <div key={series} className="analytics-totals__item" data-testid={`total-${series}`}>
          <dt>{t(`series.${series}`)}</dt>
          <dd>{totals[series].toLocaleString(language)}</dd>
        </div>
      ))}
    </dl>
  );
}

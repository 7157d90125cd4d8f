import { useTranslation } from 'react-i18next';
import type { DealActivityDay } from '#shared/deals/deal-api';
import { formatDay } from '../../../lib/i18n/format-day';
import { ANALYTICS_SERIES } from '../analytics-series';

/** The charts' numbers as a table, for screen readers only (the charts show the same, drawn). */
export function ActivityTable({ daily }: { daily: readonly DealActivityDay[] }) {
  const { t, i18n } = useTranslation('deal-analytics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="visually-hidden">
      <table data-testid="activity-table">
        <caption>{t('table.caption', { days: daily.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.day')}</th>
            {ANALYTICS_SERIES.map((series) => (
              <th key={series} scope="col">
                {t(`series.${series}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date, language, 'long')}</th>
              {ANALYTICS_SERIES.map((series) => (
                <td key={series}>{day[series].toLocaleString(language)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { ZipDemandDetail } from '#shared/demand/demand';
import { MIN_SHOWN_BUYERS } from '#shared/demand/demand-limits';
import { BarChart } from '../../../components/chart/bar-chart';
import { formatMonth } from '../../../lib/i18n/format-day';
import { useShownCount } from '../hooks/use-shown-count';

/**
 * Buyers per month from the monthly snapshots, oldest first: a bar chart (a withheld month hatched
 * up to 10, never a number) and the same figures as a table for screen readers.
 */
export function ZipTrend({ trend }: { trend: ZipDemandDetail['trend'] }) {
  const { t, i18n } = useTranslation('zip-analytics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const shownCount = useShownCount();
  const latest = trend.at(-1);
  if (!latest) return <p className="muted">{t('trend.empty')}</p>;

  const months = trend.length;
  return (
    <>
      <BarChart
        label={t('trend.label')}
        modifier="buyers"
        testId="zip-trend-chart"
        title={t('trend.title', { months })}
        desc={t('trend.desc', {
          buyers: shownCount(latest.buyers),
          month: formatMonth(latest.month, language, 'long'),
        })}
        xAxis={t('trend.xAxis')}
        yAxis={t('trend.yAxis')}
        hiddenUpTo={MIN_SHOWN_BUYERS - 1}
        points={trend.map((point) => ({
          key: point.month,
          label: formatMonth(point.month, language),
          tooltip: `${formatMonth(point.month, language)}: ${shownCount(point.buyers)}`,
          value: point.buyers,
        }))}
      />
      <div className="visually-hidden">
        <table data-testid="zip-trend-table">
          <caption>{t('trend.caption', { months })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trend.month')}</th>
              <th scope="col">{t('trend.buyers')}</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((point) => (
              <tr key={point.month}>
                <th scope="row">{formatMonth(point.month, language, 'long')}</th>
                <td>{shownCount(point.buyers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

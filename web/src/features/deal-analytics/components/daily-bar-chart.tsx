import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/chart/bar-chart';
import { formatDay } from '../../../lib/i18n/format-day';

export interface DailyBarChartProps {
  /** The series' name, e.g. "Views": the chart's caption and the start of its title. */
  label: string;
  /** Modifier of the bar colour class (`bar-chart--<series>`). */
  series: string;
  /** Calendar days (YYYY-MM-DD), oldest first, one per value. */
  days: readonly string[];
  values: readonly number[];
}

/**
 * One series of a listing's activity as a bar per day, summarised by its total and busiest day. The
 * numbers themselves are in the page's visually-hidden table, so screen readers get them once, not
 * five times over.
 */
export function DailyBarChart({ label, series, days, values }: DailyBarChartProps) {
  const { t, i18n } = useTranslation('deal-analytics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const total = values.reduce((sum, value) => sum + value, 0);
  const busiest = values.reduce((best, value, index) => (value > (values[best] ?? 0) ? index : best), 0);

  return (
    <BarChart
      label={label}
      summary={total.toLocaleString(language)}
      modifier={series}
      testId={`chart-${series}`}
      title={t('chart.title', { series: label, days: days.length })}
      desc={
        total === 0
          ? t('chart.descEmpty')
          : t('chart.desc', {
              total: total.toLocaleString(language),
              max: (values[busiest] ?? 0).toLocaleString(language),
              day: formatDay(days[busiest] ?? '', language, 'long'),
            })
      }
      xAxis={t('chart.xAxis')}
      yAxis={t('chart.yAxis')}
      points={days.map((day, index) => ({
        key: day,
        label: formatDay(day, language),
        tooltip: `${formatDay(day, language)}: ${values[index] ?? 0}`,
        value: values[index] ?? 0,
      }))}
    />
  );
}

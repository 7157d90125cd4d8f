import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { axisTicks, barsFor, niceMax, yOf, type PlotArea } from '../chart-geometry';
import { formatDay } from '../format-day';

const WIDTH = 320;
const HEIGHT = 180;
const PLOT: PlotArea = { left: 40, top: 10, width: WIDTH - 48, height: 122 };
const X_LABELS_Y = PLOT.top + PLOT.height + 16;

export interface DailyBarChartProps {
  /** The series' name, e.g. "Views": the chart's caption and the start of its title. */
  label: string;
  /** Modifier of the bar colour class (`activity-chart--<series>`). */
  series: string;
  /** Calendar days (YYYY-MM-DD), oldest first, one per value. */
  days: readonly string[];
  values: readonly number[];
}

/**
 * One series of a listing's activity as a bar per day: an SVG that scales to its container, named
 * by its <title> and summarised by its <desc> (total and busiest day). The numbers themselves are in
 * the page's visually-hidden table, so screen readers get them once, not five times over.
 */
export function DailyBarChart({ label, series, days, values }: DailyBarChartProps) {
  const { t, i18n } = useTranslation('deal-analytics');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const descId = useId();
  const max = niceMax(values);
  const bars = barsFor(values, max, PLOT);
  const total = values.reduce((sum, value) => sum + value, 0);
  const busiest = values.reduce((best, value, index) => (value > (values[best] ?? 0) ? index : best), 0);
  const labelledDays = [0, Math.floor((days.length - 1) / 2), days.length - 1].filter(
    (index, position, all) => days[index] !== undefined && all.indexOf(index) === position,
  );
  const anchorOf = (index: number) => (index === 0 ? 'start' : index === days.length - 1 ? 'end' : 'middle');

  return (
    <figure className={`activity-chart activity-chart--${series}`} data-testid={`chart-${series}`}>
      <figcaption className="activity-chart__caption">
        <span>{label}</span>
        <span className="activity-chart__total">{total.toLocaleString(language)}</span>
      </figcaption>
      <svg
        className="activity-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{t('chart.title', { series: label, days: days.length })}</title>
        <desc id={descId}>
          {total === 0
            ? t('chart.descEmpty')
            : t('chart.desc', {
                total: total.toLocaleString(language),
                max: (values[busiest] ?? 0).toLocaleString(language),
                day: formatDay(days[busiest] ?? '', language, 'long'),
              })}
        </desc>
        {axisTicks(max).map((tick) => {
          const y = yOf(tick, max, PLOT);
          return (
            <g key={tick} className="activity-chart__tick">
              <line x1={PLOT.left} x2={PLOT.left + PLOT.width} y1={y} y2={y} />
              <text x={PLOT.left - 6} y={y} dominantBaseline="middle" textAnchor="end">
                {tick.toLocaleString(language)}
              </text>
            </g>
          );
        })}
        <text
          className="activity-chart__axis-title"
          transform={`translate(10 ${PLOT.top + PLOT.height / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          {t('chart.yAxis')}
        </text>
        {bars.map((bar, index) => (
          <rect
            key={days[index]}
            className="activity-chart__bar"
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
          >
            <title>{`${formatDay(days[index] ?? '', language)}: ${values[index] ?? 0}`}</title>
          </rect>
        ))}
        <line
          className="activity-chart__baseline"
          x1={PLOT.left}
          x2={PLOT.left + PLOT.width}
          y1={PLOT.top + PLOT.height}
          y2={PLOT.top + PLOT.height}
        />
        {labelledDays.map((index) => {
          const bar = bars[index];
          if (!bar) return null;
          const anchor = anchorOf(index);
          const x = anchor === 'start' ? bar.x : anchor === 'end' ? bar.x + bar.width : bar.x + bar.width / 2;
          return (
            <text key={index} className="activity-chart__day" x={x} y={X_LABELS_Y} textAnchor={anchor}>
              {formatDay(days[index] ?? '', language)}
            </text>
          );
        })}
        <text
          className="activity-chart__axis-title"
          x={PLOT.left + PLOT.width / 2}
          y={HEIGHT - 4}
          textAnchor="middle"
        >
          {t('chart.xAxis')}
        </text>
      </svg>
    </figure>
  );
}

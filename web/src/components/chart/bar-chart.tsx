import './bar-chart.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { axisTicks, barsFor, niceMax, yOf, type PlotArea } from './chart-geometry';

const WIDTH = 320;
const HEIGHT = 180;
const PLOT: PlotArea = { left: 40, top: 10, width: WIDTH - 48, height: 122 };
const X_LABELS_Y = PLOT.top + PLOT.height + 16;

/** One bar: its axis label, its tooltip, and its value (null: hidden, see `hiddenUpTo`). */
export interface BarChartPoint {
  key: string;
  /** Short text under the axis (only the first, middle and last bars are labelled). */
  label: string;
  /** The bar's tooltip, e.g. "Mar 5: 9". */
  tooltip: string;
  value: number | null;
}

export interface BarChartProps {
  /** The series' name: the chart's caption. */
  label: string;
  /** Beside the caption, e.g. the series' total. */
  summary?: string;
  /** Modifier of the chart's class (`bar-chart--<modifier>`), which sets the bar colour. */
  modifier: string;
  /** The SVG's accessible name and description. */
  title: string;
  desc: string;
  xAxis: string;
  yAxis: string;
  points: readonly BarChartPoint[];
  /**
   * A null value is a count withheld as "1 to this" (the small-count rule): its bar is drawn hatched
   * up to it, so the chart never shows a number the page does not.
   */
  hiddenUpTo?: number;
  testId?: string;
}

/** Characters `url(#…)` takes as they are (useId's own may not be). */
const svgSafeId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '');

/**
 * A bar per point in plain SVG (no chart library: the bundle budget is tight) that scales to its
 * container, named by its <title> and summarised by its <desc>. The numbers themselves belong in a
 * visually-hidden table beside it, so screen readers read them once.
 */
export function BarChart(props: BarChartProps) {
  const { label, summary, modifier, title, desc, xAxis, yAxis, points, hiddenUpTo = 0, testId } = props;
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const titleId = useId();
  const descId = useId();
  const hatchId = svgSafeId(`hatch${useId()}`);
  const drawn = points.map((point) => point.value ?? hiddenUpTo);
  const max = niceMax(drawn);
  const bars = barsFor(drawn, max, PLOT);
  const labelled = [0, Math.floor((points.length - 1) / 2), points.length - 1].filter(
    (index, position, all) => points[index] !== undefined && all.indexOf(index) === position,
  );
  const anchorOf = (index: number) =>
    index === 0 ? 'start' : index === points.length - 1 ? 'end' : 'middle';

  return (
    <figure className={`bar-chart bar-chart--${modifier}`} data-testid={testId}>
      <figcaption className="bar-chart__caption">
        <span>{label}</span>
        {summary !== undefined && <span className="bar-chart__summary">{summary}</span>}
      </figcaption>
      <svg
        className="bar-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{desc}</desc>
        <defs>
          <pattern
            id={hatchId}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <line className="bar-chart__hatch-line" x1="0" y1="0" x2="0" y2="6" />
          </pattern>
        </defs>
        {axisTicks(max).map((tick) => {
          const y = yOf(tick, max, PLOT);
          return (
            <g key={tick} className="bar-chart__tick">
              <line x1={PLOT.left} x2={PLOT.left + PLOT.width} y1={y} y2={y} />
              <text x={PLOT.left - 6} y={y} dominantBaseline="middle" textAnchor="end">
                {tick.toLocaleString(language)}
              </text>
            </g>
          );
        })}
        <text
          className="bar-chart__axis-title"
          transform={`translate(10 ${PLOT.top + PLOT.height / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          {yAxis}
        </text>
        {bars.map((bar, index) => {
          const point = points[index];
          const hidden = point?.value === null;
          return (
            <rect
              key={point?.key ?? index}
              className={hidden ? 'bar-chart__bar bar-chart__bar--hidden' : 'bar-chart__bar'}
              x={bar.x}
              y={bar.y}
              width={bar.width}
              height={bar.height}
              // Inline: the stylesheet's fill would override a fill attribute.
              style={hidden ? { fill: `url(#${hatchId})` } : undefined}
            >
              <title>{point?.tooltip}</title>
            </rect>
          );
        })}
        <line
          className="bar-chart__baseline"
          x1={PLOT.left}
          x2={PLOT.left + PLOT.width}
          y1={PLOT.top + PLOT.height}
          y2={PLOT.top + PLOT.height}
        />
        {labelled.map((index) => {
          const bar = bars[index];
          if (!bar) return null;
          const anchor = anchorOf(index);
          const x = anchor === 'start' ? bar.x : anchor === 'end' ? bar.x + bar.width : bar.x + bar.width / 2;
          return (
            <text key={index} className="bar-chart__x-label" x={x} y={X_LABELS_Y} textAnchor={anchor}>
              {points[index]?.label}
            </text>
          );
        })}
        <text
          className="bar-chart__axis-title"
          x={PLOT.left + PLOT.width / 2}
          y={HEIGHT - 4}
          textAnchor="middle"
        >
          {xAxis}
        </text>
      </svg>
    </figure>
  );
}

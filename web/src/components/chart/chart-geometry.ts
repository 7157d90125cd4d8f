/**
 * The arithmetic of the bar charts, kept apart from the SVG so it can be tested: a "nice"
 * top of the value axis, its ticks, and where each bar goes.
 */

/** The smallest of 1, 2, 5 × 10ⁿ (at least 1) that is ≥ the largest value, so ticks are round numbers. */
export function niceMax(values: readonly number[]): number {
  const largest = Math.max(0, ...values);
  if (largest <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= largest) ?? 10;
  return step * magnitude;
}

/** Round tick values from 0 to max (a niceMax): the smallest 1, 2 or 5 × 10ⁿ step giving at most `maxIntervals` intervals. */
export function axisTicks(max: number, maxIntervals = 5): number[] {
  let step = 1;
  for (let power = 1; ; power *= 10) {
    const found = [1, 2, 5]
      .map((factor) => factor * power)
      .find((candidate) => max / candidate <= maxIntervals);
    if (found !== undefined) {
      step = found;
      break;
    }
  }
  const ticks: number[] = [];
  for (let value = 0; value <= max; value += step) ticks.push(value);
  return ticks;
}

export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One bar per value, side by side across the plot, heights scaled to `max` (gap as a share of each slot). */
export function barsFor(values: readonly number[], max: number, area: PlotArea, gapShare = 0.25): Bar[] {
  if (values.length === 0) return [];
  const slot = area.width / values.length;
  const width = slot * (1 - gapShare);
  return values.map((value, index) => {
    const height = max > 0 ? (Math.max(0, value) / max) * area.height : 0;
    return {
      x: area.left + index * slot + (slot - width) / 2,
      y: area.top + area.height - height,
      width,
      height,
    };
  });
}

/** The y coordinate of a value on the axis. */
export function yOf(value: number, max: number, area: PlotArea): number {
  return area.top + area.height - (max > 0 ? (value / max) * area.height : 0);
}

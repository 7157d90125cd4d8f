/** The arithmetic behind the map demo's figures, apart from the browser so it can be tested. */

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * Frames per second from the timestamps (ms) of consecutive frames: the frames after the first,
 * over the time from the first to the last. Null with fewer than two frames or no time between them.
 */
export function framesPerSecond(frameTimes: readonly number[]): number | null {
  if (frameTimes.length < 2) return null;
  const elapsed = (frameTimes[frameTimes.length - 1] as number) - (frameTimes[0] as number);
  return elapsed > 0 ? ((frameTimes.length - 1) * 1000) / elapsed : null;
}

/** Chromium's non-standard heap figure; other browsers have none. */
interface PerformanceWithMemory {
  memory?: { usedJSHeapSize?: number };
}

/** The page's used JavaScript heap in bytes, or null where the browser does not report it. */
export function usedHeapBytes(performanceObject: unknown): number | null {
  const used = (performanceObject as PerformanceWithMemory | undefined)?.memory?.usedJSHeapSize;
  return typeof used === 'number' && Number.isFinite(used) ? used : null;
}

/** The map demo's budget (docs/benchmarks.md "Map demo"): 100k points drawn within 2 s, panned at 30 fps or more. */
export const MAP_DEMO_BUDGET = { points: 100_000, maxFirstRenderMs: 2_000, minFps: 30 } as const;

/** Whether a run meets the budget; `pending` until its pan test; null for sizes the budget does not name. */
export function budgetStatus(run: {
  points: number;
  firstRenderMs: number;
  fps: number | null;
}): 'met' | 'missed' | 'pending' | null {
  if (run.points !== MAP_DEMO_BUDGET.points) return null;
  if (run.firstRenderMs > MAP_DEMO_BUDGET.maxFirstRenderMs) return 'missed';
  if (run.fps === null) return 'pending';
  return run.fps >= MAP_DEMO_BUDGET.minFps ? 'met' : 'missed';
}

/**
 * Software WebGL renderers (Chromium's SwiftShader, Mesa's llvmpipe, anything naming itself
 * "software"): they rasterise on the CPU, so an empty map already pans under the absolute budget.
 */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|software/i;

/** Whether the WebGL renderer's name is a CPU rasteriser rather than a GPU. */
export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE_RENDERER.test(renderer);
}

/** The share of the empty map's frame rate 100k points must keep in software WebGL. */
export const SOFTWARE_PAN_MIN_SHARE = 0.6;

/** The pan budget's verdict: which rule applied, the share of the empty map kept, and whether it is met. */
export interface PanVerdict {
  rule: 'absolute' | 'relative';
  /** The 100k points' fps over the empty map's; null when the empty map drew no measurable frames. */
  share: number | null;
  ok: boolean;
}

/**
 * The pan budget (docs/benchmarks.md "Map demo"): with a GPU, 100k points pan at MAP_DEMO_BUDGET.minFps
 * or more; in software WebGL, where the renderer caps the empty map itself below that, 100k points
 * keep at least SOFTWARE_PAN_MIN_SHARE of the empty map's frame rate (what our code costs).
 */
export function panVerdict(figures: { renderer: string; fps: number; emptyMapFps: number }): PanVerdict {
  const share = figures.emptyMapFps > 0 ? figures.fps / figures.emptyMapFps : null;
  if (!isSoftwareRenderer(figures.renderer)) {
    return { rule: 'absolute', share, ok: figures.fps >= MAP_DEMO_BUDGET.minFps };
  }
  return { rule: 'relative', share, ok: share !== null && share >= SOFTWARE_PAN_MIN_SHARE };
}

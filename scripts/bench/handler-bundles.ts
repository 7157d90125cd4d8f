/**
 * Handler bundle budget (docs/requirements.md#e6-3): every Lambda the app deploys (routes, queue
 * consumers, scheduled jobs, text topic subscribers, Cognito triggers) bundles to ≤ 600 KB minified
 * with the AWS SDK inside, the median of them to ≤ 450 KB, and each cold start stays within 3× a
 * hello-world handler's, measured in the same run.
 *
 * Cold start is measured as Lambda pays it: a fresh Node process that loads the bundle and exits,
 * timed from spawn to exit, median of several runs. The import time alone is printed beside it.
 * Last, a few bundles are loaded with and without `--enable-source-maps` beside their separate
 * maps, as deployed, for what source-mapped stack traces would cost (docs/decisions/lambda-source-maps.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { LAMBDA_BUNDLING } from '../../infra/config/lambda-bundling';
import { LAMBDA_ENTRIES, type LambdaEntry } from '../../infra/config/lambda-entries';
import { BENCH_FUNCTION_ENV } from './function-env';

const MAX_BUNDLE_BYTES = 600 * 1024;
const MAX_MEDIAN_BUNDLE_BYTES = 450 * 1024;
const MAX_COLD_START_RATIO = 3;
const RUNS = 9;
/** Where a bundle loaded from a temporary folder finds the packages installed beside it in Lambda. */
const PROJECT_NODE_MODULES = join(__dirname, '..', '..', 'node_modules');
/** Routes the source-map comparison loads, spread from the largest to the smallest. */
const SOURCE_MAP_SAMPLES = 3;

interface Measurement {
  name: string;
  /** The Lambda measured; none for the baseline. */
  lambda?: LambdaEntry;
  bytes: number;
  coldStartMs: number;
  importMs: number;
  /** Median of (this cold start ÷ the hello-world cold start run just before it). */
  ratio: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1);

async function bundle(
  entry: string,
  outfile: string,
  { sourcemap = false, nodeModules = [] }: { sourcemap?: boolean; nodeModules?: readonly string[] } = {},
): Promise<number> {
  // As deployed, a map is a separate file without the sources (infra/constructs/function-bundling.ts).
  await build({
    ...LAMBDA_BUNDLING,
    entryPoints: [entry],
    outfile,
    // Installed beside the bundle in Lambda (not counted here), resolved from the project's node_modules below.
    external: [...(LAMBDA_BUNDLING.external ?? []), ...nodeModules],
    logLevel: 'silent',
    sourcemap,
    sourcesContent: false,
  });
  return statSync(outfile).size;
}

const entryPath = (lambda: LambdaEntry) =>
  join(__dirname, '..', '..', 'functions', 'src', `${lambda.handler}.ts`);

/**
 * One cold start: spawn → bundle loaded → exit; the require time alone; and the CPU time the
 * process used until then (user + system), which a loaded machine distorts less than wall time.
 */
function coldStartOnce(
  bundlePath: string,
  nodeOptions: string[] = [],
): { wallMs: number; importMs: number; cpuMs: number } {
  const probe = `const t=performance.now();require(${JSON.stringify(bundlePath)});const i=performance.now()-t;const c=process.cpuUsage();process.stdout.write(i+' '+(c.user+c.system)/1000)`;
  const started = performance.now();
  const result = spawnSync(process.execPath, [...nodeOptions, '-e', probe], {
    // The bundles parse the function environment while loading.
    env: { ...process.env, ...BENCH_FUNCTION_ENV, NODE_PATH: PROJECT_NODE_MODULES },
    encoding: 'utf8',
  });
  const wallMs = performance.now() - started;
  if (result.status !== 0) throw new Error(`Loading ${bundlePath} failed: ${result.stderr}`);
  const [importMs, cpuMs] = result.stdout.split(' ').map(Number);
  return { wallMs, importMs: importMs ?? NaN, cpuMs: cpuMs ?? NaN };
}

/**
 * Times a bundle against the baseline, alternating the two so that both see the same machine
 * load; the ratio is taken pair by pair.
 */
function measureAgainst(
  name: string,
  bytes: number,
  bundlePath: string,
  baselinePath: string,
): Omit<Measurement, 'lambda'> {
  const walls: number[] = [];
  const imports: number[] = [];
  const ratios: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const baseline = coldStartOnce(baselinePath);
    const measured = coldStartOnce(bundlePath);
    walls.push(measured.wallMs);
    imports.push(measured.importMs);
    ratios.push(measured.wallMs / baseline.wallMs);
  }
  return { name, bytes, coldStartMs: median(walls), importMs: median(imports), ratio: median(ratios) };
}

/** `count` items spread evenly over `items`, first and last included. */
function sampleAcross<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from(
    { length: count },
    (_, index) => items[Math.round((index * (items.length - 1)) / (count - 1))]!,
  );
}

/**
 * Loads each sample bundle (built with its map beside it, as deployed) with and without
 * `--enable-source-maps`, alternated, and prints the medians: informational, no budget.
 */
async function compareSourceMaps(folder: string, samples: readonly LambdaEntry[]): Promise<void> {
  const rows = [];
  for (const lambda of samples) {
    const bundlePath = join(folder, `${lambda.name}.mapped.js`);
    await bundle(entryPath(lambda), bundlePath, { sourcemap: true, nodeModules: lambda.nodeModules });
    const runs = { plain: [] as number[], mapped: [] as number[], increase: [] as number[] };
    for (let run = 0; run < RUNS; run += 1) {
      const without = coldStartOnce(bundlePath);
      const withMaps = coldStartOnce(bundlePath, ['--enable-source-maps']);
      runs.plain.push(without.cpuMs);
      runs.mapped.push(withMaps.cpuMs);
      runs.increase.push(withMaps.cpuMs / without.cpuMs - 1);
    }
    rows.push({
      handler: lambda.name,
      'map KB': kilobytes(statSync(`${bundlePath}.map`).size),
      'load CPU ms': median(runs.plain).toFixed(1),
      'with --enable-source-maps': median(runs.mapped).toFixed(1),
      increase: `${(median(runs.increase) * 100).toFixed(1)} %`,
    });
  }
  console.log(
    '\nSource maps at load (CPU time of spawn → loaded → exit; bundle + separate map as deployed; median of %d, alternated)',
    RUNS,
  );
  console.table(rows);
}

/** Bundles and times every deployed handler next to hello-world; answers false when over budget. */
export async function benchHandlerBundles(): Promise<boolean> {
  const folder = mkdtempSync(join(tmpdir(), 'dealflow-bench-'));
  try {
    const baselinePath = join(folder, 'hello-world.js');
    const baselineBytes = await bundle(join(__dirname, 'fixtures', 'hello-world.ts'), baselinePath);
    const measurements: Measurement[] = [
      measureAgainst('hello-world', baselineBytes, baselinePath, baselinePath),
    ];
    for (const [index, lambda] of LAMBDA_ENTRIES.entries()) {
      const bundlePath = join(folder, `${index}.js`);
      const bytes = await bundle(entryPath(lambda), bundlePath, { nodeModules: lambda.nodeModules });
      measurements.push({ ...measureAgainst(lambda.name, bytes, bundlePath, baselinePath), lambda });
    }
    console.log(
      '\nHandler bundles (minified, AWS SDK bundled in; cold start = spawn → loaded → exit, median of %d, alternated with hello-world)',
      RUNS,
    );
    const rows = measurements.map((m, index) => {
      const within = m.bytes <= MAX_BUNDLE_BYTES && m.ratio <= MAX_COLD_START_RATIO;
      return {
        handler: m.name,
        'size KB': kilobytes(m.bytes),
        'cold start ms': m.coldStartMs.toFixed(1),
        'import ms': m.importMs.toFixed(1),
        'vs hello-world': `${m.ratio.toFixed(2)}×`,
        budget: index === 0 ? 'baseline' : within ? 'ok' : 'OVER',
      };
    });
    console.table(rows);

    const handlers = measurements.slice(1);
    const medianBytes = median(handlers.map((m) => m.bytes));
    const largest = handlers.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const medianWithin = medianBytes <= MAX_MEDIAN_BUNDLE_BYTES;
    console.log(
      `${handlers.length} bundles: largest ${largest.name} ${kilobytes(largest.bytes)} KB, median ${kilobytes(medianBytes)} KB ` +
        `(budget ≤ ${kilobytes(MAX_MEDIAN_BUNDLE_BYTES)} KB: ${medianWithin ? 'ok' : 'OVER'}), ` +
        `${handlers.filter((m) => m.bytes > MAX_BUNDLE_BYTES).length} over ${kilobytes(MAX_BUNDLE_BYTES)} KB, ` +
        `cold start median ${median(handlers.map((m) => m.ratio)).toFixed(2)}× hello-world.`,
    );
    console.log(
      `Budget: each ≤ ${kilobytes(MAX_BUNDLE_BYTES)} KB, median ≤ ${kilobytes(MAX_MEDIAN_BUNDLE_BYTES)} KB, each cold start ≤ ${MAX_COLD_START_RATIO}× hello-world's.`,
    );

    const routesBySize = handlers
      .filter((m) => m.lambda?.kind === 'route')
      .sort((a, b) => b.bytes - a.bytes)
      .flatMap((m) => (m.lambda ? [m.lambda] : []));
    await compareSourceMaps(folder, sampleAcross(routesBySize, SOURCE_MAP_SAMPLES));

    return medianWithin && rows.every((row) => row.budget !== 'OVER');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Handler bundle budget (docs/requirements.md#e6-3): each route's bundle ≤ 1 MB minified with the AWS SDK
 * inside, and its cold start within 3× a hello-world handler's, measured in the same run.
 *
 * Cold start is measured as Lambda pays it: a fresh Node process that loads the bundle and exits,
 * timed from spawn to exit, median of several runs. The import time alone is printed beside it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { routes } from '#shared/api/routes';
import { LAMBDA_BUNDLING } from '../../infra/config/lambda-bundling';
import { BENCH_FUNCTION_ENV } from './function-env';

const MAX_BUNDLE_BYTES = 1024 * 1024;
const MAX_COLD_START_RATIO = 3;
const RUNS = 9;

interface Measurement {
  name: string;
  bytes: number;
  coldStartMs: number;
  importMs: number;
  /** Median of (this cold start ÷ the hello-world cold start run just before it). */
  ratio: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function bundle(entry: string, outfile: string): Promise<number> {
  await build({ ...LAMBDA_BUNDLING, entryPoints: [entry], outfile, logLevel: 'silent' });
  return statSync(outfile).size;
}

/** One cold start: spawn → bundle loaded → exit, and the require time alone. */
function coldStartOnce(bundlePath: string): { wallMs: number; importMs: number } {
  const probe = `const t=performance.now();require(${JSON.stringify(bundlePath)});process.stdout.write(String(performance.now()-t))`;
  const started = performance.now();
  const result = spawnSync(process.execPath, ['-e', probe], {
    // The bundles parse the function environment while loading.
    env: { ...process.env, ...BENCH_FUNCTION_ENV },
    encoding: 'utf8',
  });
  const wallMs = performance.now() - started;
  if (result.status !== 0) throw new Error(`Loading ${bundlePath} failed: ${result.stderr}`);
  return { wallMs, importMs: Number(result.stdout) };
}

/**
 * Times a bundle against the baseline, alternating the two so that both see the same machine
 * load; the ratio is taken pair by pair.
 */
function measureAgainst(name: string, bytes: number, bundlePath: string, baselinePath: string): Measurement {
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

/** Bundles and times every route's handler next to hello-world; answers false when over budget. */
export async function benchHandlerBundles(): Promise<boolean> {
  const folder = mkdtempSync(join(tmpdir(), 'dealflow-bench-'));
  try {
    const baselinePath = join(folder, 'hello-world.js');
    const baselineBytes = await bundle(join(__dirname, 'fixtures', 'hello-world.ts'), baselinePath);
    const measurements = [measureAgainst('hello-world', baselineBytes, baselinePath, baselinePath)];
    for (const route of routes) {
      const bundlePath = join(folder, `${route.id}.js`);
      const entry = join(__dirname, '..', '..', 'functions', 'src', `${route.handler}.ts`);
      measurements.push(measureAgainst(route.id, await bundle(entry, bundlePath), bundlePath, baselinePath));
    }
    console.log(
      '\nHandler bundles (minified, AWS SDK bundled in; cold start = spawn → loaded → exit, median of %d, alternated with hello-world)',
      RUNS,
    );
    const rows = measurements.map((m, index) => {
      const within = m.bytes <= MAX_BUNDLE_BYTES && m.ratio <= MAX_COLD_START_RATIO;
      return {
        handler: m.name,
        'size KB': (m.bytes / 1024).toFixed(1),
        'cold start ms': m.coldStartMs.toFixed(1),
        'import ms': m.importMs.toFixed(1),
        'vs hello-world': `${m.ratio.toFixed(2)}×`,
        budget: index === 0 ? 'baseline' : within ? 'ok' : 'OVER',
      };
    });
    console.table(rows);
    console.log(
      `Budget: ≤ ${MAX_BUNDLE_BYTES / 1024} KB and ≤ ${MAX_COLD_START_RATIO}× hello-world's cold start.`,
    );
    return rows.every((row) => row.budget !== 'OVER');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

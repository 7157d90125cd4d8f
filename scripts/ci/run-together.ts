/**
 * Runs npm scripts side by side, as many at once as the machine has cores, and prints each one's
 * output whole when it ends (never interleaved). Exits non-zero when any of them failed, after all
 * have ended, so one run shows every failure. The checks that each use one core (ESLint, Prettier,
 * each TypeScript project) take the time of the slowest instead of their sum.
 *
 *   tsx scripts/ci/run-together.ts typecheck:server lint:code typecheck:web format:check
 *
 * Name the slowest first: each starts as soon as a core is free.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

function runScript(script: string): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      resolve({ script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/** Runs every script, `slots` at a time, reporting each as it ends. */
async function runAll(scripts: readonly string[], slots: number): Promise<Outcome[]> {
  const queue = [...scripts];
  const outcomes: Outcome[] = [];
  const worker = async () => {
    for (let script = queue.shift(); script; script = queue.shift()) {
      const outcome = await runScript(script);
      const verdict = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
      process.stdout.write(`\n> ${script}: ${verdict} in ${outcome.seconds.toFixed(0)} s\n${outcome.output}`);
      outcomes.push(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(slots, scripts.length) }, worker));
  return outcomes;
}

async function main(): Promise<void> {
  const scripts = process.argv.slice(2);
  if (scripts.length === 0) {
    console.error('Usage: tsx scripts/ci/run-together.ts <npm script>...');
    process.exit(2);
  }
  const outcomes = await runAll(scripts, availableParallelism());
  const failed = outcomes.filter((outcome) => outcome.code !== 0);
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.map((outcome) => outcome.script).join(', ')}`);
    process.exit(1);
  }
}

void main();

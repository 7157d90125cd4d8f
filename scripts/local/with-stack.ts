/**
 * `tsx scripts/local/with-stack.ts [--web=dev|dist|none] <command …>`: starts a fresh stack (memory
 * and a temporary folder), seeds it, runs the command with the stack's URLs in its environment
 * (see test-environment.ts), stops the stack and exits with the command's exit code.
 * Confirmation codes are fixed to CODE (default 123456) so tests can confirm sign-ups, and the
 * per-seller listing and per-buyer realtime alert limits are raised to 1000 an hour unless set.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseWebOption } from './cli-options';
import { REPO_ROOT } from './settings';
import { startStack } from './stack';
import { testEnvironment } from './test-environment';

async function main(): Promise<number> {
  const { web, rest } = parseWebOption(process.argv.slice(2));
  const [command, ...args] = rest;
  if (!command) {
    console.error('Usage: tsx scripts/local/with-stack.ts [--web=dev|dist|none] <command> [args…]');
    return 2;
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.CODE ??= '123456';
  // The suites list over a hundred deals as one demo seller, alerting the same buyers, within
  // minutes; the limits' own tests run on a stack of their own with the production values
  // (`npm run test:api:limits`).
  process.env.DEALFLOW_LISTINGS_PER_SELLER_PER_HOUR ??= '1000';
  process.env.DEALFLOW_REALTIME_ALERTS_PER_BUYER_PER_HOUR ??= '1000';
  const verbose = process.env.DEALFLOW_VERBOSE === '1';
  const started = performance.now();
  const stack = await startStack({
    web,
    // Demo deals take 20–30 s to seed: only when asked (e.g. to try the app against a throwaway stack).
    seedDeals: process.env.DEALFLOW_SEED_DEALS === '1',
    ...(verbose ? { log: (line: string) => console.log(line) } : {}),
  });
  const timings = stack.timings.map(([step, ms]) => `${step} ${ms} ms`).join(', ');
  console.log(
    `Local stack up in ${Math.round(performance.now() - started)} ms (${timings}); running: ${rest.join(' ')}`,
  );

  const env = {
    ...process.env,
    ...testEnvironment(stack),
    PATH: `${path.join(REPO_ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  const code = await new Promise<number>((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env, cwd: process.cwd() });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (exitCode, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      const signals: Record<string, number> = { SIGINT: 2, SIGTERM: 15, SIGKILL: 9 };
      resolve(exitCode ?? 128 + (signal ? (signals[signal] ?? 1) : 1));
    });
  });
  await stack.stop();
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`with-stack: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);

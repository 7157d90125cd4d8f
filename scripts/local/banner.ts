/** What `npm start` prints once the stack is up: where things are, who to sign in as, timings. */
import { demoAccountsTable } from '../seed/demo-accounts';
import { PORT_SETTINGS, type ServiceName } from './settings';
import type { RunningStack } from './stack';

export function stackBanner(
  stack: RunningStack,
  options: { dataDir?: string; totalMs: number; web: string },
): string {
  const services = (Object.keys(PORT_SETTINGS) as ServiceName[])
    .filter((service) => service !== 'web' || options.web !== 'none')
    .map((service) => `  ${PORT_SETTINGS[service].label.padEnd(52)} ${stack.urls[service]}`);
  const timings = stack.timings.map(([step, ms]) => `${step} ${ms} ms`).join(', ');
  return [
    '',
    options.web === 'none'
      ? 'Dealflow local stack is running (no web server).'
      : `Dealflow is running at ${stack.urls.web}`,
    '',
    ...services,
    `  ${'Mail sent by the app (JSON)'.padEnd(52)} ${stack.urls.ses}/store`,
    `  ${'Texts sent by the app (JSON; the page replies)'.padEnd(52)} ${stack.urls.sms}/store`,
    '',
    `User pool ${stack.pool.userPoolId}, app client ${stack.pool.userPoolClientId}`,
    `Data: ${options.dataDir ?? 'temporary (wiped on exit)'}`,
    '',
    `Demo accounts (local only; ${seedSummary(stack)}):`,
    demoAccountsTable().replace(/^(?=.)/gm, '  '),
    '',
    `Ready ${(options.totalMs / 1000).toFixed(1)} s after launch (${timings}). Ctrl-C stops everything.`,
    '',
  ].join('\n');
}

function seedSummary(stack: RunningStack): string {
  if (stack.seeded.length === 0) return 'not seeded';
  const counts = new Map<string, number>();
  for (const { outcome } of stack.seeded) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, count]) => `${count} ${outcome}`).join(', ');
}

/**
 * `npm start`: the whole marketplace on this machine, data kept in `.local/` across restarts.
 * Options: `--web=dev` (default, Vite dev server), `--web=dist` (the built SPA), `--web=none`.
 */
import { stackBanner } from './banner';
import { parseWebOption } from './cli-options';
import { DEFAULT_DATA_DIR } from './settings';
import { startStack } from './stack';

async function main(): Promise<void> {
  const { web } = parseWebOption(process.argv.slice(2));
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const log = (line: string) => console.log(line);
  console.log('Starting the Dealflow local stack…');
  const stack = await startStack({ dataDir: DEFAULT_DATA_DIR, web, log, seedDeals: true });
  console.log(stackBanner(stack, { dataDir: DEFAULT_DATA_DIR, totalMs: process.uptime() * 1000, web }));

  let stoppingSince: number | undefined;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      // A terminal's Ctrl-C reaches us twice (directly and relayed by tsx); only a later one forces.
      if (Date.now() - stoppingSince < 1500) return;
      console.log('Stopping immediately.');
      process.exit(130);
    }
    stoppingSince = Date.now();
    console.log(`\n${signal}: stopping the local stack…`);
    stack
      .stop()
      .then(() => {
        console.log('Stopped. Data kept in .local/ (npm run reset wipes it).');
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(
    `\nThe local stack could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  if (process.env.DEBUG && error instanceof Error) console.error(error.stack);
  process.exit(1);
});

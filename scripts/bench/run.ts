/**
 * `npm run bench`: prints every budget of DESIGN §6 that is measured so far, each next to its
 * baseline from the same run. Exits non-zero when a budget is exceeded.
 */
import { benchHandlerBundles } from './handler-bundles';
import { benchWebBundle } from './web-bundle';

async function main() {
  const results = [await benchHandlerBundles(), benchWebBundle()];
  if (results.includes(false)) {
    console.error('\nA budget is exceeded.');
    process.exitCode = 1;
  }
}

void main();

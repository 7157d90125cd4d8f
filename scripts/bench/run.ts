/**
 * `npm run bench`: prints every budget of docs/requirements.md#e6 that is measured so far, each next to its
 * baseline from the same run. Exits non-zero when a budget is exceeded.
 * `npm run bench -- <name> …` runs only those: bundles, web, deals, feedback, demand, demand-map, map-demo,
 * photos, writes, fanout, cost, mobile, buyer-match
 * (docs/benchmarks.md).
 */
import { benchAlertFanout } from './alert-fanout';
import { benchBuyerMatch } from './buyer-match';
import { benchCost } from './cost';
import { benchDealReads } from './deal-reads';
import { benchDealWrites } from './deal-writes';
import { benchDemand } from './demand';
import { benchDemandMap } from './demand-map';
import { benchFeedbackChallenge } from './feedback-challenge';
import { benchHandlerBundles } from './handler-bundles';
import { benchMapDemo } from './map-demo';
import { benchMobile } from './mobile';
import { benchPhotoRenditions } from './photo-renditions';
import { benchWebBundle } from './web-bundle';

const BENCHES: Record<string, () => boolean | Promise<boolean>> = {
  bundles: benchHandlerBundles,
  web: benchWebBundle,
  deals: benchDealReads,
  feedback: benchFeedbackChallenge,
  'map-demo': benchMapDemo,
  demand: benchDemand,
  'demand-map': benchDemandMap,
  photos: benchPhotoRenditions,
  writes: benchDealWrites,
  fanout: benchAlertFanout,
  cost: benchCost,
  mobile: benchMobile,
  'buyer-match': benchBuyerMatch,
};

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in BENCHES));
  if (unknown.length > 0) {
    console.error(`Unknown bench ${unknown.join(', ')}; choose from ${Object.keys(BENCHES).join(', ')}.`);
    process.exitCode = 2;
    return;
  }
  const results: boolean[] = [];
  for (const [name, bench] of Object.entries(BENCHES)) {
    if (asked.length === 0 || asked.includes(name)) results.push(await bench());
  }
  if (results.includes(false)) {
    console.error('\nA budget is exceeded.');
    process.exitCode = 1;
  }
}

void main();

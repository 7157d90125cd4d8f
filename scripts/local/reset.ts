/** `npm run reset`: wipes the local stack's data (`.local/`). Stop `npm start` first. */
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './settings';

const relative = path.relative(REPO_ROOT, DEFAULT_DATA_DIR);
if (existsSync(DEFAULT_DATA_DIR)) {
  rmSync(DEFAULT_DATA_DIR, { recursive: true, force: true });
  console.log(
    `Removed ${relative}/: the next npm start begins with an empty table, a fresh user pool and the demo accounts.`,
  );
} else {
  console.log(`Nothing to remove: ${relative}/ does not exist.`);
}

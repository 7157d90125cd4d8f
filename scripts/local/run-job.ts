/**
 * `npm run job -- <name> [ISO instant]`: runs one scheduled job (shared/src/jobs/scheduled-jobs.ts)
 * in the running local stack (`npm start`), as of now or of the instant given, and prints its
 * outcome. It calls the gateway's local trigger, `POST /_local/jobs/<name>` (docs/local-stack.md).
 */
import { SCHEDULED_JOBS } from '#shared/jobs/scheduled-jobs';
import { LOCAL_JOBS_PATH } from './jobs/local-jobs';
import { publicUrl, stackSettings } from './settings';

async function main(): Promise<number> {
  const [name, now] = process.argv.slice(2);
  if (!name) {
    console.error(
      `Usage: npm run job -- <name> [ISO instant]\nJobs: ${SCHEDULED_JOBS.map((job) => job.name).join(', ')}`,
    );
    return 2;
  }
  const url = `${publicUrl(stackSettings(), 'gateway')}${LOCAL_JOBS_PATH}${encodeURIComponent(name)}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(now ? { now } : {}),
    });
  } catch {
    console.error(`No local stack answers at ${url}: start it with npm start (same port variables).`);
    return 1;
  }
  console.log(JSON.stringify(await response.json(), null, 2));
  return response.ok ? 0 : 1;
}

void main().then((code) => process.exit(code));

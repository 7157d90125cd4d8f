/**
 * Runs the scheduled jobs on demand in the local stack (shared/src/jobs/scheduled-jobs.ts): the
 * gateway answers `POST /_local/jobs/{name}` with an optional JSON body `{ "now": "<ISO instant>" }`,
 * invokes the job's handler module with the scheduled event EventBridge would send (its `time` is
 * that instant, or the clock's), waits until the queues have done the work due now, and answers the
 * job's outcome. `POST /_local/queues/drain` only waits for the queues. Local only: API Gateway has
 * no such paths, and in AWS only EventBridge invokes a job.
 */
import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import * as z from 'zod';
import { findScheduledJob, SCHEDULED_JOBS, type ScheduledJobDefinition } from '#shared/jobs/scheduled-jobs';
import { invokeHandler, type HandlerLoader } from '../gateway/handler-loader';
import { createLambdaContext } from '../gateway/lambda-context';
import { jsonAnswer, type HttpAnswer } from '../gateway/result-writer';

/** The path prefix of the local trigger. */
export const LOCAL_JOBS_PATH = '/_local/jobs/';
/** Waits until no local queue has work due now (tests: the work a request enqueued is done). */
export const LOCAL_DRAIN_PATH = '/_local/queues/drain';

const triggerBodySchema = z.object({ now: z.iso.datetime({ offset: true }).optional() }).strict();

/** The scheduled event EventBridge sends a rule's target. */
export function scheduledEvent(jobName: string, time: Date, region: string): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '000000000000',
    time: time.toISOString(),
    region,
    resources: [`arn:aws:events:${region}:000000000000:rule/${jobName}`],
    detail: {},
  };
}

export interface LocalJobsOptions {
  loadHandler: HandlerLoader;
  region: string;
  /** Resolves once no local queue has work due now (the work a run enqueued is done). */
  drainQueues: () => Promise<void>;
  log?: (line: string) => void;
}

/** Runs a job's handler once, as its rule would at `now`, within its timeout; answers its outcome. */
export async function runScheduledJob(
  job: ScheduledJobDefinition,
  now: Date,
  options: Pick<LocalJobsOptions, 'loadHandler' | 'region'>,
): Promise<unknown> {
  const handler = await options.loadHandler({ id: job.name, handler: job.handler });
  const context = createLambdaContext({
    functionName: job.name,
    region: options.region,
    timeoutMs: job.timeoutSeconds * 1000,
    requestId: randomUUID(),
  });
  return invokeHandler(handler, scheduledEvent(job.name, now, options.region), context);
}

/** The gateway's handler of `/_local/jobs/…` and `/_local/queues/drain`; undefined for any other path. */
export function createLocalJobs(options: LocalJobsOptions) {
  return async (method: string, path: string, body: Buffer): Promise<HttpAnswer | undefined> => {
    if (path === LOCAL_DRAIN_PATH && method === 'POST') {
      await options.drainQueues();
      return jsonAnswer(200, { drained: true });
    }
    if (!path.startsWith(LOCAL_JOBS_PATH)) return undefined;
    const name = decodeURIComponent(path.slice(LOCAL_JOBS_PATH.length));
    const job = findScheduledJob(name);
    if (!job) {
      return jsonAnswer(404, {
        message: `No job ${name}. Jobs: ${SCHEDULED_JOBS.map((each) => each.name).join(', ')}`,
      });
    }
    if (method !== 'POST') return jsonAnswer(405, { message: 'Use POST' }, { allow: 'POST' });
    let parsed: z.infer<typeof triggerBodySchema>;
    try {
      parsed = triggerBodySchema.parse(body.length === 0 ? {} : JSON.parse(body.toString('utf8')));
    } catch {
      return jsonAnswer(400, { message: 'The body is optional JSON: { "now": "<ISO 8601 instant>" }' });
    }
    const now = parsed.now ? new Date(parsed.now) : new Date();
    options.log?.(`[jobs] ${job.name} at ${now.toISOString()}`);
    try {
      const outcome = await runScheduledJob(job, now, options);
      await options.drainQueues();
      return jsonAnswer(200, { job: job.name, now: now.toISOString(), outcome: outcome ?? null });
    } catch (error) {
      return jsonAnswer(500, { job: job.name, now: now.toISOString(), error: String(error) });
    }
  };
}

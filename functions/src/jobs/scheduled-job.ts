/**
 * The one way a scheduled job's handler is made (shared/src/jobs/scheduled-jobs.ts): "now" is the
 * scheduled event's `time` (EventBridge's firing time in AWS; the local trigger's choice locally),
 * the outcome is logged (each line naming the job) and answered (the local trigger shows it).
 */
import type { Context, ScheduledEvent } from 'aws-lambda';
import { beginInvocation, logger } from '../lib/logger';

/** What a job reads of EventBridge's scheduled event. */
export type JobEvent = Pick<ScheduledEvent, 'time'>;

/** The instant a run is for: the event's time, or the clock when it has none. */
export function jobTime(event: Partial<JobEvent> | undefined): Date {
  const time = event?.time ? Date.parse(event.time) : Number.NaN;
  return Number.isNaN(time) ? new Date() : new Date(time);
}

/** Milliseconds a run has left before its timeout (none known: unbounded). */
export type RemainingTime = () => number;

/** A Lambda handler running `run` for the event's instant (with the invocation's time left, for jobs that stop early). */
export function createScheduledJobHandler<T>(
  name: string,
  run: (now: Date, remainingMs: RemainingTime) => Promise<T>,
) {
  return async (event: Partial<JobEvent> | undefined, context?: Context): Promise<T> => {
    beginInvocation({ job: name }, context);
    const now = jobTime(event);
    const remainingMs: RemainingTime = context
      ? () => context.getRemainingTimeInMillis()
      : () => Number.POSITIVE_INFINITY;
    const outcome = await run(now, remainingMs);
    logger.info(`Job ${name} done`, { now: now.toISOString(), outcome });
    return outcome;
  };
}

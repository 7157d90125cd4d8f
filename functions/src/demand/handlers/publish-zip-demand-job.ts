import { createScheduledJobHandler } from '../../jobs/scheduled-job';
import { publishZipDemand } from '../publish-zip-demand.service';

/** Scheduled (daily, 00:45 UTC): publishes the day's ZIP demand snapshot and this month's history. */
export const handler = createScheduledJobHandler('publish-zip-demand', publishZipDemand);

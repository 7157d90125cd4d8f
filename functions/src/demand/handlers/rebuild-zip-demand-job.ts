import { createScheduledJobHandler } from '../../jobs/scheduled-job';
import { rebuildZipDemand } from '../rebuild-zip-demand';

/** Scheduled (weekly, and on demand locally): repairs the ZIP demand figures (docs/demand.md). */
export const handler = createScheduledJobHandler('rebuild-zip-demand', rebuildZipDemand);

import { createScheduledJobHandler } from '../../jobs/scheduled-job';
import { endDueExclusivity } from '../exclusivity.service';

/** Scheduled (every 15 minutes): exclusive listings whose first-refusal delay ended turn active. */
export const handler = createScheduledJobHandler('end-exclusivity', endDueExclusivity);

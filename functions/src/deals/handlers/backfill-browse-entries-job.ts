import { createScheduledJobHandler } from '../../jobs/scheduled-job';
import { backfillBrowseEntries } from '../browse-backfill.service';

/** Scheduled (daily, a migration): listings stored before browse entries get their entries. */
export const handler = createScheduledJobHandler('backfill-browse-entries', (_now, remainingMs) =>
  backfillBrowseEntries(remainingMs),
);

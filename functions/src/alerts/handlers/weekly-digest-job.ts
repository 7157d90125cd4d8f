import { createScheduledJobHandler } from '../../jobs/scheduled-job';
import { sendDigests } from '../alert-delivery.service';

/** Scheduled (Mondays, 00:30 UTC): every weekly buyer's digest of the previous ISO week. */
export const handler = createScheduledJobHandler('weekly-digest', (now) => sendDigests('weekly', now));

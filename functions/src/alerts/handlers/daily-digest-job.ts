import { createScheduledJobHandler } from '../../jobs/scheduled-job';
import { sendDigests } from '../alert-delivery.service';

/** Scheduled (daily, 00:15 UTC): every daily buyer's digest of the previous UTC day. */
export const handler = createScheduledJobHandler('daily-digest', (now) => sendDigests('daily', now));

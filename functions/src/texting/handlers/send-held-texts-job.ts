import { createScheduledJobHandler } from '../../jobs/scheduled-job';
import { sendHeldTexts } from '../held-texts.service';

/** Scheduled (every 15 minutes): the texts held for the end of their buyers' quiet hours go out. */
export const handler = createScheduledJobHandler('send-held-texts', sendHeldTexts);
